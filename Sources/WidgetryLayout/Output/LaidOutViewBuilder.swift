import Foundation
import WidgetryUI

/// The laid-out tree for the dump: each placed node named as the view it is, `id(_:)` folded into the view
/// it marks.
enum LaidOutViewBuilder {
    static func view(_ placed: PlacedView, pass: LayoutPass) -> LaidOutView {
        let children = placed.children.map { view($0, pass: pass) }
        if let id = placed.node.identity, children.count == 1 {
            var child = children[0]
            child.id = id
            child.role = placed.role ?? child.role
            return child
        }
        let (kind, detail) = describe(placed, pass: pass)
        return LaidOutView(kind: kind, detail: detail, frame: placed.frame, role: placed.role, children: children)
    }

    private static func describe(_ placed: PlacedView, pass: LayoutPass) -> (String, String) {
        let node = placed.node
        switch node.kind {
        case .empty: return ("Empty", "")
        case .text(let text):
            let layout = pass.textLayout(of: node, text, for: placed.proposal)
            var detail = "\"\(layout.built.paragraph.string)\" lines: \(layout.measurement.lineCount)"
            if layout.measurement.isTruncated { detail += " truncated" }
            if layout.scale < 1 { detail += " scale: \(LayoutFormat.number(layout.scale))" }
            return ("Text", detail)
        case .image(let image): return ("Image", image.source.description + (image.isResizable ? " resizable" : ""))
        case .shape(let shape): return (shapeName(shape.geometry.kind), "")
        case .paint(let paint): return ("Paint", paint.description)
        case .accessoryBackground: return ("AccessoryWidgetBackground", "")
        case .spacer(let minLength): return ("Spacer", minLength.map { "minLength: \(LayoutFormat.number($0))" } ?? "")
        case .divider: return ("Divider", "")
        case .stack(let stack):
            if let name = node.displayName { return (name, "") }
            let name = stack.axis == .horizontal ? "HStack" : stack.axis == .vertical ? "VStack" : "ZStack"
            return ((stack.isLazy ? "Lazy" : "") + name, "")
        case .viewThatFits(let axes): return ("ViewThatFits", "in: \(axes)")
        case .grid: return ("Grid", "")
        case .gridRow: return ("GridRow", "")
        case .lazyGrid(let grid): return (grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid", "")
        case .geometryReader: return ("GeometryReader", "")
        case .modifier(let modifier): return ModifierNames.describe(modifier)
        case .link(let url): return ("Link", url.absoluteString)
        case .button(let button): return ("Button", "\(button.style)")
        case .toggle(let toggle): return ("Toggle", "\(toggle.style) \(toggle.isOn ? "on" : "off")")
        case .control(let name): return (name, "")
        case .graphic(let graphic): return (graphic.name, "")
        }
    }

    private static func shapeName(_ kind: ResolvedShapeGeometry.Kind) -> String {
        switch kind {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .ellipse: "Ellipse"
        case .capsule: "Capsule"
        case .containerRelative: "ContainerRelativeShape"
        case .path: "Path"
        case .custom(let shape): shape.typeName
        }
    }
}
