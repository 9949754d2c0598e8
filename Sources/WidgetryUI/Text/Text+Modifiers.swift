import Foundation

extension Text {
    func adding(_ modifier: TextModifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// Sets the font of the text; `nil` uses the environment's font.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }

    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }

    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design)) }

    /// Sets the font width of the text (see ``Font/Width`` for what Linux's system font does with it).
    public func fontWidth(_ width: Font.Width?) -> Text { adding(.width(width)) }

    /// Makes the text bold.
    public func bold() -> Text { adding(.weight(.bold)) }

    /// Makes the text bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Makes the text italic.
    public func italic() -> Text { adding(.italic(true)) }

    /// Makes the text italic when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { adding(.italic(isActive)) }

    /// Makes every character of the text the same width.
    public func monospaced(_ isActive: Bool = true) -> Text { adding(.monospaced(isActive)) }

    /// Makes the digits of the text fixed-width, so changing numbers keep their width.
    public func monospacedDigit() -> Text { adding(.monospacedDigit) }

    /// Sets the color of the text; `nil` uses the environment's foreground style.
    public func foregroundColor(_ color: Color?) -> Text { adding(.foreground(color.map(AnyShapeStyle.init))) }

    /// Sets the style of the text, such as a color, a gradient or `.secondary`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.foreground(AnyShapeStyle(style))) }

    /// Sets the spacing between pairs of characters, in points.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }

    /// Sets the tracking (uniform letter spacing), in points.
    public func tracking(_ tracking: CGFloat) -> Text { adding(.tracking(tracking)) }

    /// Moves the text up (positive) or down (negative) from its baseline, in points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }

    /// Underlines the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive ? LineStyle(pattern: .solid, color: color) : nil))
    }

    /// Underlines the text with a pattern.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive ? LineStyle(pattern: pattern, color: color) : nil))
    }

    /// Strikes through the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? LineStyle(pattern: .solid, color: color) : nil))
    }

    /// Strikes through the text with a pattern.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive ? LineStyle(pattern: pattern, color: color) : nil))
    }
}
