import Foundation

/// The style of one text run.
public struct ResolvedTextStyle: Hashable, Sendable {
    public var font: ResolvedFont
    /// What fills the glyphs.
    public var foreground: ResolvedPaint
    /// Space added between pairs of characters, in points.
    public var kerning: CGFloat
    /// Uniform letter spacing, in points.
    public var tracking: CGFloat
    /// Offset from the baseline, in points; positive is up.
    public var baselineOffset: CGFloat
    public var underline: ResolvedTextLine?
    public var strikethrough: ResolvedTextLine?

    /// Creates a run style.
    public init(
        font: ResolvedFont, foreground: ResolvedPaint, kerning: CGFloat = 0, tracking: CGFloat = 0,
        baselineOffset: CGFloat = 0, underline: ResolvedTextLine? = nil, strikethrough: ResolvedTextLine? = nil
    ) {
        self.font = font
        self.foreground = foreground
        self.kerning = kerning
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }
}
