import Foundation

/// Measures text and symbols for layout, with the same fonts a backend draws them with.
///
/// Layout asks for a paragraph's size at a proposed width, as SwiftUI's `Text.sizeThatFits(_:)`; the result
/// goes into a ``DisplayText`` item unchanged, so what was measured is what paints. Implementations are pure:
/// the same inputs give the same measurement on every call and every thread. For example:
///
/// ```swift
/// let size = engine.measure(DisplayParagraph("Hello"), proposedWidth: 120).size
/// ```
public protocol TextEngine: Sendable {
    /// Measures a paragraph laid out within a width.
    ///
    /// - Parameters:
    ///   - paragraph: The text and its layout rules (line limit, truncation, alignment, spacing).
    ///   - proposedWidth: The width lines wrap at, or `nil` for no wrapping (the ideal size).
    /// - Returns: The size of the laid-out text (its width never exceeds `proposedWidth` unless a single
    ///   unbreakable glyph does), its line count, whether it was truncated and its baselines.
    func measure(_ paragraph: DisplayParagraph, proposedWidth: Double?) -> TextMeasurement

    /// Measures a symbol image (`Image(systemName:)`) at its resolved font.
    ///
    /// - Parameter symbol: The symbol and its font size, weight and scale.
    /// - Returns: The symbol's size and baseline.
    func measure(_ symbol: DisplaySymbol) -> TextMeasurement

    /// A font's vertical metrics (ascender, descender, line gap, cap height), from which layout derives the
    /// spacing stacks put around text. A default implementation measures one line.
    ///
    /// - Parameter font: The font.
    func lineMetrics(of font: DisplayFont) -> FontLineMetrics
}

/// The result of measuring text: size, lines, truncation and baselines.
public struct TextMeasurement: Codable, Sendable, Hashable {
    /// The laid-out size in points.
    public var size: CGSize
    /// The number of lines drawn.
    public var lineCount: Int
    /// Whether text was cut and an ellipsis shown.
    public var isTruncated: Bool
    /// The first line's baseline, from the top.
    public var firstBaseline: Double
    /// The last line's baseline, from the top.
    public var lastBaseline: Double

    /// Creates a measurement.
    public init(size: CGSize, lineCount: Int, isTruncated: Bool, firstBaseline: Double, lastBaseline: Double) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// A font's vertical metrics in points: what SwiftUI derives the spacing around text from.
public struct FontLineMetrics: Codable, Sendable, Hashable {
    /// The distance from the baseline up to the top of the line box.
    public var ascender: Double
    /// The distance from the baseline down to the bottom of the line box (positive).
    public var descender: Double
    /// The extra space the font asks for between lines (its line gap).
    public var leading: Double
    /// The height of capital letters above the baseline.
    public var capHeight: Double

    /// Creates metrics.
    public init(ascender: Double, descender: Double, leading: Double, capHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The height of one line: ascender plus descender.
    public var lineHeight: Double { ascender + descender }
}

extension TextEngine {
    /// A font's vertical metrics, derived by measuring one line: its first baseline is the ascender, the rest of
    /// its height the descender; no line gap; capitals three quarters of the ascender. Engines that can read the
    /// font's tables return its own values.
    ///
    /// - Parameter font: The font.
    public func lineMetrics(of font: DisplayFont) -> FontLineMetrics {
        let line = measure(DisplayParagraph(runs: [DisplayTextRun("Hg", font: font)]), proposedWidth: nil)
        let ascender = line.firstBaseline
        return FontLineMetrics(
            ascender: ascender, descender: max(0, line.size.height - ascender), leading: 0,
            capHeight: ascender * 0.75)
    }
}
