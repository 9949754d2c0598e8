import Foundation
import WidgetryUI

/// HStack and VStack: SwiftUI's stack algorithm.
///
/// Along the stack's axis, the stack subtracts the spacing from the proposed length, then offers the rest to
/// its children in order of `layoutPriority` (highest first; spacers last). Before a priority group gets its
/// turn, the minimum lengths of all lower-priority children are set aside. Within a group, the least flexible
/// child (smallest difference between its lengths for proposals of infinity and of 0) goes first, and each
/// child is offered the remaining length divided by the number of children still to place. Across the axis,
/// every child gets the stack's proposal; children are lined up on the stack's alignment guide and the stack
/// is as tall (or wide) as the union of their frames. With no proposed length the stack proposes `nil` and
/// sums the ideal lengths.
extension LayoutPass {
    /// The sizes a stack's children choose and the proposals they got, in arranged order.
    struct StackSizes {
        var children: [(index: Int, node: LayoutNode)]
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var spacings: [CGFloat]
    }

    func stackSizes(_ node: LayoutNode, axis: Axis, stack: ResolvedStack, for proposal: ProposedViewSize)
        -> StackSizes
    {
        let children = node.arrangedChildren
        let spacings = stackSpacings(children.map(\.node), axis: axis, spacing: stack.spacing)
        let minor = proposal[axis.cross]
        guard let major = proposal[axis] else {
            let proposals = children.map { _ in ProposedViewSize(major: nil, minor: minor, axis: axis) }
            let sizes = zip(children, proposals).map { size(of: $0.node, for: $1) }
            return StackSizes(children: children, proposals: proposals, sizes: sizes, spacings: spacings)
        }
        let nodes = children.map(\.node)
        let minima = nodes.map { size(of: $0, for: ProposedViewSize(major: 0, minor: minor, axis: axis))[axis] }
        let maxima = nodes.map { size(of: $0, for: ProposedViewSize(major: .infinity, minor: minor, axis: axis))[axis] }
        let flexibility = zip(minima, maxima).map { minimum, maximum in
            maximum.isInfinite && minimum.isInfinite ? 0 : maximum - minimum
        }
        let priorities = nodes.map(\.layoutPriority)
        var proposals = nodes.map { _ in ProposedViewSize(major: 0, minor: minor, axis: axis) }
        var sizes = Array(repeating: CGSize.zero, count: nodes.count)
        var remaining = major - spacings.reduce(0, +)
        for priority in Set(priorities).sorted(by: >) {
            let group = nodes.indices.filter { priorities[$0] == priority }
                .sorted { flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1) }
            let reserved = nodes.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minima[$1] }
            var available = Self.subtracting(reserved, from: remaining)
            for (offset, index) in group.enumerated() {
                let offer = max(0, available / CGFloat(group.count - offset))
                proposals[index] = ProposedViewSize(major: offer, minor: minor, axis: axis)
                sizes[index] = size(of: nodes[index], for: proposals[index])
                available = Self.subtracting(sizes[index][axis], from: available)
                remaining = Self.subtracting(sizes[index][axis], from: remaining)
            }
        }
        return StackSizes(children: children, proposals: proposals, sizes: sizes, spacings: spacings)
    }

    func stackSize(_ node: LayoutNode, axis: Axis, stack: ResolvedStack, for proposal: ProposedViewSize) -> CGSize {
        let sizes = stackSizes(node, axis: axis, stack: stack, for: proposal)
        let major = sizes.sizes.reduce(0) { $0 + $1[axis] } + sizes.spacings.reduce(0, +)
        let minor = crossOffsets(sizes, node: node, axis: axis, stack: stack).extent
        return CGSize(major: major, minor: lazyCrossLength(minor, stack: stack, axis: axis, proposal), axis: axis)
    }

    /// A lazy stack takes the whole proposed length across its axis (a `LazyVStack` is as wide as it is offered,
    /// where a `VStack` hugs its widest child); with no finite proposal it hugs its children too.
    private func lazyCrossLength(_ extent: CGFloat, stack: ResolvedStack, axis: Axis, _ proposal: ProposedViewSize)
        -> CGFloat
    {
        guard stack.isLazy, let offered = proposal[axis.cross], offered.isFinite else { return extent }
        return max(extent, offered)
    }

    /// Where a lazy stack's children, lined up, sit within its full cross length: by the stack's alignment.
    private func lazyCrossShift(_ extent: CGFloat, stack: ResolvedStack, axis: Axis, _ proposal: ProposedViewSize)
        -> CGFloat
    {
        let free = lazyCrossLength(extent, stack: stack, axis: axis, proposal) - extent
        guard free > 0 else { return 0 }
        if axis == .vertical {
            switch stack.alignment.horizontal {
            case .leading: return 0
            case .trailing: return free
            default: return free / 2
            }
        }
        switch stack.alignment.vertical {
        case .top: return 0
        case .bottom: return free
        default: return free / 2
        }
    }

    func stackPlacements(_ node: LayoutNode, axis: Axis, stack: ResolvedStack, for proposal: ProposedViewSize)
        -> [ChildPlacement]
    {
        let sizes = stackSizes(node, axis: axis, stack: stack, for: proposal)
        let lined = crossOffsets(sizes, node: node, axis: axis, stack: stack)
        let shift = lazyCrossShift(lined.extent, stack: stack, axis: axis, proposal)
        let cross = lined.offsets.map { $0 + shift }
        var position: CGFloat = 0
        var result: [ChildPlacement] = []
        for (offset, child) in sizes.children.enumerated() {
            if offset > 0 { position += sizes.spacings[offset - 1] }
            let origin = CGPoint(major: position, minor: cross[offset], axis: axis)
            result.append(
                ChildPlacement(
                    index: child.index, proposal: sizes.proposals[offset], origin: origin, size: sizes.sizes[offset]))
            position += sizes.sizes[offset][axis]
        }
        return result
    }

    /// Where children go across the axis so their guides line up, and the extent of their union.
    private func crossOffsets(_ sizes: StackSizes, node: LayoutNode, axis: Axis, stack: ResolvedStack)
        -> (offsets: [CGFloat], extent: CGFloat)
    {
        let key = axis == .horizontal ? stack.alignment.vertical.key : stack.alignment.horizontal.key
        let guides = sizes.children.indices.map { offset in
            alignmentValue(
                of: sizes.children[offset].node, key, for: sizes.proposals[offset], size: sizes.sizes[offset])
        }
        return Self.lineUp(guides: guides, lengths: sizes.sizes.map { $0[axis.cross] })
    }

    /// Offsets that put every guide on one line, shifted so the union starts at 0, and the union's length.
    static func lineUp(guides: [CGFloat], lengths: [CGFloat]) -> (offsets: [CGFloat], extent: CGFloat) {
        guard let line = guides.max() else { return ([], 0) }
        let raw = guides.map { line - $0 }
        let start = raw.min() ?? 0
        let offsets = raw.map { $0 - start }
        let extent = zip(offsets, lengths).map { $0 + $1 }.max() ?? 0
        return (offsets, extent)
    }

    /// `value - amount`, keeping infinite values infinite.
    static func subtracting(_ amount: CGFloat, from value: CGFloat) -> CGFloat {
        value.isInfinite ? value : value - amount
    }

    /// A grid row laid out on its own: an HStack with the row's alignment.
    func gridRowStack(_ node: LayoutNode) -> ResolvedStack {
        guard case .gridRow(let alignment) = node.kind else {
            return ResolvedStack(axis: .horizontal, alignment: .center, spacing: nil)
        }
        return ResolvedStack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center), spacing: nil)
    }
}
