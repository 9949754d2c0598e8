import Foundation
import WidgetryDisplayList
import WidgetryIntents
import WidgetryUI

/// Turns a placed tree into display items, hit regions and the container background layer.
///
/// Items are emitted back to front: a parent's own drawing, then its children in order (a stack's by
/// `zIndex`, then order), backgrounds before and overlays after their content. Drawing effects become groups
/// (`offset`, `rotationEffect` and `scaleEffect` transforms, `opacity`, `clipShape`, `shadow`), and a change
/// of traits (accent group, privacy, redaction, invalidation) becomes a group with semantic tags. Links,
/// buttons with intents and toggles with intents add hit regions over their frames (mapped by the transforms
/// around them); inner and later regions get higher z-indices so they win over the ones they sit in.
final class DisplayListBuilder {
    struct Context {
        /// Maps the current group's coordinates to the widget's.
        var transform: DisplayTransform
        var traits: ResolvedTraits
        var container: ContainerOutline
        /// Whether the view is in a right-to-left layout: its offsets run leftwards and built-in controls
        /// (bars, rings, switches) are drawn mirrored, filling from the right.
        var isRightToLeft = false
    }

    let pass: LayoutPass
    private(set) var regions: [HitRegion] = []
    private(set) var backgroundItems: [DisplayItem]?
    private(set) var widgetURL: URL?

    init(pass: LayoutPass) { self.pass = pass }

    func items(for view: PlacedView, in parent: Context) -> [DisplayItem] {
        var context = parent
        context.traits = view.node.traits
        let items = kindItems(view, context: &context)
        guard view.node.traits != parent.traits, !items.isEmpty else { return items }
        let semantics = Self.semantics(view.node.traits, parent: parent.traits)
        return [.group(DisplayGroup(items: items, semantics: semantics))]
    }

    func childItems(_ view: PlacedView, _ context: Context) -> [DisplayItem] {
        view.children.flatMap { items(for: $0, in: context) }
    }

    private func kindItems(_ view: PlacedView, context: inout Context) -> [DisplayItem] {
        let frame = view.frame
        switch view.node.kind {
        case .empty, .spacer:
            return []
        case .text(let text):
            return textItems(view, text)
        case .image(let image):
            return [imageItem(image, frame: frame)]
        case .shape(let shape):
            return shapeItems(shape, frame: frame, container: context.container)
        case .paint(let paint):
            return [.fill(DisplayFill(shape: .rect, frame: frame, paint: PaintConversion.paint(paint)))]
        case .accessoryBackground:
            let shape = context.container.relativeShape(in: frame)
            return [
                .fill(DisplayFill(shape: shape, frame: frame, paint: .color(DisplayColor(white: 0.5, opacity: 0.35))))
            ]
        case .divider(let paint):
            return [.fill(DisplayFill(shape: .rect, frame: frame, paint: PaintConversion.paint(paint)))]
        case .graphic(let graphic):
            let drawn = GraphicDrawing.items(graphic, in: frame)
            guard context.isRightToLeft else { return drawn }
            let mirror = DisplayTransform.scale(x: -1, y: 1, anchor: CGPoint(x: frame.midX, y: frame.midY))
            return [.group(DisplayGroup(items: drawn, transform: mirror))]
        case .stack, .grid, .gridRow, .viewThatFits, .lazyGrid, .geometryReader:
            let ordered = view.children.enumerated().sorted { lhs, rhs in
                let (left, right) = (lhs.element.node.zIndex, rhs.element.node.zIndex)
                return left < right || (left == right && lhs.offset < rhs.offset)
            }
            return ordered.flatMap { items(for: $0.element, in: context) }
        case .control:
            return childItems(view, context)
        case .link(let url):
            addRegion(frame, .openURL(url, source: .link), context)
            return childItems(view, context)
        case .button(let button):
            if case .intent(let intent) = button.action { addRegion(frame, .button(Self.invocation(intent)), context) }
            return childItems(view, context)
        case .toggle(let toggle):
            if let intent = toggle.intent {
                addRegion(frame, .toggle(Self.invocation(intent), isOn: toggle.isOn), context)
            }
            return childItems(view, context)
        case .modifier(let modifier):
            return modifierItems(view, modifier, context: &context)
        }
    }

    func addRegion(_ frame: CGRect, _ action: HitAction, _ context: Context) {
        regions.append(HitRegion(frame: context.transform.apply(to: frame), action: action, zIndex: regions.count + 1))
    }

    func setBackground(_ items: [DisplayItem]) {
        if backgroundItems == nil { backgroundItems = items }
    }

    func setWidgetURL(_ url: URL) {
        if widgetURL == nil { widgetURL = url }
    }

    static func invocation(_ intent: AnyAppIntent) -> IntentInvocation {
        IntentInvocation(type: intent.typeName, parameters: json(intent.parameters))
    }
}
