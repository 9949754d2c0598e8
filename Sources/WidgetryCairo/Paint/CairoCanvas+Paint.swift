import CWidgetryPango
import Foundation
import WidgetryDisplayList

extension CairoCanvas {
    /// Sets the source for a paint; gradient geometry is relative to `frame`.
    func setPaint(_ paint: DisplayPaint, frame: CGRect) {
        switch paint {
        case .color(let color):
            setColor(color)
        case .linearGradient(let gradient, let startPoint, let endPoint):
            let start = startPoint.point(in: frame)
            let end = endPoint.point(in: frame)
            let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            setGradient(pattern, gradient)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            let c = center.point(in: frame)
            let pattern = cairo_pattern_create_radial(c.x, c.y, max(startRadius, 0), c.x, c.y, max(endRadius, 0))!
            setGradient(pattern, gradient)
        case .ellipticalGradient(let gradient, let center, let startFraction, let endFraction):
            // A radial gradient in the frame's unit square, stretched to the frame.
            let pattern = cairo_pattern_create_radial(
                center.x, center.y, max(startFraction, 0), center.x, center.y, max(endFraction, 0))!
            if frame.width > 0, frame.height > 0 {
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, 1 / frame.width, 1 / frame.height)
                cairo_matrix_translate(&matrix, -frame.minX, -frame.minY)
                cairo_pattern_set_matrix(pattern, &matrix)
            }
            setGradient(pattern, gradient)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            setAngularGradient(
                gradient, center: center.point(in: frame), frame: frame, start: startAngle, end: endAngle)
        case .meshGradient(let mesh):
            setMesh(mesh, frame: frame)
        }
    }

    /// A mesh gradient as Cairo's mesh pattern: a first patch of the background over the whole frame, then one
    /// Coons patch with straight sides per grid cell, its colors interpolated bilinearly between its corners.
    private func setMesh(_ mesh: DisplayMesh, frame: CGRect) {
        guard mesh.isValid else {
            setColor(mesh.background)
            return
        }
        let pattern = cairo_pattern_create_mesh()!
        func patch(_ corners: [CGPoint], _ colors: [DisplayColor]) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, corners[0].x, corners[0].y)
            for corner in corners.dropFirst() { cairo_mesh_pattern_line_to(pattern, corner.x, corner.y) }
            for (index, color) in colors.enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(
                    pattern, UInt32(index), clamp(color.red), clamp(color.green), clamp(color.blue),
                    clamp(color.opacity))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        let bounds = [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.maxX, y: frame.maxY), CGPoint(x: frame.minX, y: frame.maxY),
        ]
        patch(bounds, Array(repeating: mesh.background, count: 4))
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let indices = [
                    row * mesh.width + column, row * mesh.width + column + 1, (row + 1) * mesh.width + column + 1,
                    (row + 1) * mesh.width + column,
                ]
                patch(indices.map { mesh.points[$0].point(in: frame) }, indices.map { mesh.colors[$0] })
            }
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    private func setGradient(_ pattern: OpaquePointer, _ gradient: DisplayGradient) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, clamp(stop.location), clamp(c.red), clamp(c.green), clamp(c.blue), clamp(c.opacity))
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// An angular (conic) gradient as a mesh of thin sectors around the center. Outside the swept angles the
    /// gap is split between the end color and the start color, as SwiftUI fills it.
    private func setAngularGradient(
        _ gradient: DisplayGradient,
        center: CGPoint,
        frame: CGRect,
        start: Double,
        end: Double
    ) {
        guard let first = gradient.stops.first?.color, let last = gradient.stops.last?.color else { return }
        var sweep = end - start
        if sweep > 2 * .pi { sweep = 2 * .pi }
        if sweep <= 0 { sweep = 2 * .pi }
        let corners = [
            CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY),
            CGPoint(x: frame.minX, y: frame.maxY), CGPoint(x: frame.maxX, y: frame.maxY),
        ]
        let radius = corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! * 1.5 + 1
        let mesh = cairo_pattern_create_mesh()!
        func sector(from a0: Double, to a1: Double, _ c0: DisplayColor, _ c1: DisplayColor) {
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a0), center.y + radius * sin(a0))
            cairo_mesh_pattern_line_to(mesh, center.x + radius * cos(a1), center.y + radius * sin(a1))
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(
                    mesh, UInt32(corner), clamp(color.red), clamp(color.green), clamp(color.blue), clamp(color.opacity))
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        let steps = max(Int((sweep / (2 * .pi) * 180).rounded(.up)), 8)
        for step in 0..<steps {
            let t0 = Double(step) / Double(steps)
            let t1 = Double(step + 1) / Double(steps)
            sector(
                from: start + sweep * t0, to: start + sweep * t1, color(in: gradient, at: t0),
                color(in: gradient, at: t1))
        }
        let gap = 2 * .pi - sweep
        if gap > 1e-6 {
            sector(from: start + sweep, to: start + sweep + gap / 2, last, last)
            sector(from: start + sweep + gap / 2, to: start + 2 * .pi, first, first)
        }
        cairo_set_source(cr, mesh)
        cairo_pattern_destroy(mesh)
    }

    /// The gradient's color at a location, interpolated between stops.
    func color(in gradient: DisplayGradient, at location: Double) -> DisplayColor {
        let stops = gradient.stops
        guard let first = stops.first else { return .clear }
        if location <= first.location { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            return DisplayColor(
                red: a.color.red + (b.color.red - a.color.red) * t,
                green: a.color.green + (b.color.green - a.color.green) * t,
                blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return stops.last!.color
    }
}
