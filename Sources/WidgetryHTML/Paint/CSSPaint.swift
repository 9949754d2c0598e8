import Foundation
import WidgetryDisplayList

/// Writes display-list colors and paints as CSS: `rgba()` colors and linear, radial and conic gradients whose
/// geometry matches Cairo's.
///
/// Gradient geometry in a display list is relative to the painted item's frame; the CSS element may be a different
/// box (a circle's square, a stroke's padded box), so every gradient is computed for a frame inside a box. Colors
/// are clamped to sRGB as Cairo clamps them. For example:
///
/// ```swift
/// CSSPaint.color(.system(.systemBlue))          // "rgba(0,122,255,1)"
/// ```
enum CSSPaint {
    /// A color as `rgba(r,g,b,a)` with 0–255 channels.
    static func color(_ color: DisplayColor) -> String {
        func channel(_ value: Double) -> String { String(Int((clamp(value) * 255).rounded())) }
        return "rgba(" + channel(color.red) + "," + channel(color.green) + "," + channel(color.blue) + ","
            + HTMLEscaping.number(clamp(color.opacity)) + ")"
    }

    /// The CSS `background-image` (or `background-color` for a solid color) declaration for a paint.
    ///
    /// - Parameters:
    ///   - paint: The paint.
    ///   - frame: The frame the paint's geometry is relative to, in the parent's coordinates.
    ///   - box: The element's box, in the same coordinates.
    static func background(_ paint: DisplayPaint, frame: CGRect, box: CGRect) -> (property: String, value: String) {
        if case .color(let color) = paint { return ("background-color", Self.color(color)) }
        return ("background-image", image(paint, frame: frame, box: box))
    }

    /// A paint as a CSS image: a gradient, or a one-color gradient for a solid color.
    static func image(_ paint: DisplayPaint, frame: CGRect, box: CGRect) -> String {
        switch paint {
        case .color(let color):
            let css = Self.color(color)
            return "linear-gradient(" + css + "," + css + ")"
        case .linearGradient(let gradient, let startPoint, let endPoint):
            return linear(gradient, start: startPoint.point(in: frame), end: endPoint.point(in: frame), box: box)
        case .radialGradient(let gradient, let center, let startRadius, let endRadius):
            return radial(
                gradient, center: center.point(in: frame), start: max(startRadius, 0), end: max(endRadius, 0),
                box: box)
        case .ellipticalGradient(let gradient, let center, let startFraction, let endFraction):
            return elliptical(
                gradient, center: center.point(in: frame), frame: frame, start: max(startFraction, 0),
                end: max(endFraction, 0), box: box)
        case .angularGradient(let gradient, let center, let startAngle, let endAngle):
            return conic(gradient, center: center.point(in: frame), start: startAngle, end: endAngle, box: box)
        case .meshGradient(let mesh):
            // CSS has no mesh gradient: the middle column's colors from top to bottom.
            return linear(
                mesh.middleColumnGradient, start: DisplayUnitPoint.top.point(in: frame),
                end: DisplayUnitPoint.bottom.point(in: frame), box: box)
        }
    }

    /// The first color of a paint, for places that take one color (placeholders).
    static func firstColor(_ paint: DisplayPaint) -> DisplayColor {
        paint.colors.first ?? .black
    }

    // MARK: - Gradients

    /// Cairo's linear gradient from `start` to `end` (pad extend) as a CSS angle and stops along the CSS line.
    ///
    /// CSS draws the gradient along a line through the box's center whose ends meet the box's corners; each stop's
    /// location along Cairo's line is mapped onto that line.
    private static func linear(_ gradient: DisplayGradient, start: CGPoint, end: CGPoint, box: CGRect) -> String {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = hypot(dx, dy)
        guard length > 1e-9, !gradient.stops.isEmpty else {
            return solid(gradient.stops.last?.color ?? .clear)
        }
        let direction = CGPoint(x: dx / length, y: dy / length)
        // CSS angles: 0deg points up, clockwise.
        let angle = atan2(direction.x, -direction.y)
        let cssLength = abs(box.width * direction.x) + abs(box.height * direction.y)
        guard cssLength > 1e-9 else { return solid(gradient.stops.last!.color) }
        let center = CGPoint(x: box.midX, y: box.midY)
        let startAlong = start.x * direction.x + start.y * direction.y
        let centerAlong = center.x * direction.x + center.y * direction.y
        let stops = gradient.stops.map { stop -> String in
            let along = startAlong + clamp(stop.location) * length
            let fraction = (along - centerAlong) / cssLength + 0.5
            return color(stop.color) + " " + HTMLEscaping.number(fraction * 100) + "%"
        }
        return "linear-gradient(" + HTMLEscaping.number(angle * 180 / .pi) + "deg," + stops.joined(separator: ",") + ")"
    }

    /// Cairo's concentric radial gradient (pad extend) as a CSS circle with stops in pixels from the center.
    private static func radial(
        _ gradient: DisplayGradient, center: CGPoint, start: Double, end: Double, box: CGRect
    ) -> String {
        guard !gradient.stops.isEmpty else { return solid(.clear) }
        var stops = gradient.stops.map { (color: $0.color, distance: start + clamp($0.location) * (end - start)) }
        if end < start { stops.reverse() }
        let radius = max(start, end, 0.001)
        let at = HTMLEscaping.px(center.x - box.minX) + " " + HTMLEscaping.px(center.y - box.minY)
        let list = stops.map { color($0.color) + " " + HTMLEscaping.px($0.distance) }
        return "radial-gradient(circle " + HTMLEscaping.px(radius) + " at " + at + "," + list.joined(separator: ",")
            + ")"
    }

    /// Cairo's radial gradient in the frame's unit square stretched to the frame, as a CSS ellipse.
    private static func elliptical(
        _ gradient: DisplayGradient, center: CGPoint, frame: CGRect, start: Double, end: Double, box: CGRect
    ) -> String {
        guard !gradient.stops.isEmpty, frame.width > 0, frame.height > 0 else {
            return solid(gradient.stops.last?.color ?? .clear)
        }
        let outer = max(start, end, 0.000_01)
        var stops = gradient.stops.map { (color: $0.color, fraction: start + clamp($0.location) * (end - start)) }
        if end < start { stops.reverse() }
        let size = HTMLEscaping.px(outer * frame.width) + " " + HTMLEscaping.px(outer * frame.height)
        let at = HTMLEscaping.px(center.x - box.minX) + " " + HTMLEscaping.px(center.y - box.minY)
        let list = stops.map { color($0.color) + " " + HTMLEscaping.number($0.fraction / outer * 100) + "%" }
        return "radial-gradient(ellipse " + size + " at " + at + "," + list.joined(separator: ",") + ")"
    }

    /// Cairo's angular gradient as a CSS conic gradient: the stops over the sweep, then the rest of the turn split
    /// between the last color and the first, as SwiftUI fills it.
    private static func conic(
        _ gradient: DisplayGradient, center: CGPoint, start: Double, end: Double, box: CGRect
    ) -> String {
        guard let first = gradient.stops.first?.color, let last = gradient.stops.last?.color else {
            return solid(.clear)
        }
        var sweep = end - start
        if sweep > 2 * .pi { sweep = 2 * .pi }
        if sweep <= 0 { sweep = 2 * .pi }
        let sweepDegrees = sweep * 180 / .pi
        // CSS measures from 12 o'clock, SwiftUI from 3 o'clock; both clockwise on screen.
        let from = start * 180 / .pi + 90
        var list = gradient.stops.map {
            color($0.color) + " " + HTMLEscaping.number(clamp($0.location) * sweepDegrees) + "deg"
        }
        let gap = 360 - sweepDegrees
        if gap > 1e-6 {
            let middle = HTMLEscaping.number(sweepDegrees + gap / 2) + "deg"
            list.append(color(last) + " " + HTMLEscaping.number(sweepDegrees) + "deg")
            list.append(color(last) + " " + middle)
            list.append(color(first) + " " + middle)
            list.append(color(first) + " 360deg")
        }
        let at = HTMLEscaping.px(center.x - box.minX) + " " + HTMLEscaping.px(center.y - box.minY)
        return "conic-gradient(from " + HTMLEscaping.number(from) + "deg at " + at + "," + list.joined(separator: ",")
            + ")"
    }

    private static func solid(_ color: DisplayColor) -> String {
        let css = Self.color(color)
        return "linear-gradient(" + css + "," + css + ")"
    }

    static func clamp(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
}
