import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Adds a shape's outline fitted to a frame to the current path, trimmed if asked.
    func addPath(_ shape: DisplayShape, in frame: CGRect, trim: DisplayTrim?) {
        addPath(shape, in: frame)
        if let trim, trim.from > 0 || trim.to < 1 { trimCurrentPath(trim) }
    }

    func addPath(_ shape: DisplayShape, in rect: CGRect) {
        switch shape {
        case .rect:
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRect(let size, let style):
            addRoundedRect(rect, radii: Array(repeating: (size.width, size.height), count: 4), style: style)
        case .unevenRoundedRect(let r, let style):
            let radii = [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map { ($0, $0) }
            addRoundedRect(rect, radii: radii, style: style)
        case .circle:
            let radius = min(rect.width, rect.height) / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.midX, rect.midY, radius, 0, 2 * .pi)
            cairo_close_path(cr)
        case .ellipse:
            guard rect.width > 0, rect.height > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, rect.midX, rect.midY)
            cairo_scale(cr, rect.width / 2, rect.height / 2)
            cairo_new_sub_path(cr)
            cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
            cairo_close_path(cr)
            cairo_restore(cr)
        case .capsule(let style):
            let radius = min(rect.width, rect.height) / 2
            addRoundedRect(rect, radii: Array(repeating: (radius, radius), count: 4), style: style)
        case .path(let path):
            addPath(path, origin: rect.origin)
        }
    }

    private func addPath(_ path: DisplayPath, origin: CGPoint) {
        var current = CGPoint.zero
        var start = CGPoint.zero
        func at(_ p: CGPoint) -> (Double, Double) { (origin.x + p.x, origin.y + p.y) }
        for element in path.elements {
            switch element {
            case .move(let p):
                let (x, y) = at(p)
                cairo_move_to(cr, x, y)
                current = p
                start = p
            case .line(let p):
                let (x, y) = at(p)
                cairo_line_to(cr, x, y)
                current = p
            case .quadCurve(let p, let c):
                // A quadratic as the cubic with control points two thirds of the way to the control point.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                let (x1, y1) = at(c1)
                let (x2, y2) = at(c2)
                let (x, y) = at(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                current = p
            case .curve(let p, let c1, let c2):
                let (x1, y1) = at(c1)
                let (x2, y2) = at(c2)
                let (x, y) = at(p)
                cairo_curve_to(cr, x1, y1, x2, y2, x, y)
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                current = start
            }
        }
    }
}
