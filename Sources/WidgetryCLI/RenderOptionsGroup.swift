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
        try request.validateAppearance()
        return request
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
