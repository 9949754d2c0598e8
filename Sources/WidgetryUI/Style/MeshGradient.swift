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
/// Widgetry draws the mesh as a view by interpolating the colors bilinearly between the grid's rows and columns:
/// thin horizontal bands, each a linear gradient through the columns' points, blended between two rows (smoothed
/// when `smoothsColors` is on). Points that bend the grid move the stops of each band, so curved edges between
/// patches come out straightened. As a shape style (`.fill(mesh)`, `.foregroundStyle(mesh)`), it is a top-to-bottom
/// linear gradient through the middle column's colors.
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

    /// Whether the grid has enough points and colors to draw.
    var isValid: Bool {
        width >= 2 && height >= 2 && points.count >= width * height && colors.count >= width * height
    }

    /// The gradient along row `row`: a stop per column at its point's horizontal position.
    func rowGradient(_ row: Int) -> Gradient {
        var last: CGFloat = 0
        return Gradient(
            stops: (0..<width).map { column in
                let x = min(max(CGFloat(points[row * width + column].x), last), 1)
                last = x
                return Gradient.Stop(color: colors[row * width + column], location: x)
            })
    }

    /// The mean vertical position of a row's points, in unit coordinates.
    func rowY(_ row: Int) -> CGFloat {
        let sum = (0..<width).reduce(Float(0)) { $0 + points[row * width + $1].y }
        return CGFloat(min(max(sum / Float(width), 0), 1))
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard isValid else { return background._resolvePaint(in: environment) }
        let column = (width - 1) / 2
        let stops = (0..<height).map { row in
            Gradient.Stop(color: colors[row * width + column], location: rowY(row))
        }
        return LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom)._resolvePaint(in: environment)
    }
}

extension MeshGradient: View {
    /// The bands each segment between two rows is drawn in.
    static let bandsPerRow = 16

    /// One band: the rows it blends and where it starts, in unit coordinates.
    struct Band {
        let row: Int
        let blend: Double
        let top: CGFloat
    }

    var bands: [Band] {
        guard isValid else { return [] }
        var bands: [Band] = []
        for row in 0..<(height - 1) {
            let (from, to) = (rowY(row), rowY(row + 1))
            for index in 0..<Self.bandsPerRow {
                let start = CGFloat(index) / CGFloat(Self.bandsPerRow)
                let middle = (Double(index) + 0.5) / Double(Self.bandsPerRow)
                let blend = smoothsColors ? middle * middle * (3 - 2 * middle) : middle
                bands.append(Band(row: row, blend: blend, top: row == 0 && index == 0 ? 0 : from + (to - from) * start))
            }
        }
        return bands
    }

    public var body: some View {
        let bands = bands
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                background
                // Each band reaches the bottom and the next one covers it from its own top, so no seams show.
                ForEach(0..<bands.count) { index in
                    let band = bands[index]
                    ZStack {
                        LinearGradient(gradient: rowGradient(band.row), startPoint: .leading, endPoint: .trailing)
                        LinearGradient(gradient: rowGradient(band.row + 1), startPoint: .leading, endPoint: .trailing)
                            .opacity(band.blend)
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height * (1 - band.top))
                    .offset(y: proxy.size.height * band.top)
                }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
        }
    }
}
