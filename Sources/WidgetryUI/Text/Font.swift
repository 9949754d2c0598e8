import Foundation

/// An environment-dependent font: a text style that follows Dynamic Type, or a fixed size.
///
/// Widgetry keeps fonts symbolic in the resolved tree (style or size, weight, design); the text engine
/// turns them into real faces.
///
/// For example:
///
/// ```swift
/// Text("78°").font(.system(size: 32))
/// Text("Sunny").font(.system(size: 16, weight: .bold))
/// Text("Game Status").font(.caption)
/// ```
public struct Font: Hashable, Sendable, CustomStringConvertible {
    var base: ResolvedFont.Base
    var weight: Weight?
    var design: Design?
    var isItalic = false
    var isMonospacedDigit = false
    var isMonospaced = false
    var width: Width?

    init(base: ResolvedFont.Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    /// Creates a system font for a text style, with an optional design and weight.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }

    /// Creates a system font of a fixed size, with an optional weight and design.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size), weight: weight, design: design)
    }

    /// Creates a custom font that scales with Dynamic Type relative to the body style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Creates a custom font that scales with Dynamic Type relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Creates a custom font of a fixed size that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font { with { $0.weight = weight } }

    /// Makes the font bold.
    public func bold() -> Font { weight(.bold) }

    /// Makes the font italic.
    public func italic() -> Font { with { $0.isItalic = true } }

    /// Gives the font fixed-width digits, so numbers that change keep their width.
    public func monospacedDigit() -> Font { with { $0.isMonospacedDigit = true } }

    /// Sets the width of the font (see ``Font/Width`` for what Linux's system font does with it).
    public func width(_ width: Width) -> Font { with { $0.width = width } }

    /// Makes every character of the font the same width.
    public func monospaced() -> Font { with { $0.isMonospaced = true } }

    func with(_ change: (inout Font) -> Void) -> Font {
        var copy = self
        change(&copy)
        return copy
    }

    public var description: String { resolved(dynamicTypeSize: .large).description }

    /// The font resolved with the text overrides and Dynamic Type size in effect.
    func resolved(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        ResolvedFont(
            base: base, weight: weight, design: design, isItalic: isItalic, isMonospacedDigit: isMonospacedDigit,
            isMonospaced: isMonospaced, width: width, dynamicTypeSize: dynamicTypeSize)
    }
}

extension Font {
    /// The `largeTitle` text style of the system font.
    public static let largeTitle = Font.system(.largeTitle)
    /// The `title` text style of the system font.
    public static let title = Font.system(.title)
    /// The `title2` text style of the system font.
    public static let title2 = Font.system(.title2)
    /// The `title3` text style of the system font.
    public static let title3 = Font.system(.title3)
    /// The `headline` text style of the system font.
    public static let headline = Font.system(.headline)
    /// The `subheadline` text style of the system font.
    public static let subheadline = Font.system(.subheadline)
    /// The `body` text style of the system font.
    public static let body = Font.system(.body)
    /// The `callout` text style of the system font.
    public static let callout = Font.system(.callout)
    /// The `footnote` text style of the system font.
    public static let footnote = Font.system(.footnote)
    /// The `caption` text style of the system font.
    public static let caption = Font.system(.caption)
    /// The `caption2` text style of the system font.
    public static let caption2 = Font.system(.caption2)
}
