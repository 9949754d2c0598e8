import Foundation

/// A shape's outline stroked with a paint: `Circle().stroke(.blue, lineWidth: 4)`, borders.
public struct DisplayStroke: Codable, Sendable, Equatable {
    /// The shape, fitted to ``frame``; the stroke is centred on its outline.
    public var shape: DisplayShape
    /// Where the shape is, in the parent's coordinates.
    public var frame: CGRect
    /// What paints the stroke.
    public var paint: DisplayPaint
    /// Line width, caps, joins and dashes.
    public var style: DisplayStrokeStyle
    /// The part of the outline stroked, or `nil` for all of it.
    public var trim: DisplayTrim?

    /// Creates a stroke.
    ///
    /// - Parameters:
    ///   - shape: The shape, fitted to `frame`.
    ///   - frame: Where the shape is, in the parent's coordinates.
    ///   - paint: What paints the stroke.
    ///   - style: Line width, caps, joins and dashes.
    ///   - trim: The part of the outline stroked, or `nil` for all of it.
    public init(
        shape: DisplayShape,
        frame: CGRect,
        paint: DisplayPaint,
        style: DisplayStrokeStyle = DisplayStrokeStyle(),
        trim: DisplayTrim? = nil
    ) {
        self.shape = shape
        self.frame = frame
        self.paint = paint
        self.style = style
        self.trim = trim
    }
}

/// How a stroke is drawn, as SwiftUI's `StrokeStyle`.
public struct DisplayStrokeStyle: Codable, Sendable, Equatable, Hashable {
    /// How line ends are drawn.
    public enum LineCap: String, Codable, Sendable, Hashable { case butt, round, square }
    /// How corners are drawn.
    public enum LineJoin: String, Codable, Sendable, Hashable { case miter, round, bevel }

    /// The line width in points.
    public var lineWidth: Double
    /// How line ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// The limit on the ratio of miter length to line width.
    public var miterLimit: Double
    /// Alternating lengths of dashes and gaps in points; empty draws a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double

    /// Creates a stroke style with SwiftUI's defaults.
    public init(
        lineWidth: Double = 1,
        lineCap: LineCap = .butt,
        lineJoin: LineJoin = .miter,
        miterLimit: Double = 10,
        dash: [Double] = [],
        dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
