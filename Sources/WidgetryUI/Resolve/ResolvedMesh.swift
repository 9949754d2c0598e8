import Foundation

/// A `MeshGradient` with its colors resolved: a grid of unit points, row by row from the top, with a color each.
public struct ResolvedMesh: Hashable, Sendable {
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points, in unit coordinates of the painted frame.
    public var points: [UnitPoint]
    /// The color of each point.
    public var colors: [ResolvedColor]
    /// The color where no patch covers the frame.
    public var background: ResolvedColor
    /// Whether colors are interpolated smoothly between points.
    public var smoothsColors: Bool

    /// Creates a resolved mesh.
    public init(
        width: Int, height: Int, points: [UnitPoint], colors: [ResolvedColor], background: ResolvedColor,
        smoothsColors: Bool
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }
}
