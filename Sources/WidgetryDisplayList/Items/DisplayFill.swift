import Foundation

/// A shape filled with a paint: `Rectangle().fill(.red)`, a background color, a gradient.
public struct DisplayFill: Codable, Sendable, Equatable {
    /// The shape, fitted to ``frame``.
    public var shape: DisplayShape
    /// Where the shape is, in the parent's coordinates; gradients' unit points are relative to it.
    public var frame: CGRect
    /// What fills the shape.
    public var paint: DisplayPaint
    /// Whether overlapping subpaths use the even-odd rule instead of non-zero winding.
    public var isEvenOdd: Bool
    /// The part of the outline kept, as fractions of its length (`Shape.trim(from:to:)`); `nil` keeps it all.
    public var trim: DisplayTrim?

    /// Creates a fill.
    ///
    /// - Parameters:
    ///   - shape: The shape, fitted to `frame`.
    ///   - frame: Where the shape is, in the parent's coordinates.
    ///   - paint: What fills the shape.
    ///   - isEvenOdd: Whether to use the even-odd fill rule.
    ///   - trim: The part of the outline kept, or `nil` for all of it.
    public init(
        shape: DisplayShape,
        frame: CGRect,
        paint: DisplayPaint,
        isEvenOdd: Bool = false,
        trim: DisplayTrim? = nil
    ) {
        self.shape = shape
        self.frame = frame
        self.paint = paint
        self.isEvenOdd = isEvenOdd
        self.trim = trim
    }

    private enum CodingKeys: String, CodingKey { case shape, frame, paint, isEvenOdd, trim }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        shape = try container.decode(DisplayShape.self, forKey: .shape)
        frame = try container.decode(CGRect.self, forKey: .frame)
        paint = try container.decode(DisplayPaint.self, forKey: .paint)
        isEvenOdd = try container.decodeIfPresent(Bool.self, forKey: .isEvenOdd) ?? false
        trim = try container.decodeIfPresent(DisplayTrim.self, forKey: .trim)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(shape, forKey: .shape)
        try container.encode(frame, forKey: .frame)
        try container.encode(paint, forKey: .paint)
        if isEvenOdd { try container.encode(isEvenOdd, forKey: .isEvenOdd) }
        try container.encodeIfPresent(trim, forKey: .trim)
    }
}

/// The part of a shape's outline that is drawn, as fractions of its length from its start.
public struct DisplayTrim: Codable, Sendable, Equatable, Hashable {
    /// Where the kept part starts, 0...1.
    public var from: Double
    /// Where the kept part ends, 0...1.
    public var to: Double

    /// Creates a trim; both ends are clamped to 0...1.
    public init(from: Double, to: Double) {
        self.from = min(max(from, 0), 1)
        self.to = min(max(to, 0), 1)
    }
}
