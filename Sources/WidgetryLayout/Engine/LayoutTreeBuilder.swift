import Foundation
import WidgetryUI

/// Turns a resolved tree into a layout tree: built-in controls become the parts they are drawn with, and
/// each node learns the axis of the stack it sits in.
struct LayoutTreeBuilder {
    /// The time progress views that track a date interval are drawn for.
    var now: Date

    /// The layout tree of a resolved node, with stack axes assigned.
    func build(_ resolved: ResolvedNode) -> LayoutNode {
        let root = node(resolved)
        Self.assignStackAxes(root, axis: nil)
        return root
    }

    func node(_ resolved: ResolvedNode) -> LayoutNode {
        let traits = resolved.traits
        let children = resolved.children
        switch resolved.kind {
        case .empty: return LayoutNode(.empty, traits: traits)
        case .group:
            let stack = ResolvedStack(axis: .vertical, alignment: .center, spacing: nil)
            return LayoutNode(.stack(stack), children: children.map(node), traits: traits, displayName: "Group")
        case .text(let text): return LayoutNode(.text(text), traits: traits)
        case .image(let image): return LayoutNode(.image(image), traits: traits)
        case .shape(let shape): return LayoutNode(.shape(shape), traits: traits)
        case .paint(let paint): return LayoutNode(.paint(paint), traits: traits)
        case .spacer(let minLength): return LayoutNode(.spacer(minLength: minLength), traits: traits)
        case .divider(let paint): return LayoutNode(.divider(paint), traits: traits)
        case .accessoryWidgetBackground: return LayoutNode(.accessoryBackground, traits: traits)
        case .stack(let stack): return LayoutNode(.stack(stack), children: children.map(node), traits: traits)
        case .viewThatFits(let axes):
            return LayoutNode(.viewThatFits(axes), children: children.map(node), traits: traits)
        case .grid(let grid): return gridNode(grid, rows: children, traits: traits)
        case .gridRow(let alignment):
            return LayoutNode(.gridRow(alignment), children: children.map(node), traits: traits)
        case .lazyGrid(let grid): return LayoutNode(.lazyGrid(grid), children: children.map(node), traits: traits)
        case .geometryReader(let reader):
            return LayoutNode(.geometryReader(reader), children: children.map(node), traits: traits)
        case .modifier(let modifier):
            return LayoutNode(.modifier(modifier), children: children.map(node), traits: traits)
        case .link(let url): return LayoutNode(.link(url), children: children.map(node), traits: traits)
        case .gauge(let gauge):
            let parts = gaugeParts(gauge, slots: slots(children, count: 4), traits: traits)
            return LayoutNode(.control("Gauge(\(gauge.style))"), children: [parts], traits: traits)
        case .progress(let progress):
            let parts = progressParts(progress, slots: slots(children, count: 2), traits: traits)
            return LayoutNode(.control("ProgressView(\(progress.style))"), children: [parts], traits: traits)
        case .button(let button):
            let label = children.first.map(node) ?? LayoutNode(.empty, traits: traits)
            return LayoutNode(.button(button), children: [buttonBody(button, label: label)], traits: traits)
        case .toggle(let toggle):
            let label = children.first.map(node) ?? LayoutNode(.empty, traits: traits)
            return LayoutNode(.toggle(toggle), children: [toggleBody(toggle, label: label)], traits: traits)
        }
    }

    /// A control's label slots, padded with empty nodes to the expected count.
    private func slots(_ children: [ResolvedNode], count: Int) -> [ResolvedNode] {
        children + Array(repeating: ResolvedNode(.empty), count: max(0, count - children.count))
    }

    /// Gives every node the axis of the H/VStack it is laid out in, through modifiers and control wrappers.
    static func assignStackAxes(_ node: LayoutNode, axis: Axis?) {
        node.stackAxis = axis
        switch node.kind {
        case .stack(let stack):
            for child in node.children { assignStackAxes(child, axis: stack.axis) }
        case .gridRow:
            for child in node.children { assignStackAxes(child, axis: .horizontal) }
        case .modifier, .link, .button, .toggle:
            for (index, child) in node.children.enumerated() { assignStackAxes(child, axis: index == 0 ? axis : nil) }
        default:
            for child in node.children { assignStackAxes(child, axis: nil) }
        }
    }
}
