import Foundation

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
