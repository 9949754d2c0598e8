import Foundation

/// A paragraph of styled text with its layout rules: what a ``TextEngine`` measures and a text item draws.
///
/// For example, `Text("Hello ") + Text("world").bold()` with `.lineLimit(1)` is:
///
/// ```swift
/// let paragraph = DisplayParagraph(runs: [
///     DisplayTextRun("Hello ", font: .body),
///     DisplayTextRun("world", font: DisplayFont(size: 17, weight: .bold)),
/// ], lineLimit: 1)
/// ```
public struct DisplayParagraph: Codable, Sendable, Hashable {
    /// The styled runs, in reading order.
    public var runs: [DisplayTextRun]
    /// How lines align within the paragraph's width (`multilineTextAlignment`).
    public var alignment: Alignment
    /// The maximum number of lines, or `nil` for no limit.
    public var lineLimit: Int?
    /// Where text that does not fit is cut and an ellipsis shown.
    public var truncationMode: TruncationMode
    /// Extra space between lines in points (`lineSpacing`).
    public var lineSpacing: Double

    /// Creates a paragraph.
    ///
    /// - Parameters:
    ///   - runs: The styled runs, in reading order.
    ///   - alignment: How lines align within the paragraph's width.
    ///   - lineLimit: The maximum number of lines, or `nil` for no limit.
    ///   - truncationMode: Where text that does not fit is cut.
    ///   - lineSpacing: Extra space between lines in points.
    public init(
        runs: [DisplayTextRun],
        alignment: Alignment = .leading,
        lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail,
        lineSpacing: Double = 0
    ) {
        self.runs = runs
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.lineSpacing = lineSpacing
    }

    /// A paragraph of one run.
    ///
    /// - Parameters:
    ///   - string: The text.
    ///   - font: The font.
    ///   - color: The color, or `nil` for the item's paint.
    public init(_ string: String, font: DisplayFont = .body, color: DisplayColor? = nil) {
        self.init(runs: [DisplayTextRun(string, font: font, color: color)])
    }

    /// The whole text, runs joined.
    public var string: String { runs.map(\.string).joined() }

    /// Text alignment, as `TextAlignment`.
    public enum Alignment: String, Codable, Sendable, Hashable { case leading, center, trailing }

    /// Truncation modes, as `Text.TruncationMode`.
    public enum TruncationMode: String, Codable, Sendable, Hashable { case head, middle, tail }
}
