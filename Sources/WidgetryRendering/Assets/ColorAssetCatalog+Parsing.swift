import Foundation
import WidgetryDisplayList

extension ColorAssetCatalog {
    /// Reads one `*.colorset/Contents.json`.
    static func readColorSet(_ url: URL) throws -> ColorSet {
        let where_ = "'\(url.path)'"
        guard let data = try? Data(contentsOf: url) else {
            throw RenderingError("Missing color set file \(where_). Every '.colorset' folder needs a 'Contents.json'.")
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else {
            throw RenderingError("Malformed color set \(where_): expected an object with a 'colors' array.")
        }
        var light: DisplayColor?
        var any: DisplayColor?
        var dark: DisplayColor?
        for entry in entries {
            if let idiom = entry["idiom"] as? String, !["universal", "iphone", "ipad"].contains(idiom) { continue }
            guard let colorJSON = entry["color"] as? [String: Any] else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let color = try parseColor(colorJSON, file: where_)
            switch luminosity {
            case "dark": dark = dark ?? color
            case "light": light = light ?? color
            default: any = any ?? color
            }
        }
        guard let base = light ?? any else {
            throw RenderingError("Color set \(where_) has no universal or light color. Add one in Xcode or by hand.")
        }
        return ColorSet(light: base, dark: dark)
    }

    /// Parses the `color` object of a color set entry.
    static func parseColor(_ json: [String: Any], file: String) throws -> DisplayColor {
        if let platform = json["platform"] as? String, let reference = json["reference"] as? String {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            guard let system = DisplaySystemColor(rawValue: name) else {
                throw RenderingError(
                    "Unknown \(platform) system color reference '\(reference)' in \(file). Use a color such as "
                        + "'systemBlueColor' or 'labelColor', or give components.")
            }
            return .system(system)
        }
        guard let components = json["components"] as? [String: Any] else {
            throw RenderingError("Color in \(file) has no 'components'. Give red, green, blue and alpha.")
        }
        func component(_ key: String, default value: Double? = nil) throws -> Double {
            guard let raw = components[key] else {
                if let value { return value }
                throw RenderingError("Color in \(file) has no '\(key)' component.")
            }
            guard let parsed = parseComponent(raw) else {
                throw RenderingError(
                    "Unreadable '\(key)' component '\(raw)' in \(file). Use a float ('0.5'), 0–255 ('128') or hex ('0x80')."
                )
            }
            return parsed
        }
        let space = json["color-space"] as? String ?? "srgb"
        let alpha = try component("alpha", default: 1)
        if space.hasPrefix("gray") {
            let white = try component("white")
            return DisplayColor(white: white, opacity: alpha)
        }
        var (red, green, blue) = (try component("red"), try component("green"), try component("blue"))
        switch space {
        case "display-p3": (red, green, blue) = displayP3ToSRGB(red, green, blue)
        case "extended-linear-srgb": (red, green, blue) = (encodeSRGB(red), encodeSRGB(green), encodeSRGB(blue))
        case "srgb", "extended-srgb": break
        default:
            throw RenderingError(
                "Unsupported color space '\(space)' in \(file). Use 'srgb', 'extended-srgb', 'display-p3', "
                    + "'extended-linear-srgb' or 'gray-gamma-22'.")
        }
        return DisplayColor(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A component as Xcode writes it: a float string, a 0–255 integer string, a hex string, or a JSON number.
    static func parseComponent(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber, !(raw is String) {
            let value = number.doubleValue
            return value > 1 ? value / 255 : value
        }
        guard let string = (raw as? String)?.trimmingCharacters(in: .whitespaces), !string.isEmpty else { return nil }
        if string.lowercased().hasPrefix("0x") {
            return UInt8(string.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if string.contains(".") { return Double(string) }
        return Int(string).map { Double($0) / 255 }
    }

    private static func decodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    private static func encodeSRGB(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }

    /// Display P3 to extended sRGB (same transfer function, different primaries).
    private static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (decodeSRGB(r), decodeSRGB(g), decodeSRGB(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000000 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg + 0.0000000 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (encodeSRGB(sr), encodeSRGB(sg), encodeSRGB(sb))
    }
}
