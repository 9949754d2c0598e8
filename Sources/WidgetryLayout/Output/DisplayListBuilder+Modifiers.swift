import Foundation
import WidgetryDisplayList
import WidgetryUI

/// The drawing of modifiers: effects become groups, widget modifiers feed the background layer, the widget
/// URL and the container shape.
extension DisplayListBuilder {
    func modifierItems(_ view: PlacedView, _ modifier: ResolvedModifier, context: inout Context) -> [DisplayItem] {
        let frame = view.frame
        let content = view.children.filter { $0.role == nil }
        let secondary = view.children.filter { $0.role != nil }
        func contentItems(_ context: Context) -> [DisplayItem] { content.flatMap { items(for: $0, in: context) } }
        func secondaryItems(_ context: Context) -> [DisplayItem] { secondary.flatMap { items(for: $0, in: context) } }
        switch modifier {
        case .hidden:
            return []
        case .overlay:
            return contentItems(context) + secondaryItems(context)
        case .background:
            return secondaryItems(context) + contentItems(context)
        case .mask:
            let drawn = contentItems(context)
            guard let clip = secondary.first.flatMap({ maskClip($0, container: context.container) }) else {
                return drawn
            }
            return [.group(DisplayGroup(items: drawn, clip: clip))]
        case .opacity(let opacity):
            return [.group(DisplayGroup(items: contentItems(context), opacity: opacity))]
        case .clipShape(let geometry, let style):
            let fitted = ShapeConversion.fit(geometry, in: frame, container: context.container)
            let clip = DisplayClip(shape: fitted.shape, frame: fitted.frame, isEvenOdd: style.isEOFilled)
            return [.group(DisplayGroup(items: contentItems(context), clip: clip))]
        case .shadow(let shadow):
            let display = DisplayShadow(
                color: PaintConversion.color(shadow.color), radius: shadow.radius, x: shadow.x, y: shadow.y)
            return [.group(DisplayGroup(items: contentItems(context), shadow: display))]
        case .offset(let offset):
            // Offsets are in the layout's direction: a positive x moves towards the trailing edge.
            let x = context.isRightToLeft ? -offset.width : offset.width
            return transformed(.translation(x: x, y: offset.height), contentItems, context: context)
        case .rotation(let angle, let anchor):
            return transformed(
                .rotation(radians: angle.radians, anchor: Self.point(anchor, in: frame)), contentItems,
                context: context)
        case .scale(let scale, let anchor):
            return transformed(
                .scale(x: scale.width, y: scale.height, anchor: Self.point(anchor, in: frame)), contentItems,
                context: context)
        case .blur(let radius, _):
            var group = DisplayGroup(items: contentItems(context))
            if radius > 0, radius.isFinite { group.blurRadius = radius }
            return [.group(group)]
        case .blendMode(let mode):
            let blend = DisplayBlendMode(rawValue: mode.rawValue) ?? .normal
            return [.group(DisplayGroup(items: contentItems(context), blendMode: blend))]
        case .linearTransform(let a, let b, let c, let d, let anchor):
            return transformed(
                .linear(a: a, b: b, c: c, d: d, anchor: Self.point(anchor, in: frame)), contentItems, context: context)
        case .grayscale, .saturation, .brightness, .contrast, .colorMultiply, .hueRotation, .colorInvert,
            .luminanceToAlpha:
            let drawn = contentItems(context)
            return ColorFilter(modifier).map { $0.apply(drawn) } ?? drawn
        case .containerShape(let geometry):
            var inner = context
            inner.container = ContainerOutline(
                shape: ShapeConversion.shape(geometry.kind, frame: frame, container: context.container), frame: frame)
            return contentItems(inner)
        case .layoutDirection(let direction):
            var inner = context
            inner.isRightToLeft = direction == .rightToLeft
            return contentItems(inner)
        case .widgetURL(let url):
            if let url { setWidgetURL(url) }
            return contentItems(context)
        case .containerBackground:
            var widgetSpace = context
            widgetSpace.transform = .identity
            setBackground(secondaryItems(widgetSpace))
            return contentItems(context)
        case .activityBackgroundTint(let color):
            if let color {
                let bounds = CGRect(origin: .zero, size: pass.container.size)
                setBackground([
                    .fill(DisplayFill(shape: .rect, frame: bounds, paint: .color(PaintConversion.color(color))))
                ])
            }
            return contentItems(context)
        default:
            return contentItems(context)
        }
    }

    /// Items drawn through a transform, with hit regions inside mapped by it.
    private func transformed(
        _ transform: DisplayTransform, _ make: (Context) -> [DisplayItem], context: Context
    ) -> [DisplayItem] {
        var inner = context
        inner.transform = transform.concatenating(context.transform)
        return [.group(DisplayGroup(items: make(inner), transform: transform))]
    }

    /// A mask drawn by a shape or a solid style becomes a clip to that shape; other masks are not supported
    /// by display lists and leave the content unmasked.
    private func maskClip(_ mask: PlacedView, container: ContainerOutline) -> DisplayClip? {
        switch mask.node.kind {
        case .shape(let shape):
            let fitted = ShapeConversion.fit(shape.geometry, in: mask.frame, container: container)
            return DisplayClip(shape: fitted.shape, frame: fitted.frame)
        case .paint:
            return DisplayClip(shape: .rect, frame: mask.frame)
        case .modifier:
            return mask.children.first { $0.role == nil }.flatMap { maskClip($0, container: container) }
        default:
            return nil
        }
    }

    static func point(_ unit: UnitPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }
}
