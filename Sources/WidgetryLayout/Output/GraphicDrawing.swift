import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The drawing of a built-in control's parts (see ``ControlGraphic``), as iOS draws them.
///
/// Bars are capsules on a `systemFill` track; rings are stroked on a track of the tint at 30% opacity,
/// open rings leaving a quarter turn free at the bottom; markers are white dots; the switch is a capsule
/// (tint when on, `secondarySystemFill` when off) with a white 27-point knob 2 points from its edge. A gradient
/// tint runs along a gauge's track: leading to trailing on a bar, start to end around a ring.
enum GraphicDrawing {
    static func items(_ graphic: ControlGraphic, in frame: CGRect) -> [DisplayItem] {
        switch graphic.drawing {
        case .bar(let fraction, let tint, let showsMarker):
            return bar(fraction: fraction, tint: PaintConversion.paint(tint), marker: showsMarker, in: frame)
        case .ring(let fraction, let tint, let lineWidth, let isOpen, let showsMarker):
            return ring(
                fraction: fraction, tint: tint, lineWidth: lineWidth, isOpen: isOpen, marker: showsMarker, in: frame)
        case .spinner:
            return spinner(in: frame)
        case .toggleSwitch(let isOn, let tint):
            return toggleSwitch(isOn: isOn, tint: PaintConversion.paint(tint), in: frame)
        }
    }

    private static func bar(fraction: Double, tint: DisplayPaint, marker: Bool, in frame: CGRect) -> [DisplayItem] {
        let trackHeight = min(frame.height, 4)
        let track = CGRect(x: frame.minX, y: frame.midY - trackHeight / 2, width: frame.width, height: trackHeight)
        if let gradient = PaintConversion.gradientStops(tint) {
            return gradientBar(fraction: fraction, gradient: gradient, marker: marker, track: track, in: frame)
        }
        var items: [DisplayItem] = [
            .fill(DisplayFill(shape: .capsule(style: .continuous), frame: track, paint: .color(.system(.systemFill))))
        ]
        if marker {
            let diameter = frame.height
            let x = frame.minX + CGFloat(fraction) * max(0, frame.width - diameter)
            let dot = CGRect(x: x, y: frame.midY - diameter / 2, width: diameter, height: diameter)
            items.append(.fill(DisplayFill(shape: .circle, frame: dot, paint: tint)))
        } else if fraction > 0 {
            let filled = CGRect(
                x: track.minX, y: track.minY, width: track.width * CGFloat(fraction), height: track.height)
            items.append(.fill(DisplayFill(shape: .capsule(style: .continuous), frame: filled, paint: tint)))
        }
        return items
    }

    private static func ring(
        fraction: Double, tint: ResolvedPaint, lineWidth: CGFloat, isOpen: Bool, marker: Bool, in frame: CGRect
    ) -> [DisplayItem] {
        let diameter = min(frame.width, frame.height)
        let radius = max(0, (diameter - lineWidth) / 2)
        let local = CGPoint(x: frame.width / 2, y: frame.height / 2)
        let start = isOpen ? 0.75 * Double.pi : -0.5 * Double.pi
        let sweep = isOpen ? 1.5 * Double.pi : 2 * Double.pi
        let style = DisplayStrokeStyle(lineWidth: lineWidth, lineCap: .round)
        let track = ArcPath.arc(center: local, radius: radius, start: start, end: start + sweep)
        // A gradient tint runs along the ring, from its start to its end; a marker ring shows all of it.
        let gradient = PaintConversion.gradientStops(PaintConversion.paint(tint))
        let alongRing = gradient.map {
            DisplayPaint.angularGradient(
                $0, center: DisplayUnitPoint(x: 0.5, y: 0.5), startAngle: start, endAngle: start + sweep)
        }
        let trackPaint: DisplayPaint =
            if let alongRing {
                marker ? alongRing : alongRing.mapColors { $0.multiplyingOpacity(by: 0.3) }
            } else {
                PaintConversion.paint(tint.multiplyingOpacity(by: 0.3))
            }
        var items: [DisplayItem] = [
            .stroke(DisplayStroke(shape: .path(track), frame: frame, paint: trackPaint, style: style))
        ]
        let angle = start + sweep * fraction
        if marker {
            let center = CGPoint(
                x: frame.minX + local.x + radius * cos(angle), y: frame.minY + local.y + radius * sin(angle))
            let dot = CGRect(
                x: center.x - lineWidth / 2, y: center.y - lineWidth / 2, width: lineWidth, height: lineWidth)
            items.append(.fill(DisplayFill(shape: .circle, frame: dot, paint: .color(.white))))
        } else if fraction > 0 {
            let filled = ArcPath.arc(center: local, radius: radius, start: start, end: angle)
            items.append(
                .stroke(
                    DisplayStroke(
                        shape: .path(filled), frame: frame, paint: alongRing ?? PaintConversion.paint(tint),
                        style: style))
            )
        }
        return items
    }

    /// A bar tinted with a gradient: the gradient runs from the track's leading to its trailing end. A capacity
    /// bar fills up to the value with that part of the gradient, over the gradient at 30% opacity; a marker bar
    /// shows the whole gradient with a white dot at the value.
    private static func gradientBar(
        fraction: Double, gradient: DisplayGradient, marker: Bool, track: CGRect, in frame: CGRect
    ) -> [DisplayItem] {
        func leadingToTrailing(over width: CGFloat) -> DisplayPaint {
            .linearGradient(
                gradient, startPoint: DisplayUnitPoint(x: 0, y: 0.5),
                endPoint: DisplayUnitPoint(x: width > 0 ? track.width / width : 1, y: 0.5))
        }
        if marker {
            let diameter = frame.height
            let x = frame.minX + CGFloat(fraction) * max(0, frame.width - diameter)
            let dot = CGRect(x: x, y: frame.midY - diameter / 2, width: diameter, height: diameter)
            return [
                .fill(
                    DisplayFill(
                        shape: .capsule(style: .continuous), frame: track, paint: leadingToTrailing(over: track.width))),
                .fill(DisplayFill(shape: .circle, frame: dot, paint: .color(.white))),
            ]
        }
        var items: [DisplayItem] = [
            .fill(
                DisplayFill(
                    shape: .capsule(style: .continuous), frame: track,
                    paint: leadingToTrailing(over: track.width).mapColors { $0.multiplyingOpacity(by: 0.3) }))
        ]
        if fraction > 0 {
            let filled = CGRect(
                x: track.minX, y: track.minY, width: track.width * CGFloat(fraction), height: track.height)
            items.append(
                .fill(
                    DisplayFill(
                        shape: .capsule(style: .continuous), frame: filled, paint: leadingToTrailing(over: filled.width)
                    )))
        }
        return items
    }

    private static func spinner(in frame: CGRect) -> [DisplayItem] {
        let radius = min(frame.width, frame.height) / 2
        let style = DisplayStrokeStyle(lineWidth: max(1, radius / 5), lineCap: .round)
        return (0..<8).map { index in
            let angle = -Double.pi / 2 + Double(index) * Double.pi / 4
            var path = DisplayPath()
            let center = CGPoint(x: frame.width / 2, y: frame.height / 2)
            path.move(to: CGPoint(x: center.x + radius * 0.45 * cos(angle), y: center.y + radius * 0.45 * sin(angle)))
            path.addLine(to: CGPoint(x: center.x + radius * 0.9 * cos(angle), y: center.y + radius * 0.9 * sin(angle)))
            let opacity = 1 - Double(index) * 0.09
            return .stroke(
                DisplayStroke(
                    shape: .path(path), frame: frame, paint: .color(.system(.systemGray, opacity: opacity)),
                    style: style))
        }
    }

    private static func toggleSwitch(isOn: Bool, tint: DisplayPaint, in frame: CGRect) -> [DisplayItem] {
        let track: DisplayPaint = isOn ? tint : .color(.system(.secondarySystemFill))
        let knobSize = max(0, frame.height - 4)
        let knobX = isOn ? frame.maxX - 2 - knobSize : frame.minX + 2
        let knob = CGRect(x: knobX, y: frame.minY + 2, width: knobSize, height: knobSize)
        return [
            .fill(DisplayFill(shape: .capsule(style: .continuous), frame: frame, paint: track)),
            .group(
                DisplayGroup(
                    items: [.fill(DisplayFill(shape: .circle, frame: knob, paint: .color(.white)))],
                    shadow: DisplayShadow(color: DisplayColor(white: 0, opacity: 0.15), radius: 4, y: 2))),
        ]
    }
}
