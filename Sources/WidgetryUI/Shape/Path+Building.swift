import Foundation

extension Path {
    /// Begins a new subpath at a point.
    public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }

    /// Appends a straight line to a point.
    public mutating func addLine(to end: CGPoint) {
        if currentPoint == nil { move(to: end) } else { elements.append(.line(to: end)) }
    }

    /// Appends straight lines through points, starting a subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Appends a quadratic Bézier curve.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: end, control: control))
    }

    /// Appends a cubic Bézier curve.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Appends rectangles as closed subpaths.
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// Appends another path.
    public mutating func addPath(_ path: Path) { elements += path.elements }

    /// Appends an ellipse inscribed in a rectangle, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let kappa: CGFloat = 0.5522847498
        let rx = rect.width / 2
        let ry = rect.height / 2
        let cx = rect.midX
        let cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * kappa),
            control2: CGPoint(x: cx + rx * kappa, y: cy + ry))
        addCurve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * kappa, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + ry * kappa))
        addCurve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * kappa),
            control2: CGPoint(x: cx - rx * kappa, y: cy - ry))
        addCurve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * kappa, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - ry * kappa))
        closeSubpath()
    }

    /// Appends a rounded rectangle; corners are quarter ellipses (continuous corners are approximated).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(cornerSize.width, 0), rect.width / 2)
        let ry = min(max(cornerSize.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return addRect(rect) }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx * (1 - k), y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + ry * (1 - k)))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(
            to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry * (1 - k)),
            control2: CGPoint(x: rect.maxX - rx * (1 - k), y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx * (1 - k), y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - ry * (1 - k)))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(
            to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry * (1 - k)),
            control2: CGPoint(x: rect.minX + rx * (1 - k), y: rect.minY))
        closeSubpath()
    }

    /// Appends an arc of a circle, as cubic curves of at most a quarter turn each.
    ///
    /// Angles are measured from the positive x axis toward the positive y axis (downward on screen);
    /// `clockwise` sweeps toward decreasing angles, as Core Graphics does.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        let start = point(startAngle.radians)
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(segments)
        let handle = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var angle = startAngle.radians
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle)
            let p1 = point(next)
            let c1 = CGPoint(x: p0.x - handle * CGFloat(sin(angle)), y: p0.y + handle * CGFloat(cos(angle)))
            let c2 = CGPoint(x: p1.x + handle * CGFloat(sin(next)), y: p1.y - handle * CGFloat(cos(next)))
            addCurve(to: p1, control1: c1, control2: c2)
            angle = next
        }
    }
}
