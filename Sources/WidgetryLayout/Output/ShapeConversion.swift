import Foundation
import WidgetryDisplayList
import WidgetryUI

/// A resolved shape geometry fitted to a frame, as display-list shapes.
struct FittedShape {
    var shape: DisplayShape
    var frame: CGRect
    var trim: DisplayTrim?
    /// A rotation or scale applied around the shape, drawn as a group transform.
    var transform: DisplayTransform = .identity
    /// Set when the geometry is the outline of a stroke: fills draw that stroke.
    var outline: DisplayStrokeStyle?
}

/// The shape of the container that `ContainerRelativeShape` follows: the widget, or a `containerShape(_:)`.
struct ContainerOutline {
    var shape: DisplayShape
    var frame: CGRect

    /// A rounded rectangle whose corners are the container's, reduced by the distance to its edges, as
    /// SwiftUI keeps nested corners concentric.
    func relativeShape(in frame: CGRect) -> DisplayShape {
        switch shape {
        case .roundedRect(let corner, let style):
            let inset = min(
                frame.minX - self.frame.minX, frame.minY - self.frame.minY,
                self.frame.maxX - frame.maxX, self.frame.maxY - frame.maxY)
            let radius = max(0, min(corner.width, corner.height) - max(0, inset))
            return .roundedRect(cornerSize: CGSize(width: radius, height: radius), style: style)
        default:
            return shape
        }
    }
}

enum ShapeConversion {
    static func fit(_ geometry: ResolvedShapeGeometry, in frame: CGRect, container: ContainerOutline) -> FittedShape {
        var fitted = FittedShape(shape: shape(geometry.kind, frame: frame, container: container), frame: frame)
        for transform in geometry.transforms {
            switch transform {
            case .trim(let from, let to):
                fitted.trim = DisplayTrim(from: from, to: to)
            case .inset(let amount):
                fitted.frame = fitted.frame.insetBy(dx: amount, dy: amount)
            case .offset(let offset):
                fitted.frame = fitted.frame.offsetBy(dx: offset.width, dy: offset.height)
            case .rotation(let angle, let anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                fitted.transform = fitted.transform.concatenating(.rotation(radians: angle.radians, anchor: point))
            case .scale(let scale, let anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                fitted.transform = fitted.transform.concatenating(
                    .scale(x: scale.width, y: scale.height, anchor: point))
            case .stroke(let style):
                fitted.outline = strokeStyle(style)
            }
        }
        return fitted
    }

    static func shape(_ kind: ResolvedShapeGeometry.Kind, frame: CGRect, container: ContainerOutline) -> DisplayShape {
        switch kind {
        case .rectangle: .rect
        case .roundedRectangle(let size, let style): .roundedRect(cornerSize: size, style: cornerStyle(style))
        case .circle: .circle
        case .ellipse: .ellipse
        case .capsule(let style): .capsule(style: cornerStyle(style))
        case .containerRelative: container.relativeShape(in: frame)
        case .path(let path): .path(displayPath(path))
        case .custom(let custom): .path(displayPath(custom.path(in: CGRect(origin: .zero, size: frame.size))))
        }
    }

    static func cornerStyle(_ style: RoundedCornerStyle) -> DisplayCornerStyle {
        style == .circular ? .circular : .continuous
    }

    static func displayPath(_ path: Path) -> DisplayPath {
        var result = DisplayPath()
        path.forEach { element in
            switch element {
            case .move(let point): result.move(to: point)
            case .line(let point): result.addLine(to: point)
            case .quadCurve(let point, let control): result.addQuadCurve(to: point, control: control)
            case .curve(let point, let c1, let c2): result.addCurve(to: point, control1: c1, control2: c2)
            case .closeSubpath: result.closeSubpath()
            }
        }
        return result
    }

    static func strokeStyle(_ style: StrokeStyle) -> DisplayStrokeStyle {
        DisplayStrokeStyle(
            lineWidth: style.lineWidth,
            lineCap: lineCap(style.lineCap), lineJoin: lineJoin(style.lineJoin),
            miterLimit: style.miterLimit, dash: style.dash.map { Double($0) }, dashPhase: style.dashPhase)
    }

    private static func lineCap(_ cap: CGLineCap) -> DisplayStrokeStyle.LineCap {
        switch cap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }

    private static func lineJoin(_ join: CGLineJoin) -> DisplayStrokeStyle.LineJoin {
        switch join {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
