import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Replaces the current path by the part between two fractions of its length, as `Shape.trim(from:to:)`.
    ///
    /// The path is flattened to line segments (Cairo's tolerance, 0.1 device pixels), closed subpaths include their
    /// closing segment, and the kept part is one open polyline per subpath it crosses.
    func trimCurrentPath(_ trim: DisplayTrim) {
        let polylines = flattenedCurrentPath()
        cairo_new_path(cr)
        guard trim.to > trim.from else { return }
        let total = polylines.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0 else { return }
        let start = trim.from * total
        let end = trim.to * total
        var walked = 0.0
        for polyline in polylines {
            var drawing = false
            for index in 1..<max(polyline.count, 1) {
                let a = polyline[index - 1]
                let b = polyline[index]
                let length = hypot(b.x - a.x, b.y - a.y)
                let segmentStart = walked
                let segmentEnd = walked + length
                walked = segmentEnd
                guard length > 0, segmentEnd > start, segmentStart < end else { continue }
                let t0 = max(0, (start - segmentStart) / length)
                let t1 = min(1, (end - segmentStart) / length)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing {
                    cairo_move_to(cr, p0.x, p0.y)
                    drawing = true
                }
                cairo_line_to(cr, p1.x, p1.y)
            }
        }
    }

    /// The current path as polylines in user coordinates, closed subpaths ending at their start.
    private func flattenedCurrentPath() -> [[CGPoint]] {
        guard let path = cairo_copy_path_flat(cr) else { return [] }
        defer { cairo_path_destroy(path) }
        var polylines: [[CGPoint]] = []
        var current: [CGPoint] = []
        var index = 0
        let data = path.pointee.data!
        while index < Int(path.pointee.num_data) {
            let header = data[index].header
            let type = header.type
            if type == CAIRO_PATH_MOVE_TO {
                if current.count > 1 { polylines.append(current) }
                current = [CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y)]
            } else if type == CAIRO_PATH_LINE_TO {
                current.append(CGPoint(x: data[index + 1].point.x, y: data[index + 1].point.y))
            } else if type == CAIRO_PATH_CLOSE_PATH {
                if let first = current.first { current.append(first) }
                if current.count > 1 { polylines.append(current) }
                current = current.last.map { [$0] } ?? []
            }
            index += Int(header.length)
        }
        if current.count > 1 { polylines.append(current) }
        return polylines
    }

    private static func length(of polyline: [CGPoint]) -> Double {
        zip(polyline, polyline.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
