import Foundation

/// A two-dimensional gradient over a grid of colored points (iOS 18).
///
/// For example:
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.6, 0.4], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1],
/// ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// ```
///
/// Widgetry paints the mesh as Cairo's mesh pattern: one Coons patch with straight sides per grid cell, its colors
/// interpolated bilinearly between the cell's corners, over `background`. iOS curves the patches' edges and colors
/// smoothly through the points when `smoothsColors` is on; Widgetry's straight patches and bilinear colors are close
/// but not identical there. The HTML output, which CSS cannot mesh, shows the middle column's colors top to bottom.
public struct MeshGradient: ShapeStyle, Hashable {
    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points, row by row from the top, in unit coordinates of the drawn rectangle.
    public var points: [SIMD2<Float>]
    /// The colors of the points, in the same order.
    public var colors: [Color]
    /// The color drawn outside the mesh.
    public var background: Color
    /// Whether colors are interpolated smoothly rather than linearly between points.
    public var smoothsColors: Bool
    /// The color space colors are interpolated in.
    public var colorSpace: Gradient.ColorSpace

    /// Creates a mesh gradient from a grid of points and their colors.
    ///
    /// - Parameters:
    ///   - width: The number of points in each row (at least 2).
    ///   - height: The number of rows (at least 2).
    ///   - points: `width × height` points, row by row from the top, in unit coordinates.
    ///   - colors: The color of each point.
    ///   - background: The color outside the mesh.
    ///   - smoothsColors: Whether to interpolate smoothly between points.
    ///   - colorSpace: The color space to interpolate in.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.points = points
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let scheme = environment.colorScheme
        return .meshGradient(
            ResolvedMesh(
                width: width, height: height,
                points: points.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) },
                colors: colors.map { $0.resolvedColor(in: scheme) }, background: background.resolvedColor(in: scheme),
                smoothsColors: smoothsColors))
    }
}

extension MeshGradient: View {
    public typealias Body = Never
}

extension MeshGradient: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(_resolvePaint(in: context.environment)))]
    }
}
