import Foundation
import Hummingbird
import HummingbirdCore
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryRendering
import WidgetryUI

/// How a render request wants a widget painted, from its query: `?scale=2&scheme=dark&mode=accented&locked=true`,
/// or `?location=standBy&night=true` for StandBy's night mode.
struct RenderParameters: Sendable, Equatable {
    /// Pixels per point, one of ``scales``.
    var scale = 1
    /// Light or dark; the placement's default variant when `nil`.
    var colorScheme: ColorScheme?
    /// Full color, accented or vibrant; the placement's default variant when `nil`.
    var renderingMode: WidgetRenderingMode?
    /// Whether the device is locked, which redacts `privacySensitive()` content.
    var locked = false
    /// For HTML: a bare `<div class="wgt-widget">` for a page, not a document.
    var fragment = false
    /// Where the widget is shown (`widgetLocation`), or `nil` for the placement's own.
    var location: WidgetLocation?
    /// StandBy's night mode: red on black.
    var night = false
    /// iOS 26's Home Screen glass (the accented mode on a clear or tinted plate), or `nil`.
    var glass: HomeScreenGlass?

    /// The scales the painters support, as ``RenderOptions/validate()`` decides them, so the API never accepts a
    /// scale that then fails to paint; the OpenAPI document states the same range (a test compares them).
    static let scales: ClosedRange<Int> = {
        let supported = (1...8).filter { (try? RenderOptions(scale: Double($0)).validate()) != nil }
        return (supported.first ?? 1)...(supported.last ?? 1)
    }()

    static let schemes: [String: ColorScheme] = ["light": .light, "dark": .dark]
    static let modes: [String: WidgetRenderingMode] = [
        "fullColor": .fullColor, "accented": .accented, "vibrant": .vibrant,
    ]

    /// The locations `location` accepts, by name.
    static let locations: [String: WidgetLocation] = Dictionary(
        uniqueKeysWithValues: [WidgetLocation.homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay].map {
            ($0.description, $0)
        })

    /// Reads the query items it knows; others are left to the route.
    ///
    /// - throws: ``WidgetServerError`` naming the item that is malformed.
    init(query uri: URI) throws {
        let query = uri.queryParameters
        if let text = query["scale"] {
            guard let scale = Int(text), Self.scales.contains(scale) else {
                throw WidgetServerError.badRequest(
                    "Query item 'scale' is '\(text)'; use a whole number from \(Self.scales.lowerBound) to "
                        + "\(Self.scales.upperBound).", field: "scale")
            }
            self.scale = scale
        }
        if let text = query["scheme"] {
            guard let scheme = Self.schemes[String(text)] else {
                throw WidgetServerError.badRequest(
                    "Query item 'scheme' is '\(text)'; use 'light' or 'dark'.", field: "scheme")
            }
            colorScheme = scheme
        }
        if let text = query["mode"] {
            guard let mode = Self.modes[String(text)] else {
                throw WidgetServerError.badRequest(
                    "Query item 'mode' is '\(text)'; use 'fullColor', 'accented' or 'vibrant'.", field: "mode")
            }
            renderingMode = mode
        }
        locked = try Self.flag(query["locked"].map(String.init), name: "locked")
        fragment = try Self.flag(query["fragment"].map(String.init), name: "fragment")
        try readLocation(query["location"].map(String.init), night: query["night"].map(String.init))
        if let text = query["glass"] {
            guard let glass = HomeScreenGlass(rawValue: String(text)), renderingMode != .vibrant,
                location == nil || location == .homeScreen
            else {
                throw WidgetServerError.badRequest(
                    "Query item 'glass' is '\(text)'; use 'clear' or 'tinted', on the Home Screen (the accented mode: "
                        + "not with another location or mode 'vibrant').", field: "glass")
            }
            self.glass = glass
            renderingMode = .accented
        }
    }

    /// Reads `location` and `night`; StandBy and CarPlay are dark unless `scheme` says otherwise, StandBy is full
    /// color by day and vibrant (red) at night.
    private mutating func readLocation(_ text: String?, night nightText: String?) throws {
        if let text {
            guard let location = Self.locations[text] else {
                throw WidgetServerError.badRequest(
                    "Query item 'location' is '\(text)'; use "
                        + Self.locations.keys.sorted().map { "'\($0)'" }.joined(separator: ", ") + ".",
                    field: "location")
            }
            self.location = location
        }
        night = try Self.flag(nightText, name: "night")
        if night && location != .standBy {
            throw WidgetServerError.badRequest(
                "Query item 'night' is StandBy's night mode; add 'location=standBy'.", field: "night")
        }
        if location == .standBy || location == .carPlay { colorScheme = colorScheme ?? .dark }
        if location == .standBy { renderingMode = night ? .vibrant : (renderingMode ?? .fullColor) }
    }

    init() {}

    static func flag(_ text: String?, name: String) throws -> Bool {
        guard let text else { return false }
        switch text.lowercased() {
        case "", "1", "true", "yes": return true
        case "0", "false", "no": return false
        default:
            throw WidgetServerError.badRequest("Query item '\(name)' is '\(text)'; use 'true' or 'false'.", field: name)
        }
    }

    /// The stored variant to paint: the exact one if stored, else one with the same color scheme (the mode's pass
    /// is applied at paint time), else the placement's first.
    func variant(among stored: [RenderVariant]) -> RenderVariant {
        let first = stored.first ?? RenderVariant(.light, .fullColor)
        let scheme = colorScheme ?? first.colorScheme
        let mode = renderingMode ?? first.renderingMode
        return stored.first { $0.colorScheme == scheme && $0.renderingMode == mode }
            ?? stored.first { $0.colorScheme == scheme } ?? first
    }

    /// The pipeline's paint request for a family on a device.
    func spec(
        family: WidgetFamily, device: DeviceProfile, variant: RenderVariant, placeholder: Bool, now: Date
    ) -> WidgetRenderSpec {
        var spec = WidgetRenderSpec(family: family)
        spec.device = device
        spec.colorScheme = colorScheme ?? variant.colorScheme
        spec.renderingMode = renderingMode ?? variant.renderingMode
        spec.scale = scale
        spec.now = now
        var redaction: RedactionReasons = []
        if placeholder { redaction.insert(.placeholder) }
        if locked { redaction.insert(.privacy) }
        spec.redaction = redaction
        spec.glass = glass
        if let location {
            // Validated in init: night only with StandBy.
            try? spec.present(at: location, night: night)
            spec.colorScheme = colorScheme ?? spec.colorScheme
            spec.renderingMode = renderingMode ?? spec.renderingMode
        }
        return spec
    }
}
