import Foundation

/// A laid-out paragraph: text, the frame layout gave it and where its first baseline is.
public struct DisplayText: Codable, Sendable, Equatable {
    /// The text and its layout rules.
    public var paragraph: DisplayParagraph
    /// The frame layout gave the text, in the parent's coordinates; lines wrap at its width.
    public var frame: CGRect
    /// The start of the first line's baseline, in the parent's coordinates.
    public var baselineOrigin: CGPoint
    /// The paint of runs without their own color (`foregroundStyle`).
    public var paint: DisplayPaint
    /// A color filter for glyphs that carry their own colors (emoji), as a rendering mode applies to bitmaps;
    /// `nil` draws them as they are.
    public var glyphFilter: DisplayImage.Filter?

    /// Creates a text item.
    ///
    /// - Parameters:
    ///   - paragraph: The text and its layout rules.
    ///   - frame: The frame layout gave the text.
    ///   - baselineOrigin: The start of the first line's baseline.
    ///   - paint: The paint of runs without their own color.
    public init(
        paragraph: DisplayParagraph,
        frame: CGRect,
        baselineOrigin: CGPoint,
        paint: DisplayPaint = .color(.system(.label, level: .primary))
    ) {
        self.paragraph = paragraph
        self.frame = frame
        self.baselineOrigin = baselineOrigin
        self.paint = paint
    }
}
