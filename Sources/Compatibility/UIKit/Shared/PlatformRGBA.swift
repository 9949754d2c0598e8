import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Gamma-encoded sRGB components and opacity, each 0 to 1 (extended sRGB may leave that range).
struct PlatformRGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Components given as 0–255 integers, as iOS documents its system colors.
    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// The components of an asset catalog color.
    init(_ color: DisplayColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.opacity)
    }

    /// Components from hue, saturation and brightness, each 0 to 1.
    init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let h = (hue - floor(hue)) * 6
        let f = h - floor(h)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) % 6 {
            case 0: (brightness, t, p)
            case 1: (q, brightness, p)
            case 2: (p, brightness, t)
            case 3: (p, q, brightness)
            case 4: (t, p, brightness)
            default: (brightness, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Hue, saturation and brightness, each 0 to 1.
    var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        let saturation = maximum == 0 ? 0 : delta / maximum
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: Double
        if maximum == red {
            hue = (green - blue) / delta
        } else if maximum == green {
            hue = 2 + (blue - red) / delta
        } else {
            hue = 4 + (red - green) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }

    /// The color for SwiftUI's resolved tree.
    var resolved: ResolvedColor { ResolvedColor(red: red, green: green, blue: blue, opacity: alpha) }

    /// The components with the opacity replaced.
    func withAlpha(_ alpha: Double) -> PlatformRGBA {
        PlatformRGBA(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBB`, with `AA` appended when not opaque.
    var hex: String {
        func byte(_ value: Double) -> String { String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded())) }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}
