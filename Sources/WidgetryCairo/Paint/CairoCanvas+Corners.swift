import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// One corner's curve in corner-local coordinates: `x` along the incoming edge (away from the corner), `y` along
    /// the outgoing edge, in units of the radius. Starts at `(extent, 0)` and ends at `(0, extent)`.
    private struct CornerCurve {
        let extent: Double
        /// Segments: a line to a point, or a cubic to a point with two control points.
        let segments: [(to: (Double, Double), c1: (Double, Double)?, c2: (Double, Double)?)]
    }

    /// A quarter circle.
    private static let circular = CornerCurve(
        extent: 1,
        segments: [((0, 1), (1 - 0.5522847498, 0), (0, 1 - 0.5522847498))]
    )

    /// Apple's continuous corner: the curve extends 1.528665 radii along each edge and its curvature grows
    /// smoothly from the edges, as the corners of iOS icons, widgets and `RoundedRectangle(style: .continuous)`.
    private static let continuous = CornerCurve(
        extent: 1.52866483,
        segments: [
            ((0.66993427, 0.06549600), (1.08849323, 0), (0.86840689, 0)),
            ((0.63149399, 0.07491100), nil, nil),
            ((0.07491100, 0.63149399), (0.37282392, 0.16905899), (0.16905899, 0.37282392)),
            ((0.06549600, 0.66993427), nil, nil),
            ((0, 1.52866483), (0, 0.86840689), (0, 1.08849323)),
        ]
    )

    /// Adds a rounded rectangle; `radii` are (horizontal, vertical) for top-left, top-right, bottom-right,
    /// bottom-left. Continuous corners too large for their sides fall back to circular ones, as SwiftUI's approach
    /// a capsule.
    func addRoundedRect(_ rect: CGRect, radii: [(Double, Double)], style: DisplayCornerStyle) {
        guard rect.width > 0, rect.height > 0 else { return }
        let halfWidth = rect.width / 2
        let halfHeight = rect.height / 2
        let clamped = radii.map { (min(max($0.0, 0), halfWidth), min(max($0.1, 0), halfHeight)) }
        // Corner, direction back along the incoming edge, direction along the outgoing edge.
        let corners: [((Double, Double), (Double, Double), (Double, Double))] = [
            ((rect.minX, rect.minY), (0, 1), (1, 0)),
            ((rect.maxX, rect.minY), (-1, 0), (0, 1)),
            ((rect.maxX, rect.maxY), (0, -1), (-1, 0)),
            ((rect.minX, rect.maxY), (1, 0), (0, -1)),
        ]
        func curve(for index: Int) -> CornerCurve {
            guard style == .continuous else { return Self.circular }
            let (rx, ry) = clamped[index]
            let fits = rx * Self.continuous.extent <= halfWidth && ry * Self.continuous.extent <= halfHeight
            return fits ? Self.continuous : Self.circular
        }
        func point(_ index: Int, _ local: (Double, Double)) -> (Double, Double) {
            let (corner, a, b) = corners[index]
            let (rx, ry) = clamped[index]
            let ra = abs(a.0) * rx + abs(a.1) * ry
            let rb = abs(b.0) * rx + abs(b.1) * ry
            return (
                corner.0 + local.0 * ra * a.0 + local.1 * rb * b.0, corner.1 + local.0 * ra * a.1 + local.1 * rb * b.1
            )
        }
        cairo_new_sub_path(cr)
        let first = point(0, (0, curve(for: 0).extent))
        cairo_move_to(cr, first.0, first.1)
        for index in [1, 2, 3, 0] {
            let shape = curve(for: index)
            let start = point(index, (shape.extent, 0))
            cairo_line_to(cr, start.0, start.1)
            for segment in shape.segments {
                let to = point(index, segment.to)
                if let c1 = segment.c1, let c2 = segment.c2 {
                    let p1 = point(index, c1)
                    let p2 = point(index, c2)
                    cairo_curve_to(cr, p1.0, p1.1, p2.0, p2.1, to.0, to.1)
                } else {
                    cairo_line_to(cr, to.0, to.1)
                }
            }
        }
        cairo_close_path(cr)
    }
}
