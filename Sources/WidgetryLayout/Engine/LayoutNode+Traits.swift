import Foundation
import WidgetryUI

extension LayoutNode {
    /// The layout priority a stack gives the node: the nearest `layoutPriority(_:)` through modifiers,
    /// `-infinity` for a spacer (spacers get what is left after every other view), else 0.
    var layoutPriority: Double {
        switch kind {
        case .modifier(.layoutPriority(let priority)): return priority
        case .spacer: return -.infinity
        case .modifier, .link, .button, .toggle, .control:
            return children.first?.layoutPriority ?? 0
        default: return 0
        }
    }

    /// Whether the node is a spacer seen through modifiers other than padding: stacks put no default
    /// spacing next to it.
    var isSpacer: Bool {
        switch kind {
        case .spacer: return true
        case .modifier(.padding): return false
        case .modifier: return children.first?.isSpacer ?? false
        default: return false
        }
    }

    /// The number of grid columns the node spans (`gridCellColumns(_:)`), 1 by default.
    var gridColumnSpan: Int {
        switch kind {
        case .modifier(.gridCellColumns(let count)): return max(1, count)
        case .modifier: return children.first?.gridColumnSpan ?? 1
        default: return 1
        }
    }

    /// The drawing order among siblings (`zIndex(_:)`), 0 by default.
    var zIndex: Double {
        switch kind {
        case .modifier(.zIndex(let value)): return value
        case .modifier: return children.first?.zIndex ?? 0
        default: return 0
        }
    }

    /// The children a stack arranges: all but empty ones, with their indices.
    var arrangedChildren: [(index: Int, node: LayoutNode)] {
        var arranged: [(index: Int, node: LayoutNode)] = []
        arranged.reserveCapacity(children.count)
        for (index, child) in children.enumerated() where !child.isEmpty { arranged.append((index, child)) }
        return arranged
    }
}
