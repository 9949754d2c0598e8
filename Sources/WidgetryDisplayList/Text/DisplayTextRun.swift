import Foundation

/// A run of text in one style within a paragraph.
public struct DisplayTextRun: Codable, Sendable, Hashable {
    /// The text.
    public var string: String
    /// The font.
    public var font: DisplayFont
    /// The color, or `nil` to use the text item's paint.
    public var color: DisplayColor?
    /// The underline, if any.
    public var underline: Decoration?
    /// The strikethrough, if any.
    public var strikethrough: Decoration?
    /// How far the run is raised above the baseline in points (`baselineOffset`).
    public var baselineOffset: Double

    /// Creates a run.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - font: The font.
    ///   - color: The color, or `nil` for the item's paint.
    ///   - underline: The underline, if any.
    ///   - strikethrough: The strikethrough, if any.
    ///   - baselineOffset: How far the run is raised above the baseline.
    public init(
        _ string: String,
        font: DisplayFont = .body,
        color: DisplayColor? = nil,
        underline: Decoration? = nil,
        strikethrough: Decoration? = nil,
        baselineOffset: Double = 0
    ) {
        self.string = string
        self.font = font
        self.color = color
        self.underline = underline
        self.strikethrough = strikethrough
        self.baselineOffset = baselineOffset
    }

    /// An underline or strikethrough line.
    public struct Decoration: Codable, Sendable, Hashable {
        /// The line's color, or `nil` for the text's color.
        public var color: DisplayColor?
        /// The line pattern.
        public var pattern: Pattern

        /// Creates a decoration.
        public init(color: DisplayColor? = nil, pattern: Pattern = .solid) {
            self.color = color
            self.pattern = pattern
        }

        /// Line patterns, as `Text.LineStyle.Pattern`.
        public enum Pattern: String, Codable, Sendable, Hashable { case solid, dot, dash, dashDot, dashDotDot }
    }
}
