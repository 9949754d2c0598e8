import Foundation
import WidgetryDisplayList

/// Shapes as paths and CSS corner radii, with Cairo's geometry: the same start points, directions and clamping.
///
/// Continuous ("squircle") corners are approximated by circular ones of the same radius, in fills (CSS
/// `border-radius`) and strokes (SVG arcs) alike, so a fill and a stroke of one shape line up.
enum ShapeGeometry {
    /// Kappa: the control-point distance of a cubic Bézier quarter circle, as a fraction of the radius.
    static let kappa = 0.5522847498

    /// Corner radii (horizontal, vertical) for top-left, top-right, bottom-right, bottom-left, clamped to half the
    /// rectangle's sides as Cairo clamps them; `nil` for shapes that are not rounded rectangles.
    static func cornerRadii(_ shape: DisplayShape, in rect: CGRect) -> [(Double, Double)]? {
        let raw: [(Double, Double)]
        switch shape {
        case .rect: raw = Array(repeating: (0, 0), count: 4)
        case .roundedRect(let size, _): raw = Array(repeating: (size.width, size.height), count: 4)
        case .unevenRoundedRect(let r, _):
            raw = [r.topLeading, r.topTrailing, r.bottomTrailing, r.bottomLeading].map { ($0, $0) }
        case .capsule:
            let radius = min(rect.width, rect.height) / 2
            raw = Array(repeating: (radius, radius), count: 4)
        case .circle, .ellipse, .path: return nil
        }
        return raw.map { (min(max($0.0, 0), rect.width / 2), min(max($0.1, 0), rect.height / 2)) }
    }

    /// A CSS `border-radius` value for corner radii, or `nil` when every radius is zero.
    static func borderRadius(_ radii: [(Double, Double)]) -> String? {
        guard radii.contains(where: { $0.0 > 0 || $0.1 > 0 }) else { return nil }
        let horizontal = radii.map { HTMLEscaping.px($0.0) }
        let vertical = radii.map { HTMLEscaping.px($0.1) }
        func collapse(_ values: [String]) -> String {
            Set(values).count == 1 ? values[0] : values.joined(separator: " ")
        }
        let h = collapse(horizontal)
        let v = collapse(vertical)
        return h == v ? h : h + " / " + v
    }

    /// The shape's outline fitted to a rectangle, in the rectangle's coordinate space.
    static func path(_ shape: DisplayShape, in rect: CGRect) -> DisplayPath {
        switch shape {
        case .circle:
            let radius = min(rect.width, rect.height) / 2
            return ellipse(center: CGPoint(x: rect.midX, y: rect.midY), rx: radius, ry: radius)
        case .ellipse:
            guard rect.width > 0, rect.height > 0 else { return DisplayPath() }
            return ellipse(center: CGPoint(x: rect.midX, y: rect.midY), rx: rect.width / 2, ry: rect.height / 2)
        case .path(let path):
            return translated(path, by: rect.origin)
        case .rect:
            var path = DisplayPath()
            path.move(to: CGPoint(x: rect.minX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        case .roundedRect, .unevenRoundedRect, .capsule:
            guard rect.width > 0, rect.height > 0 else { return DisplayPath() }
            return roundedRect(rect, radii: cornerRadii(shape, in: rect) ?? [])
        }
    }

    /// A rounded rectangle starting at the top edge after the top-left corner, clockwise, as Cairo draws it.
    private static func roundedRect(_ rect: CGRect, radii: [(Double, Double)]) -> DisplayPath {
        let (tl, tr, br, bl) = (radii[0], radii[1], radii[2], radii[3])
        var path = DisplayPath()
        func corner(to end: CGPoint, from start: CGPoint, corner: CGPoint) {
            guard end != start else { return }
            path.addCurve(
                to: end,
                control1: CGPoint(x: start.x + (corner.x - start.x) * kappa, y: start.y + (corner.y - start.y) * kappa),
                control2: CGPoint(x: end.x + (corner.x - end.x) * kappa, y: end.y + (corner.y - end.y) * kappa))
        }
        let start = CGPoint(x: rect.minX + tl.0, y: rect.minY)
        path.move(to: start)
        var point = CGPoint(x: rect.maxX - tr.0, y: rect.minY)
        path.addLine(to: point)
        var next = CGPoint(x: rect.maxX, y: rect.minY + tr.1)
        corner(to: next, from: point, corner: CGPoint(x: rect.maxX, y: rect.minY))
        point = CGPoint(x: rect.maxX, y: rect.maxY - br.1)
        path.addLine(to: point)
        next = CGPoint(x: rect.maxX - br.0, y: rect.maxY)
        corner(to: next, from: point, corner: CGPoint(x: rect.maxX, y: rect.maxY))
        point = CGPoint(x: rect.minX + bl.0, y: rect.maxY)
        path.addLine(to: point)
        next = CGPoint(x: rect.minX, y: rect.maxY - bl.1)
        corner(to: next, from: point, corner: CGPoint(x: rect.minX, y: rect.maxY))
        point = CGPoint(x: rect.minX, y: rect.minY + tl.1)
        path.addLine(to: point)
        corner(to: start, from: point, corner: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }

    /// An ellipse starting at its rightmost point, clockwise on screen, as four cubic quarters.
    private static func ellipse(center c: CGPoint, rx: Double, ry: Double) -> DisplayPath {
        var path = DisplayPath()
        guard rx > 0, ry > 0 else { return path }
        let kx = rx * kappa
        let ky = ry * kappa
        path.move(to: CGPoint(x: c.x + rx, y: c.y))
        path.addCurve(
            to: CGPoint(x: c.x, y: c.y + ry), control1: CGPoint(x: c.x + rx, y: c.y + ky),
            control2: CGPoint(x: c.x + kx, y: c.y + ry))
        path.addCurve(
            to: CGPoint(x: c.x - rx, y: c.y), control1: CGPoint(x: c.x - kx, y: c.y + ry),
            control2: CGPoint(x: c.x - rx, y: c.y + ky))
        path.addCurve(
            to: CGPoint(x: c.x, y: c.y - ry), control1: CGPoint(x: c.x - rx, y: c.y - ky),
            control2: CGPoint(x: c.x - kx, y: c.y - ry))
        path.addCurve(
            to: CGPoint(x: c.x + rx, y: c.y), control1: CGPoint(x: c.x + kx, y: c.y - ry),
            control2: CGPoint(x: c.x + rx, y: c.y - ky))
        path.closeSubpath()
        return path
    }

    /// The path moved by an offset.
    static func translated(_ path: DisplayPath, by offset: CGPoint) -> DisplayPath {
        func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }
        return DisplayPath(
            path.elements.map { element in
                switch element {
                case .move(let p): .move(to: move(p))
                case .line(let p): .line(to: move(p))
                case .quadCurve(let p, let c): .quadCurve(to: move(p), control: move(c))
                case .curve(let p, let c1, let c2): .curve(to: move(p), control1: move(c1), control2: move(c2))
                case .closeSubpath: .closeSubpath
                }
            })
    }

    /// SVG path data with coordinates relative to `origin`.
    static func svgData(_ path: DisplayPath, origin: CGPoint) -> String {
        func xy(_ p: CGPoint) -> String {
            HTMLEscaping.number(p.x - origin.x) + " " + HTMLEscaping.number(p.y - origin.y)
        }
        return path.elements.map { element in
            switch element {
            case .move(let p): "M" + xy(p)
            case .line(let p): "L" + xy(p)
            case .quadCurve(let p, let c): "Q" + xy(c) + " " + xy(p)
            case .curve(let p, let c1, let c2): "C" + xy(c1) + " " + xy(c2) + " " + xy(p)
            case .closeSubpath: "Z"
            }
        }.joined()
    }
}
