import Foundation

/// The outline a Bézier path (`UIBezierPath`, `NSBezierPath`) holds: moves, lines, curves, arcs and ellipses, in
/// points, painted by ``PlatformCanvas``.
struct PlatformPath {
    enum Element {
        case move(CGPoint)
        case line(CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        /// An arc from `start` to `end` radians, in the direction of growing angles when `increasing`.
        case arc(center: CGPoint, radius: Double, start: Double, end: Double, increasing: Bool)
        /// A closed ellipse inscribed in a rectangle.
        case ellipse(CGRect)
        case close
    }

    var elements: [Element] = []

    init() {}

    /// A closed rectangle.
    init(rect: CGRect) {
        elements = [
            .move(CGPoint(x: rect.minX, y: rect.minY)), .line(CGPoint(x: rect.maxX, y: rect.minY)),
            .line(CGPoint(x: rect.maxX, y: rect.maxY)), .line(CGPoint(x: rect.minX, y: rect.maxY)), .close,
        ]
    }

    /// A rectangle with corners rounded by radii, capped at half the shorter side.
    init(roundedRect rect: CGRect, xRadius: Double, yRadius: Double) {
        let radius = max(0, min(xRadius, yRadius, rect.width / 2, rect.height / 2))
        guard radius > 0 else {
            elements = PlatformPath(rect: rect).elements
            return
        }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        elements = [
            .move(CGPoint(x: minX + radius, y: minY)),
            .line(CGPoint(x: maxX - radius, y: minY)),
            .arc(
                center: CGPoint(x: maxX - radius, y: minY + radius), radius: radius, start: -.pi / 2, end: 0,
                increasing: true),
            .line(CGPoint(x: maxX, y: maxY - radius)),
            .arc(
                center: CGPoint(x: maxX - radius, y: maxY - radius), radius: radius, start: 0, end: .pi / 2,
                increasing: true),
            .line(CGPoint(x: minX + radius, y: maxY)),
            .arc(
                center: CGPoint(x: minX + radius, y: maxY - radius), radius: radius, start: .pi / 2, end: .pi,
                increasing: true),
            .line(CGPoint(x: minX, y: minY + radius)),
            .arc(
                center: CGPoint(x: minX + radius, y: minY + radius), radius: radius, start: .pi, end: 1.5 * .pi,
                increasing: true),
            .close,
        ]
    }

    /// The smallest rectangle holding the path's points (control points included, as Core Graphics' path
    /// bounding box does not, so this may be larger for curves).
    var bounds: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .quadCurve(let point, let control): points += [point, control]
            case .arc(let center, let radius, _, _, _):
                points += [
                    CGPoint(x: center.x - radius, y: center.y - radius),
                    CGPoint(x: center.x + radius, y: center.y + radius),
                ]
            case .ellipse(let rect):
                points += [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]
            case .close: break
            }
        }
        guard let first = points.first else { return .zero }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
