import Foundation
import WidgetryDisplayList

/// Circular arcs as cubic Bézier paths, for rings and gauges.
enum ArcPath {
    /// An arc around a center, clockwise on screen from `start` to `end` (radians from the positive x axis,
    /// y pointing down), in segments of at most a quarter turn.
    static func arc(center: CGPoint, radius: CGFloat, start: Double, end: Double) -> DisplayPath {
        var path = DisplayPath()
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        path.move(to: point(start))
        let sweep = end - start
        guard sweep != 0 else { return path }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<segments {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let p0 = point(a0)
            let p3 = point(a1)
            let c1 = CGPoint(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0))
            let c2 = CGPoint(x: p3.x + handle * sin(a1), y: p3.y - handle * cos(a1))
            path.addCurve(to: p3, control1: c1, control2: c2)
        }
        return path
    }
}
