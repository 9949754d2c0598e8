import Foundation
import WidgetryUI

/// ZStack: every child gets the stack's proposal; children are lined up on the stack's alignment in both
/// axes and the stack is the size of their union. Later children draw in front unless `zIndex` says otherwise.
extension LayoutPass {
    private func zStackLayout(_ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize)
        -> (placements: [ChildPlacement], size: CGSize)
    {
        let children = node.arrangedChildren
        let sizes = children.map { size(of: $0.node, for: proposal) }
        let horizontal = Self.lineUp(
            guides: children.indices.map {
                alignmentValue(of: children[$0].node, stack.alignment.horizontal.key, for: proposal, size: sizes[$0])
            }, lengths: sizes.map(\.width))
        let vertical = Self.lineUp(
            guides: children.indices.map {
                alignmentValue(of: children[$0].node, stack.alignment.vertical.key, for: proposal, size: sizes[$0])
            }, lengths: sizes.map(\.height))
        let placements = children.indices.map { offset in
            ChildPlacement(
                index: children[offset].index, proposal: proposal,
                origin: CGPoint(x: horizontal.offsets[offset], y: vertical.offsets[offset]), size: sizes[offset])
        }
        return (placements, CGSize(width: horizontal.extent, height: vertical.extent))
    }

    func zStackSize(_ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize) -> CGSize {
        zStackLayout(node, stack, for: proposal).size
    }

    func zStackPlacements(_ node: LayoutNode, _ stack: ResolvedStack, for proposal: ProposedViewSize)
        -> [ChildPlacement]
    {
        zStackLayout(node, stack, for: proposal).placements
    }
}
