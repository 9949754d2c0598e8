import Foundation

/// `MeshGradient`: a grid of points with a color each, painted as bilinear (Coons) patches between neighbouring
/// points, over a background color.
///
/// Points are unit points of the painted item's frame, row by row from the top. In JSON it is the `mesh` of a paint
/// whose `type` is `mesh`.
public struct DisplayMesh: Codable, Sendable, Hashable {
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// `width × height` points, row by row from the top.
    public var points: [DisplayUnitPoint]
    /// The color of each point.
    public var colors: [DisplayColor]
    /// The color painted where no patch covers the frame.
    public var background: DisplayColor
    /// Whether SwiftUI interpolates smoothly between points; painters interpolate bilinearly either way.
    public var smoothsColors: Bool

    /// Creates a mesh.
    public init(
        width: Int, height: Int, points: [DisplayUnitPoint], colors: [DisplayColor], background: DisplayColor,
        smoothsColors: Bool
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
    }

    /// Whether the grid has at least 2 × 2 points and a point and a color for each.
    public var isValid: Bool {
        width >= 2 && height >= 2 && points.count >= width * height && colors.count >= width * height
    }

    /// The middle column's colors from top to bottom at their rows' mean heights, for painters that draw a mesh as
    /// a linear gradient.
    public var middleColumnGradient: DisplayGradient {
        guard isValid else { return DisplayGradient(colors: [background, background]) }
        let column = (width - 1) / 2
        return DisplayGradient(
            stops: (0..<height).map { row in
                let y = (0..<width).reduce(0) { $0 + points[row * width + $1].y } / Double(width)
                return .init(color: colors[row * width + column], location: min(max(y, 0), 1))
            })
    }

    /// The mesh with every color replaced by `transform`'s result.
    public func mapColors(_ transform: (DisplayColor) throws -> DisplayColor) rethrows -> DisplayMesh {
        var copy = self
        copy.colors = try colors.map(transform)
        copy.background = try transform(background)
        return copy
    }
}
