import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// The appearance options `render` and `gallery` share.
struct AppearanceOptions: ParsableArguments {
    @Option(help: "The color scheme: light or dark (accessory families default to dark, as on the Lock Screen).")
    var scheme: String?

    @Option(help: "The rendering mode: fullColor, accented or vibrant (accessory families default to vibrant).")
    var mode: String?

    @Option(help: "Redaction: placeholder or privacy.")
    var redaction: String?

    @Option(help: "Pixels per point: 1 to 4.")
    var scale: Int = 3

    @Option(
        help: ArgumentHelp(
            "The device profile, such as 'iPhone 393×852' (default 'iPhone 430×932'), or an e-ink panel for `render`: "
                + "trmnl-og, trmnl-og-2bit, trmnl-x, kindle-pw, inkplate-10 or WIDTHxHEIGHTxBITS."))
    var device: String?

    @Option(
        help: ArgumentHelp(
            "Where the widget is shown, as views read `widgetLocation`: homeScreen, lockScreen, standBy, "
                + "iPhoneWidgetsOnMac or carPlay (StandBy and CarPlay show systemSmall only)."))
    var location: String?

    @Flag(help: "With --location standBy: StandBy's night mode, content drawn in red on black.")
    var night = false

    @Option(
        help: "iOS 26's Home Screen glass: clear or tinted (the accented mode on a glass plate; system families).")
    var glass: String?

    /// The defaults, at a scale.
    static func defaults(scale: Int) throws -> AppearanceOptions {
        try AppearanceOptions.parse(["--scale", String(scale)])
    }

    /// A request for a family, with these options applied.
    func request(family: WidgetFamily) throws -> WidgetRenderSpec {
        var request = WidgetRenderSpec(family: family)
        if let scheme { request.colorScheme = try Self.scheme(scheme) }
        if let mode { request.renderingMode = try Self.mode(mode) }
        if let redaction { request.redaction = try Self.redaction(redaction) }
        guard [1, 2, 3, 4].contains(scale) else {
            throw CommandError(message: "Unsupported scale '\(scale)'. Use 1, 2, 3 or 4.")
        }
        request.scale = scale
        if let device { request.device = try DeviceOption.profile(named: device) }
        try DeviceOption.requireFamily(family, on: &request.device, named: device != nil)
        if let location {
            try request.present(at: try Self.location(location), night: night)
            // An explicit scheme or mode still wins over the location's defaults, except at night.
            if let scheme { request.colorScheme = try Self.scheme(scheme) }
            if let mode, !night { request.renderingMode = try Self.mode(mode) }
        } else if night {
            throw CommandError(message: "--night is StandBy's night mode: add '--location standBy'.")
        }
        if let glass {
            guard let appearance = HomeScreenGlass(rawValue: glass.lowercased()), !family.isAccessory else {
                throw CommandError(
                    message: "Glass '\(glass)' is not a Home Screen appearance for '\(family)'. Use 'clear' or "
                        + "'tinted' with a system family.")
            }
            request.glass = appearance
            request.renderingMode = .accented
        }
        try request.validateLocation()
        try request.validateAppearance()
        return request
    }

    /// The locations `--location` accepts, by name.
    static let locations: [String: WidgetLocation] = Dictionary(
        uniqueKeysWithValues: [WidgetLocation.homeScreen, .lockScreen, .standBy, .iPhoneWidgetsOnMac, .carPlay].map {
            ($0.description.lowercased(), $0)
        })

    static func location(_ value: String) throws -> WidgetLocation {
        guard let location = locations[value.lowercased()] else {
            throw CommandError(
                message: "Unknown location '\(value)'. Use 'homeScreen', 'lockScreen', 'standBy', "
                    + "'iPhoneWidgetsOnMac' or 'carPlay'.")
        }
        return location
    }

    static func scheme(_ value: String) throws -> ColorScheme {
        switch value.lowercased() {
        case "light": return .light
        case "dark": return .dark
        default: throw CommandError(message: "Unknown color scheme '\(value)'. Use 'light' or 'dark'.")
        }
    }

    static func mode(_ value: String) throws -> WidgetRenderingMode {
        switch value.lowercased() {
        case "fullcolor": return .fullColor
        case "accented": return .accented
        case "vibrant": return .vibrant
        default:
            throw CommandError(
                message: "Unknown rendering mode '\(value)'. Use 'fullColor', 'accented' or 'vibrant'.")
        }
    }

    static func redaction(_ value: String) throws -> RedactionReasons {
        switch value.lowercased() {
        case "placeholder": return .placeholder
        case "privacy": return .privacy
        default: throw CommandError(message: "Unknown redaction '\(value)'. Use 'placeholder' or 'privacy'.")
        }
    }
}
