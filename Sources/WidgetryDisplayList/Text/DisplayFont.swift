import Foundation

/// A resolved font: what layout measured text with and what a backend draws it with.
///
/// Sizes are final point sizes (text styles are resolved at Large Dynamic Type, see ``TextStyle``).
/// For example, `Font.headline.monospacedDigit()` is:
///
/// ```swift
/// var font = DisplayFont.system(.headline)
/// font.monospacedDigit = true
/// ```
public struct DisplayFont: Codable, Sendable, Hashable {
    /// A custom family (`Font.custom(_:size:)`), or `nil` for the system font in ``design``.
    public var family: String?
    /// The point size.
    public var size: Double
    /// The weight.
    public var weight: Weight
    /// Whether the font is italic.
    public var italic: Bool
    /// The system font's design.
    public var design: Design
    /// Whether digits have equal widths (OpenType `tnum`).
    public var monospacedDigit: Bool
    /// Extra space between glyph pairs in points, applied with kerning (`Text.kerning`).
    public var kerning: Double
    /// Extra space after every character in points (`Text.tracking`).
    public var tracking: Double
    /// The text style the size came from, if any, kept for backends that restyle text.
    public var textStyle: TextStyle?

    /// Creates a font.
    ///
    /// - Parameters:
    ///   - family: A custom family, or `nil` for the system font.
    ///   - size: The point size.
    ///   - weight: The weight.
    ///   - italic: Whether the font is italic.
    ///   - design: The system font's design.
    ///   - monospacedDigit: Whether digits have equal widths.
    ///   - kerning: Extra space between glyph pairs in points.
    ///   - tracking: Extra space after every character in points.
    ///   - textStyle: The text style the size came from, if any.
    public init(
        family: String? = nil,
        size: Double,
        weight: Weight = .regular,
        italic: Bool = false,
        design: Design = .default,
        monospacedDigit: Bool = false,
        kerning: Double = 0,
        tracking: Double = 0,
        textStyle: TextStyle? = nil
    ) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.design = design
        self.monospacedDigit = monospacedDigit
        self.kerning = kerning
        self.tracking = tracking
        self.textStyle = textStyle
    }

    /// The system font for a text style at Large Dynamic Type (`Font.body`, `Font.headline`, …).
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - design: The system font's design.
    public static func system(_ style: TextStyle, design: Design = .default) -> DisplayFont {
        DisplayFont(size: style.pointSize, weight: style.weight, design: design, textStyle: style)
    }

    /// The system font at a size (`Font.system(size:weight:design:)`).
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> DisplayFont {
        DisplayFont(size: size, weight: weight, design: design)
    }

    /// The default font of `Text`: `body`.
    public static let body = DisplayFont.system(.body)

    /// Font weights with their OpenType values (`ultraLight` 100 … `black` 900).
    public enum Weight: Int, Codable, Sendable, Hashable, CaseIterable {
        case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500, semibold = 600, bold = 700
        case heavy = 800, black = 900
    }

    /// The system font's designs.
    public enum Design: String, Codable, Sendable, Hashable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }
}
