import Foundation
import WidgetryUI

/// ZStack: every child gets the stack's proposal; children are lined up on the stack's alignment in both
/// axes and the stack is the size of their union. Later children draw in front unless `zIndex` says otherwise.
extension LayoutPass {
    /// A ZStack's arranged children, computed on first use and kept on the node for the rest of the pass, as an
    /// HStack's or VStack's ``StackArrangement`` is (a ZStack has no spacing between children).
    private func zStackArrangement(of node: LayoutNode) -> StackArrangement {
        if let cached = node.stackArrangement { return cached }
        let arrangement = StackArrangement(children: node.arrangedChildren, spacings: [])
        node.stackArrangement = arrangement
        return arrangement
    }

    /// Sizes a ZStack's children for a proposal and lines them up, handing their sizes, their offsets in each axis
    /// and the stack's size to `body`.
    ///
    /// The buffers live on the stack for the duration of `body`, so laying a ZStack out for a proposal allocates
    /// nothing of its own.
    private func withZStackLayout<Result>(
        _ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize,
        _ body: (
            StackArrangement, UnsafeMutableBufferPointer<CGSize>, UnsafeMutableBufferPointer<CGFloat>,
            UnsafeMutableBufferPointer<CGFloat>, CGSize
        ) -> Result
    ) -> Result {
        let arrangement = zStackArrangement(of: node)
        let children = arrangement.children
        let count = arrangement.count
        return withUnsafeTemporaryAllocation(of: CGSize.self, capacity: count) { sizes in
            for offset in 0..<count {
                sizes.initializeElement(at: offset, to: size(of: children[offset].node, for: proposal))
            }
            return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { horizontal in
                withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { vertical in
                    for offset in 0..<count {
                        horizontal.initializeElement(
                            at: offset,
                            to: alignmentValue(
                                of: children[offset].node, stack.alignment.horizontal.key, for: proposal,
                                size: sizes[offset]))
                    }
                    let width = Self.lineUp(horizontal) { sizes[$0].width }
                    for offset in 0..<count {
                        vertical.initializeElement(
                            at: offset,
                            to: alignmentValue(
                                of: children[offset].node, stack.alignment.vertical.key, for: proposal,
                                size: sizes[offset]))
                    }
                    let height = Self.lineUp(vertical) { sizes[$0].height }
                    return body(arrangement, sizes, horizontal, vertical, CGSize(width: width, height: height))
                }
            }
        }
    }

    func zStackSize(_ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize) -> CGSize {
        withZStackLayout(node, stack, for: proposal) { $4 }
    }

    func zStackPlacements(_ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize)
        -> [ChildPlacement]
    {
        withZStackLayout(node, stack, for: proposal) { arrangement, sizes, horizontal, vertical, _ in
            var placements: [ChildPlacement] = []
            placements.reserveCapacity(arrangement.count)
            for (offset, child) in arrangement.children.enumerated() {
                placements.append(
                    ChildPlacement(
                        index: child.index, proposal: proposal,
                        origin: CGPoint(x: horizontal[offset], y: vertical[offset]), size: sizes[offset]))
            }
            return placements
        }
    }
}
