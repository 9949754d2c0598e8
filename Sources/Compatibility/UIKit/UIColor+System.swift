import Foundation

/// The system colors, with iOS's light and dark values, and the fixed named colors.
extension UIColor {
    private static func system(_ name: String, light: PlatformRGBA, dark: PlatformRGBA) -> UIColor {
        UIColor(storage: .appearance(light: light, dark: dark), name: name)
    }

    private static func fixed(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double)
        -> UIColor
    {
        UIColor(storage: .components(PlatformRGBA(red: red, green: green, blue: blue, alpha: alpha)), name: name)
    }

    /// The red system color: adapts to light and dark.
    public class var systemRed: UIColor {
        system("systemRed", light: PlatformRGBA(255, 59, 48, 1), dark: PlatformRGBA(255, 69, 58, 1))
    }

    /// The orange system color: adapts to light and dark.
    public class var systemOrange: UIColor {
        system("systemOrange", light: PlatformRGBA(255, 149, 0, 1), dark: PlatformRGBA(255, 159, 10, 1))
    }

    /// The yellow system color: adapts to light and dark.
    public class var systemYellow: UIColor {
        system("systemYellow", light: PlatformRGBA(255, 204, 0, 1), dark: PlatformRGBA(255, 214, 10, 1))
    }

    /// The green system color: adapts to light and dark.
    public class var systemGreen: UIColor {
        system("systemGreen", light: PlatformRGBA(52, 199, 89, 1), dark: PlatformRGBA(48, 209, 88, 1))
    }

    /// The mint system color: adapts to light and dark.
    public class var systemMint: UIColor {
        system("systemMint", light: PlatformRGBA(0, 199, 190, 1), dark: PlatformRGBA(99, 230, 226, 1))
    }

    /// The teal system color: adapts to light and dark.
    public class var systemTeal: UIColor {
        system("systemTeal", light: PlatformRGBA(48, 176, 199, 1), dark: PlatformRGBA(64, 200, 224, 1))
    }

    /// The cyan system color: adapts to light and dark.
    public class var systemCyan: UIColor {
        system("systemCyan", light: PlatformRGBA(50, 173, 230, 1), dark: PlatformRGBA(100, 210, 255, 1))
    }

    /// The blue system color: adapts to light and dark.
    public class var systemBlue: UIColor {
        system("systemBlue", light: PlatformRGBA(0, 122, 255, 1), dark: PlatformRGBA(10, 132, 255, 1))
    }

    /// The indigo system color: adapts to light and dark.
    public class var systemIndigo: UIColor {
        system("systemIndigo", light: PlatformRGBA(88, 86, 214, 1), dark: PlatformRGBA(94, 92, 230, 1))
    }

    /// The purple system color: adapts to light and dark.
    public class var systemPurple: UIColor {
        system("systemPurple", light: PlatformRGBA(175, 82, 222, 1), dark: PlatformRGBA(191, 90, 242, 1))
    }

    /// The pink system color: adapts to light and dark.
    public class var systemPink: UIColor {
        system("systemPink", light: PlatformRGBA(255, 45, 85, 1), dark: PlatformRGBA(255, 55, 95, 1))
    }

    /// The brown system color: adapts to light and dark.
    public class var systemBrown: UIColor {
        system("systemBrown", light: PlatformRGBA(162, 132, 94, 1), dark: PlatformRGBA(172, 142, 104, 1))
    }

    /// The gray system color: adapts to light and dark.
    public class var systemGray: UIColor {
        system("systemGray", light: PlatformRGBA(142, 142, 147, 1), dark: PlatformRGBA(142, 142, 147, 1))
    }

    /// The gray 2 system color: adapts to light and dark.
    public class var systemGray2: UIColor {
        system("systemGray2", light: PlatformRGBA(174, 174, 178, 1), dark: PlatformRGBA(99, 99, 102, 1))
    }

    /// The gray 3 system color: adapts to light and dark.
    public class var systemGray3: UIColor {
        system("systemGray3", light: PlatformRGBA(199, 199, 204, 1), dark: PlatformRGBA(72, 72, 74, 1))
    }

    /// The gray 4 system color: adapts to light and dark.
    public class var systemGray4: UIColor {
        system("systemGray4", light: PlatformRGBA(209, 209, 214, 1), dark: PlatformRGBA(58, 58, 60, 1))
    }

    /// The gray 5 system color: adapts to light and dark.
    public class var systemGray5: UIColor {
        system("systemGray5", light: PlatformRGBA(229, 229, 234, 1), dark: PlatformRGBA(44, 44, 46, 1))
    }

    /// The gray 6 system color: adapts to light and dark.
    public class var systemGray6: UIColor {
        system("systemGray6", light: PlatformRGBA(242, 242, 247, 1), dark: PlatformRGBA(28, 28, 30, 1))
    }

    /// The label system color: adapts to light and dark.
    public class var label: UIColor {
        system("label", light: PlatformRGBA(0, 0, 0, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The secondary label system color: adapts to light and dark.
    public class var secondaryLabel: UIColor {
        system("secondaryLabel", light: PlatformRGBA(60, 60, 67, 0.6), dark: PlatformRGBA(235, 235, 245, 0.6))
    }

    /// The tertiary label system color: adapts to light and dark.
    public class var tertiaryLabel: UIColor {
        system("tertiaryLabel", light: PlatformRGBA(60, 60, 67, 0.3), dark: PlatformRGBA(235, 235, 245, 0.3))
    }

    /// The quaternary label system color: adapts to light and dark.
    public class var quaternaryLabel: UIColor {
        system("quaternaryLabel", light: PlatformRGBA(60, 60, 67, 0.18), dark: PlatformRGBA(235, 235, 245, 0.16))
    }

    /// The placeholder text system color: adapts to light and dark.
    public class var placeholderText: UIColor {
        system("placeholderText", light: PlatformRGBA(60, 60, 67, 0.3), dark: PlatformRGBA(235, 235, 245, 0.3))
    }

    /// The fill system color: adapts to light and dark.
    public class var systemFill: UIColor {
        system("systemFill", light: PlatformRGBA(120, 120, 128, 0.2), dark: PlatformRGBA(120, 120, 128, 0.36))
    }

    /// The secondary system fill system color: adapts to light and dark.
    public class var secondarySystemFill: UIColor {
        system("secondarySystemFill", light: PlatformRGBA(120, 120, 128, 0.16), dark: PlatformRGBA(120, 120, 128, 0.32))
    }

    /// The tertiary system fill system color: adapts to light and dark.
    public class var tertiarySystemFill: UIColor {
        system("tertiarySystemFill", light: PlatformRGBA(118, 118, 128, 0.12), dark: PlatformRGBA(118, 118, 128, 0.24))
    }

    /// The quaternary system fill system color: adapts to light and dark.
    public class var quaternarySystemFill: UIColor {
        system(
            "quaternarySystemFill", light: PlatformRGBA(116, 116, 128, 0.08), dark: PlatformRGBA(118, 118, 128, 0.18))
    }

    /// The background system color: adapts to light and dark.
    public class var systemBackground: UIColor {
        system("systemBackground", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(0, 0, 0, 1))
    }

    /// The secondary system background system color: adapts to light and dark.
    public class var secondarySystemBackground: UIColor {
        system("secondarySystemBackground", light: PlatformRGBA(242, 242, 247, 1), dark: PlatformRGBA(28, 28, 30, 1))
    }

    /// The tertiary system background system color: adapts to light and dark.
    public class var tertiarySystemBackground: UIColor {
        system("tertiarySystemBackground", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(44, 44, 46, 1))
    }

    /// The grouped background system color: adapts to light and dark.
    public class var systemGroupedBackground: UIColor {
        system("systemGroupedBackground", light: PlatformRGBA(242, 242, 247, 1), dark: PlatformRGBA(0, 0, 0, 1))
    }

    /// The secondary system grouped background system color: adapts to light and dark.
    public class var secondarySystemGroupedBackground: UIColor {
        system(
            "secondarySystemGroupedBackground", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(28, 28, 30, 1)
        )
    }

    /// The tertiary system grouped background system color: adapts to light and dark.
    public class var tertiarySystemGroupedBackground: UIColor {
        system(
            "tertiarySystemGroupedBackground", light: PlatformRGBA(242, 242, 247, 1), dark: PlatformRGBA(44, 44, 46, 1))
    }

    /// The separator system color: adapts to light and dark.
    public class var separator: UIColor {
        system("separator", light: PlatformRGBA(60, 60, 67, 0.29), dark: PlatformRGBA(84, 84, 88, 0.6))
    }

    /// The opaque separator system color: adapts to light and dark.
    public class var opaqueSeparator: UIColor {
        system("opaqueSeparator", light: PlatformRGBA(198, 198, 200, 1), dark: PlatformRGBA(56, 56, 58, 1))
    }

    /// The link system color: adapts to light and dark.
    public class var link: UIColor {
        system("link", light: PlatformRGBA(0, 122, 255, 1), dark: PlatformRGBA(9, 132, 255, 1))
    }

    /// The tint color system color: adapts to light and dark.
    public class var tintColor: UIColor {
        system("tintColor", light: PlatformRGBA(0, 122, 255, 1), dark: PlatformRGBA(10, 132, 255, 1))
    }

    /// The fixed black color.
    public class var black: UIColor { fixed("black", 0, 0, 0, 1) }

    /// The fixed dark gray color.
    public class var darkGray: UIColor { fixed("darkGray", 0.333333, 0.333333, 0.333333, 1) }

    /// The fixed light gray color.
    public class var lightGray: UIColor { fixed("lightGray", 0.666667, 0.666667, 0.666667, 1) }

    /// The fixed white color.
    public class var white: UIColor { fixed("white", 1, 1, 1, 1) }

    /// The fixed gray color.
    public class var gray: UIColor { fixed("gray", 0.5, 0.5, 0.5, 1) }

    /// The fixed red color.
    public class var red: UIColor { fixed("red", 1, 0, 0, 1) }

    /// The fixed green color.
    public class var green: UIColor { fixed("green", 0, 1, 0, 1) }

    /// The fixed blue color.
    public class var blue: UIColor { fixed("blue", 0, 0, 1, 1) }

    /// The fixed cyan color.
    public class var cyan: UIColor { fixed("cyan", 0, 1, 1, 1) }

    /// The fixed yellow color.
    public class var yellow: UIColor { fixed("yellow", 1, 1, 0, 1) }

    /// The fixed magenta color.
    public class var magenta: UIColor { fixed("magenta", 1, 0, 1, 1) }

    /// The fixed orange color.
    public class var orange: UIColor { fixed("orange", 1, 0.5, 0, 1) }

    /// The fixed purple color.
    public class var purple: UIColor { fixed("purple", 0.5, 0, 0.5, 1) }

    /// The fixed brown color.
    public class var brown: UIColor { fixed("brown", 0.6, 0.4, 0.2, 1) }

    /// The fixed clear color.
    public class var clear: UIColor { fixed("clear", 0, 0, 0, 0) }

    /// The fixed dark text color.
    public class var darkText: UIColor { fixed("darkText", 0, 0, 0, 1) }

    /// The fixed light text color.
    public class var lightText: UIColor { fixed("lightText", 1, 1, 1, 0.6) }
}
