import Foundation

/// The user-interface element colors of macOS that widget code reaches for, with macOS's light and dark values
/// (aqua and dark aqua, as macOS 14 reports them; the fills and a few rarely read ones approximate them), beside the
/// label, text, window and control colors of `NSColor+System.swift`.
extension NSColor {
    private static func element(_ name: String, light: PlatformRGBA, dark: PlatformRGBA) -> NSColor {
        NSColor(storage: .appearance(light: light, dark: dark), name: name)
    }

    /// The fifth level of label color, as `quinaryLabelColor`: adapts to light and dark.
    public class var quinaryLabelColor: NSColor { quinaryLabel }

    /// The fifth level of label color (macOS 14): adapts to light and dark.
    public class var quinaryLabel: NSColor {
        element("quinaryLabel", light: PlatformRGBA(0, 0, 0, 0.05), dark: PlatformRGBA(255, 255, 255, 0.05))
    }

    /// Placeholder text in controls and text views: adapts to light and dark.
    public class var placeholderTextColor: NSColor {
        element("placeholderTextColor", light: PlatformRGBA(0, 0, 0, 0.25), dark: PlatformRGBA(255, 255, 255, 0.25))
    }

    /// Selected text: adapts to light and dark.
    public class var selectedTextColor: NSColor {
        element("selectedTextColor", light: PlatformRGBA(0, 0, 0, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The background of selected text: adapts to light and dark.
    public class var selectedTextBackgroundColor: NSColor {
        element(
            "selectedTextBackgroundColor", light: PlatformRGBA(179, 215, 255, 1), dark: PlatformRGBA(63, 99, 139, 1))
    }

    /// The ring around the control that has keyboard focus: adapts to light and dark.
    public class var keyboardFocusIndicatorColor: NSColor {
        element(
            "keyboardFocusIndicatorColor", light: PlatformRGBA(0, 103, 244, 0.5), dark: PlatformRGBA(26, 169, 255, 0.5))
    }

    /// Selected text in a window that is not key: adapts to light and dark.
    public class var unemphasizedSelectedTextColor: NSColor {
        element("unemphasizedSelectedTextColor", light: PlatformRGBA(0, 0, 0, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The background of selected text in a window that is not key: adapts to light and dark.
    public class var unemphasizedSelectedTextBackgroundColor: NSColor {
        element(
            "unemphasizedSelectedTextBackgroundColor", light: PlatformRGBA(220, 220, 220, 1),
            dark: PlatformRGBA(70, 70, 70, 1))
    }

    /// The background of selected content in a key window: adapts to light and dark.
    public class var selectedContentBackgroundColor: NSColor {
        element(
            "selectedContentBackgroundColor", light: PlatformRGBA(0, 100, 225, 1), dark: PlatformRGBA(0, 89, 209, 1))
    }

    /// The background of selected content in a window that is not key: adapts to light and dark.
    public class var unemphasizedSelectedContentBackgroundColor: NSColor {
        element(
            "unemphasizedSelectedContentBackgroundColor", light: PlatformRGBA(220, 220, 220, 1),
            dark: PlatformRGBA(70, 70, 70, 1))
    }

    /// The text of a selected menu item: adapts to light and dark.
    public class var selectedMenuItemTextColor: NSColor {
        element(
            "selectedMenuItemTextColor", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// Table grid lines: adapts to light and dark.
    public class var gridColor: NSColor {
        element("gridColor", light: PlatformRGBA(230, 230, 230, 1), dark: PlatformRGBA(26, 26, 26, 1))
    }

    /// Table header text: adapts to light and dark.
    public class var headerTextColor: NSColor {
        element("headerTextColor", light: PlatformRGBA(0, 0, 0, 0.85), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The face of a control: adapts to light and dark.
    public class var controlColor: NSColor {
        element("controlColor", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(255, 255, 255, 0.25))
    }

    /// Text on a control: adapts to light and dark.
    public class var controlTextColor: NSColor {
        element("controlTextColor", light: PlatformRGBA(0, 0, 0, 0.85), dark: PlatformRGBA(255, 255, 255, 0.85))
    }

    /// Text on a disabled control: adapts to light and dark.
    public class var disabledControlTextColor: NSColor {
        element("disabledControlTextColor", light: PlatformRGBA(0, 0, 0, 0.25), dark: PlatformRGBA(255, 255, 255, 0.25))
    }

    /// The face of a selected control: adapts to light and dark.
    public class var selectedControlColor: NSColor {
        element("selectedControlColor", light: PlatformRGBA(179, 215, 255, 1), dark: PlatformRGBA(63, 99, 139, 1))
    }

    /// Text on a selected control: adapts to light and dark.
    public class var selectedControlTextColor: NSColor {
        element("selectedControlTextColor", light: PlatformRGBA(0, 0, 0, 0.85), dark: PlatformRGBA(255, 255, 255, 0.85))
    }

    /// Text on a selected control in an emphasized row: adapts to light and dark.
    public class var alternateSelectedControlTextColor: NSColor {
        element(
            "alternateSelectedControlTextColor", light: PlatformRGBA(255, 255, 255, 1),
            dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// The patterned background of a scrubber (a plain color on Linux): adapts to light and dark.
    public class var scrubberTexturedBackground: NSColor {
        element(
            "scrubberTexturedBackground", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(255, 255, 255, 1))
    }

    /// Text in a window's title bar: adapts to light and dark.
    public class var windowFrameTextColor: NSColor {
        element("windowFrameTextColor", light: PlatformRGBA(0, 0, 0, 0.85), dark: PlatformRGBA(255, 255, 255, 0.85))
    }

    /// The area behind a document's pages: adapts to light and dark.
    public class var underPageBackgroundColor: NSColor {
        element("underPageBackgroundColor", light: PlatformRGBA(150, 150, 150, 0.9), dark: PlatformRGBA(40, 40, 40, 1))
    }

    /// The highlight of a found match: adapts to light and dark.
    public class var findHighlightColor: NSColor {
        element("findHighlightColor", light: PlatformRGBA(255, 255, 0, 1), dark: PlatformRGBA(255, 255, 0, 1))
    }

    /// The light edge of a bezel: adapts to light and dark.
    public class var highlightColor: NSColor {
        element("highlightColor", light: PlatformRGBA(255, 255, 255, 1), dark: PlatformRGBA(180, 180, 180, 1))
    }

    /// The shadow a view casts: adapts to light and dark.
    public class var shadowColor: NSColor {
        element("shadowColor", light: PlatformRGBA(0, 0, 0, 1), dark: PlatformRGBA(0, 0, 0, 1))
    }

    /// The fill of thin, small shapes (macOS 14): adapts to light and dark.
    public class var systemFill: NSColor {
        element("systemFill", light: PlatformRGBA(0, 0, 0, 0.1), dark: PlatformRGBA(255, 255, 255, 0.1))
    }

    /// The fill of medium shapes (macOS 14): adapts to light and dark.
    public class var secondarySystemFill: NSColor {
        element("secondarySystemFill", light: PlatformRGBA(0, 0, 0, 0.08), dark: PlatformRGBA(255, 255, 255, 0.08))
    }

    /// The fill of large shapes (macOS 14): adapts to light and dark.
    public class var tertiarySystemFill: NSColor {
        element("tertiarySystemFill", light: PlatformRGBA(0, 0, 0, 0.05), dark: PlatformRGBA(255, 255, 255, 0.05))
    }

    /// The fill of large areas holding complex content (macOS 14): adapts to light and dark.
    public class var quaternarySystemFill: NSColor {
        element("quaternarySystemFill", light: PlatformRGBA(0, 0, 0, 0.03), dark: PlatformRGBA(255, 255, 255, 0.03))
    }

    /// The faintest fill (macOS 14): adapts to light and dark.
    public class var quinarySystemFill: NSColor {
        element("quinarySystemFill", light: PlatformRGBA(0, 0, 0, 0.02), dark: PlatformRGBA(255, 255, 255, 0.02))
    }

    /// The two alternating backgrounds of table rows.
    public class var alternatingContentBackgroundColors: [NSColor] {
        [
            element(
                "alternatingContentBackgroundColor0", light: PlatformRGBA(255, 255, 255, 1),
                dark: PlatformRGBA(30, 30, 30, 1)),
            element(
                "alternatingContentBackgroundColor1", light: PlatformRGBA(244, 245, 245, 1),
                dark: PlatformRGBA(255, 255, 255, 0.05)),
        ]
    }
}
