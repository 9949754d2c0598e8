import Foundation
import WidgetryDisplayList

extension ShapeGeometry {
    /// The part of a path between two fractions of its length, as open polylines: what Cairo fills for a trimmed
    /// shape. Curves are flattened into 16 segments each; closed subpaths include their closing segment.
    static func trimmed(_ path: DisplayPath, _ trim: DisplayTrim) -> DisplayPath {
        let polylines = flattened(path)
        var result = DisplayPath()
        guard trim.to > trim.from else { return result }
        let total = polylines.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return result }
        let start = trim.from * total
        let end = trim.to * total
        var walked = 0.0
        for polyline in polylines {
            var drawing = false
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                let segmentStart = walked
                walked += segment
                guard segment > 0, walked > start, segmentStart < end else { continue }
                let t0 = max(0, (start - segmentStart) / segment)
                let t1 = min(1, (end - segmentStart) / segment)
                if !drawing {
                    result.move(to: CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0))
                    drawing = true
                }
                result.addLine(to: CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1))
            }
        }
        return result
    }

    /// The path as polylines, closed subpaths ending at their start.
    static func flattened(_ path: DisplayPath) -> [[CGPoint]] {
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero
        let steps = 16
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { polylines.append(current) }
                current = [p]
                point = p
            case .line(let p):
                if current.isEmpty { current = [point] }
                current.append(p)
                point = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [point] }
                let p0 = point
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                point = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [point] }
                let p0 = point
                for step in 1...steps {
                    let t = Double(step) / Double(steps)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    current.append(
                        CGPoint(
                            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                point = p
            case .closeSubpath:
                if let first = current.first {
                    current.append(first)
                    if current.count > 1 { polylines.append(current) }
                    point = first
                }
                current = [point]
            }
        }
        if current.count > 1 { polylines.append(current) }
        return polylines
    }

    private static func length(of polyline: [CGPoint]) -> Double {
        zip(polyline, polyline.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
