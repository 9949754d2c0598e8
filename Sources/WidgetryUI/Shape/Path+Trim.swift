import Foundation

extension Path {
    /// The part of the path between two fractions of its length, with curves flattened into lines.
    ///
    /// - Parameters:
    ///   - from: The start, from 0 to 1.
    ///   - to: The end, from 0 to 1.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let from = min(max(from, 0), 1)
        let to = min(max(to, 0), 1)
        guard from < to else { return Path() }
        let segments = flattenedSegments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 ? self : Path() }
        let startLength = from * total
        let endLength = to * total
        var result = Path()
        var travelled: CGFloat = 0
        var lastEnd: CGPoint?
        for segment in segments {
            let segmentStart = travelled
            let segmentEnd = travelled + segment.length
            travelled = segmentEnd
            guard segmentEnd > startLength, segmentStart < endLength, segment.length > 0 else { continue }
            let t0 = max(0, (startLength - segmentStart) / segment.length)
            let t1 = min(1, (endLength - segmentStart) / segment.length)
            let p0 = segment.point(at: t0)
            if lastEnd != p0 { result.move(to: p0) }
            let p1 = segment.point(at: t1)
            result.addLine(to: p1)
            lastEnd = p1
        }
        return result
    }

    struct LineSegment {
        let start: CGPoint
        let end: CGPoint

        var length: CGFloat { hypot(end.x - start.x, end.y - start.y) }

        func point(at t: CGFloat) -> CGPoint {
            CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
        }
    }

    /// The path as straight segments; each curve becomes 16.
    func flattenedSegments() -> [LineSegment] {
        var segments: [LineSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        let steps = 16
        for element in elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
            case .line(let to):
                segments.append(LineSegment(start: current, end: to))
                current = to
            case .quadCurve(let to, let control):
                let start = current
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let u = 1 - t
                    let point = CGPoint(
                        x: u * u * start.x + 2 * u * t * control.x + t * t * to.x,
                        y: u * u * start.y + 2 * u * t * control.y + t * t * to.y)
                    segments.append(LineSegment(start: current, end: point))
                    current = point
                }
            case .curve(let to, let c1, let c2):
                let start = current
                for step in 1...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let u = 1 - t
                    let a = u * u * u
                    let b = 3 * u * u * t
                    let c = 3 * u * t * t
                    let d = t * t * t
                    let point = CGPoint(
                        x: a * start.x + b * c1.x + c * c2.x + d * to.x, y: a * start.y + b * c1.y + c * c2.y + d * to.y
                    )
                    segments.append(LineSegment(start: current, end: point))
                    current = point
                }
            case .closeSubpath:
                segments.append(LineSegment(start: current, end: subpathStart))
                current = subpathStart
            }
        }
        return segments
    }
}
