import Foundation

/// The system colors, with macOS's light and dark values, and the fixed named colors.
extension NSColor {
    private static func system(_ name: String, light: PlatformRGBA, dark: PlatformRGBA) -> NSColor {
        NSColor(storage: .appearance(light: light, dark: dark), name: name)
    }

    private static func fixed(_ name: String, _ red: Double, _ green: Double, _ blue: Double, _ alpha: Double)
        -> NSColor
    {
        NSColor(storage: .components(PlatformRGBA(red: red, green: green, blue: blue, alpha: alpha)), name: name)
    }

    /// The system red of macOS: adapts to light and dark.
    public class var systemRed: NSColor {
        system("systemRed", light: PlatformRGBA(255, 59, 48, 1), dark: PlatformRGBA(255, 69, 58, 1))
    }

    /// The system orange of macOS: adapts to light and dark.
    public class var systemOrange: NSColor {
        system("systemOrange", light: PlatformRGBA(255, 149, 0, 1), dark: PlatformRGBA(255, 159, 10, 1))
    }

    /// The system yellow of macOS: adapts to light and dark.
    public class var systemYellow: NSColor {
        system("systemYellow", light: PlatformRGBA(255, 204, 0, 1), dark: PlatformRGBA(255, 214, 10, 1))
    }

    /// The system green of macOS: adapts to light and dark.
    public class var systemGreen: NSColor {
        system("systemGreen", light: PlatformRGBA(40, 205, 65, 1), dark: PlatformRGBA(50, 215, 75, 1))
    }

    /// The system mint of macOS: adapts to light and dark.
    public class var systemMint: NSColor {
        system("systemMint", light: PlatformRGBA(0, 199, 190, 1), dark: PlatformRGBA(102, 212, 207, 1))
    }

    /// The system teal of macOS: adapts to light and dark.
    public class var systemTeal: NSColor {
        system("systemTeal", light: PlatformRGBA(89, 173, 196, 1), dark: PlatformRGBA(106, 196, 220, 1))
    }

    /// The system cyan of macOS: adapts to light and dark.
    public class var systemCyan: NSColor {
        system("systemCyan", light: PlatformRGBA(85, 190, 240, 1), dark: PlatformRGBA(90, 200, 245, 1))
    }

    /// The system blue of macOS: adapts to light and dark.
    public class var systemBlue: NSColor {
        system("systemBlue", light: PlatformRGBA(0, 122, 255, 1), dark: PlatformRGBA(10, 132, 255, 1))
    }

    /// The system indigo of macOS: adapts to light and dark.
    public class var systemIndigo: NSColor {
        system("systemIndigo", light: PlatformRGBA(88, 86, 214, 1), dark: PlatformRGBA(94, 92, 230, 1))
    }

    /// The system purple of macOS: adapts to light and dark.
    public class var systemPurple: NSColor {
        system("systemPurple", light: PlatformRGBA(175, 82, 222, 1), dark: PlatformRGBA(191, 90, 242, 1))
    }

    /// The system pink of macOS: adapts to light and dark.
    public class var systemPink: NSColor {
        system("systemPink", light: PlatformRGBA(255, 45, 85, 1), dark: PlatformRGBA(255, 55, 95, 1))
    }

    /// The system brown of macOS: adapts to light and dark.
    public class var systemBrown: NSColor {
        system("systemBrown", light: PlatformRGBA(162, 132, 94, 1), dark: PlatformRGBA(172, 142, 104, 1))
    }

    /// The system gray of macOS: adapts to light and dark.
    public class var systemGray: NSColor {
        system("systemGray", light: PlatformRGBA(142, 142, 147, 1), dark: PlatformRGBA(152, 152, 157, 1))
    }

    /// The label color of macOS: adapts to light and dark.
    public class var labelColor: NSColor {
        system("labelColor", light: PlatformRGBA(0, 0, 0, 0.85), dark: PlatformRGBA(255, 255, 255, 0.85))
    }

    /// The secondary label color of macOS: adapts to light and dark.
    public class var secondaryLabelColor: NSColor {
        system("secondaryLabelColor", light: PlatformRGBA(0, 0, 0, 0.5), dark: PlatformRGBA(255, 255, 255, 0.55))
    }

    /// The tertiary label color of macOS: adapts to light and dark.
    public class var tertiaryLabelColor: NSColor {
        system("tertiaryLabelColor", light: PlatformRGBA(0, 0, 0, 0.26), dark: PlatformRGBA(255, 255, 255, 0.25))
    }

    /// The quaternary label color of macOS: adapts to light and dark.
    public class var quaternaryLabelColor: NSColor {
        system("quaternaryLabelColor", light: PlatformRGBA(0, 0, 0, 0.1), dark: PlatformRGBA(255, 255, 255, 0.1))
    }

    /// The text color of macOS: adapts to light and dark.
    public class var textColor: NSColor {
        system("textColor", light: PlatformRGBA(0, 0, 0, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The text background color of macOS: adapts to light and dark.
    public class var textBackgroundColor: NSColor {
        system("textBackgroundColor", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(30, 30, 30, 1))
    }

    /// The window background color of macOS: adapts to light and dark.
    public class var windowBackgroundColor: NSColor {
        system("windowBackgroundColor", light: PlatformRGBA(236, 236, 236, 1), dark: PlatformRGBA(50, 50, 50, 1))
    }

    /// The control background color of macOS: adapts to light and dark.
    public class var controlBackgroundColor: NSColor {
        system("controlBackgroundColor", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(30, 30, 30, 1))
    }

    /// The separator color of macOS: adapts to light and dark.
    public class var separatorColor: NSColor {
        system("separatorColor", light: PlatformRGBA(0, 0, 0, 0.1), dark: PlatformRGBA(255, 255, 255, 0.1))
    }

    /// The link color of macOS: adapts to light and dark.
    public class var linkColor: NSColor {
        system("linkColor", light: PlatformRGBA(0, 104, 218, 1), dark: PlatformRGBA(65, 156, 255, 1))
    }

    /// The control accent color of macOS: adapts to light and dark.
    public class var controlAccentColor: NSColor {
        system("controlAccentColor", light: PlatformRGBA(0, 122, 255, 1), dark: PlatformRGBA(10, 132, 255, 1))
    }

    /// The fixed black color.
    public class var black: NSColor { fixed("black", 0, 0, 0, 1) }

    /// The fixed dark gray color.
    public class var darkGray: NSColor { fixed("darkGray", 0.333333, 0.333333, 0.333333, 1) }

    /// The fixed light gray color.
    public class var lightGray: NSColor { fixed("lightGray", 0.666667, 0.666667, 0.666667, 1) }

    /// The fixed white color.
    public class var white: NSColor { fixed("white", 1, 1, 1, 1) }

    /// The fixed gray color.
    public class var gray: NSColor { fixed("gray", 0.5, 0.5, 0.5, 1) }

    /// The fixed red color.
    public class var red: NSColor { fixed("red", 1, 0, 0, 1) }

    /// The fixed green color.
    public class var green: NSColor { fixed("green", 0, 1, 0, 1) }

    /// The fixed blue color.
    public class var blue: NSColor { fixed("blue", 0, 0, 1, 1) }

    /// The fixed cyan color.
    public class var cyan: NSColor { fixed("cyan", 0, 1, 1, 1) }

    /// The fixed yellow color.
    public class var yellow: NSColor { fixed("yellow", 1, 1, 0, 1) }

    /// The fixed magenta color.
    public class var magenta: NSColor { fixed("magenta", 1, 0, 1, 1) }

    /// The fixed orange color.
    public class var orange: NSColor { fixed("orange", 1, 0.5, 0, 1) }

    /// The fixed purple color.
    public class var purple: NSColor { fixed("purple", 0.5, 0, 0.5, 1) }

    /// The fixed brown color.
    public class var brown: NSColor { fixed("brown", 0.6, 0.4, 0.2, 1) }

    /// The fixed clear color.
    public class var clear: NSColor { fixed("clear", 0, 0, 0, 0) }
}
