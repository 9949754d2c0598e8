import Foundation

/// Styles for the end points of lines.
public enum CGLineCap: Int32, Hashable, Sendable {
    case butt, round, square
}

/// Styles for the joins between connected lines.
public enum CGLineJoin: Int32, Hashable, Sendable {
    case miter, round, bevel
}

/// The characteristics of a stroke that traces a path.
///
/// For example, `.stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))`.
public struct StrokeStyle: Hashable, Sendable, CustomStringConvertible {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    public var description: String {
        var text = "lineWidth: \(lineWidth.compact)"
        if lineCap != .butt { text += ", lineCap: \(lineCap)" }
        if lineJoin != .miter { text += ", lineJoin: \(lineJoin)" }
        if !dash.isEmpty { text += ", dash: \(dash.map(\.compact))" }
        return text
    }
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule rather than the non-zero winding rule.
    public var isEOFilled: Bool
    /// Whether to antialias edges.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
