import Foundation
import WidgetryUI

/// What an HStack's or VStack's layout needs that no proposal changes: its arranged children, the spacing
/// between them and their layout priorities.
///
/// A stack is sized for several proposals in one pass (its parent probes it with 0, infinity and the real
/// length, and places it once more), and its children, their spacing preferences and their priorities are
/// the same for all of them. The pass computes this once per stack node (``LayoutPass/arrangement(of:axis:stack:)``)
/// and keeps it on the node for the rest of the pass, so a proposal allocates nothing of its own.
struct StackArrangement {
    /// The children the stack arranges (all but empty ones), with their indices in the node's children.
    let children: [(index: Int, node: LayoutNode)]
    /// The space between each child and the next: `children.count - 1` lengths.
    let spacings: [CGFloat]
    /// The spacings summed in order, as the stack subtracts them from the proposed length.
    let totalSpacing: CGFloat
    /// Each child's `layoutPriority`, in arranged order.
    let priorities: [Double]
    /// The distinct priorities, highest first: the order in which groups of children get their turn.
    let levels: [Double]

    init(children: [(index: Int, node: LayoutNode)], spacings: [CGFloat]) {
        self.children = children
        self.spacings = spacings
        totalSpacing = spacings.reduce(0, +)
        let priorities = children.map(\.node.layoutPriority)
        self.priorities = priorities
        // The distinct priorities, as `Set(priorities).sorted(by: >)` gives them, without the set.
        var levels: [Double] = []
        for priority in priorities where !levels.contains(priority) { levels.append(priority) }
        levels.sort(by: >)
        self.levels = levels
    }

    /// The number of arranged children.
    var count: Int { children.count }
}

extension LayoutPass {
    /// A stack node's arrangement, computed on first use and kept on the node for the rest of the pass.
    ///
    /// The children of a stack or grid row never change during a pass (only a geometry reader's do, and a reader
    /// is not a stack), so the arrangement stays valid.
    func arrangement(of node: LayoutNode, axis: Axis, stack: ResolvedStack) -> StackArrangement {
        if let cached = node.stackArrangement { return cached }
        let children = node.arrangedChildren
        let spacings = stackSpacings(children, axis: axis, spacing: stack.spacing)
        let arrangement = StackArrangement(children: children, spacings: spacings)
        node.stackArrangement = arrangement
        return arrangement
    }
}
