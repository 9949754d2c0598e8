import Foundation
import Hummingbird
import HummingbirdCore
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryRendering
import WidgetryUI

/// How a render request wants a widget painted, from its query: `?scale=2&scheme=dark&mode=accented&locked=true`.
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
        return spec
    }
}
