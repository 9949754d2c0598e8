import Foundation
import WidgetryUI

/// The other ways macOS code makes colors: calibrated, device and Display P3 components (all read as sRGB, as
/// SwiftUI's `.displayP3` is), and from a SwiftUI color.
extension NSColor {
    /// Creates a color from calibrated RGB components, each from 0 to 1; Widgetry reads them as sRGB.
    public convenience init(calibratedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from device RGB components, each from 0 to 1; Widgetry reads them as sRGB.
    public convenience init(deviceRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color from Display P3 components; Widgetry reads them as sRGB.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a calibrated gray.
    public convenience init(calibratedWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// Creates a device gray.
    public convenience init(deviceWhite white: CGFloat, alpha: CGFloat) {
        self.init(white: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness in the calibrated color space.
    public convenience init(calibratedHue hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
    }

    /// Creates an AppKit color from a SwiftUI color, keeping its light and dark values (asset colors are read
    /// from the main bundle's catalogs).
    public convenience init(_ color: Color) {
        func rgba(_ scheme: ColorScheme) -> PlatformRGBA {
            let resolved = color.resolvedColor(in: scheme)
            switch resolved.source {
            case .rgb(let red, let green, let blue):
                return PlatformRGBA(red: red, green: green, blue: blue, alpha: resolved.opacity)
            case .asset(let name):
                guard let set = PlatformAssets.colorSet(named: name, in: nil) else {
                    return PlatformRGBA(red: 0, green: 0, blue: 0, alpha: 0)
                }
                let value = PlatformRGBA(scheme == .dark ? set.dark ?? set.light : set.light)
                return value.withAlpha(value.alpha * resolved.opacity)
            }
        }
        self.init(storage: .appearance(light: rgba(.light), dark: rgba(.dark)), name: color.description)
    }

    /// A color between this one and another: `fraction` 0 is this color, 1 the other; in each appearance.
    public func blended(withFraction fraction: CGFloat, of color: NSColor) -> NSColor? {
        func mix(_ isDark: Bool) -> PlatformRGBA {
            let a = components(isDark: isDark)
            let b = color.components(isDark: isDark)
            let t = min(max(fraction, 0), 1)
            return PlatformRGBA(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
                blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
        }
        return NSColor(storage: .appearance(light: mix(false), dark: mix(true)))
    }

    /// The color blended with white by a level from 0 to 1.
    public func highlight(withLevel val: CGFloat) -> NSColor? {
        blended(withFraction: val, of: .white)
    }

    /// The color blended with black by a level from 0 to 1.
    public func shadow(withLevel val: CGFloat) -> NSColor? {
        blended(withFraction: val, of: .black)
    }
}
