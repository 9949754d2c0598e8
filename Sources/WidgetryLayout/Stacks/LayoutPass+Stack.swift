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
    /// Sizes a stack's children for a proposal and hands their proposals and sizes, in arranged order, to `body`.
    ///
    /// The buffers live on the stack for the duration of `body` (nested stacks each get their own), so sizing a
    /// stack for a proposal allocates nothing; what does not depend on the proposal comes from the node's
    /// ``StackArrangement``.
    func withStackSizes<Result>(
        _ node: LayoutNode, axis: Axis, stack: ResolvedStack, for proposal: ProposedViewSize,
        _ body: (
            StackArrangement, UnsafeMutableBufferPointer<ProposedViewSize>, UnsafeMutableBufferPointer<CGSize>
        ) -> Result
    ) -> Result {
        let arrangement = arrangement(of: node, axis: axis, stack: stack)
        let count = arrangement.count
        let minor = proposal[axis.cross]
        return withUnsafeTemporaryAllocation(of: ProposedViewSize.self, capacity: count) { proposals in
            withUnsafeTemporaryAllocation(of: CGSize.self, capacity: count) { sizes in
                guard let major = proposal[axis] else {
                    for offset in 0..<count {
                        proposals.initializeElement(
                            at: offset, to: ProposedViewSize(major: nil, minor: minor, axis: axis))
                    }
                    for offset in 0..<count {
                        sizes.initializeElement(
                            at: offset, to: size(of: arrangement.children[offset].node, for: proposals[offset]))
                    }
                    return body(arrangement, proposals, sizes)
                }
                for offset in 0..<count {
                    proposals.initializeElement(at: offset, to: ProposedViewSize(major: 0, minor: minor, axis: axis))
                    sizes.initializeElement(at: offset, to: .zero)
                }
                distribute(major, minor: minor, axis: axis, arrangement, proposals, sizes)
                return body(arrangement, proposals, sizes)
            }
        }
    }

    /// SwiftUI's distribution of a proposed length among a stack's children (see the type's description): fills
    /// `proposals` and `sizes`, which start as proposals of 0 and zero sizes.
    private func distribute(
        _ major: CGFloat, minor: CGFloat?, axis: Axis, _ arrangement: StackArrangement,
        _ proposals: UnsafeMutableBufferPointer<ProposedViewSize>, _ sizes: UnsafeMutableBufferPointer<CGSize>
    ) {
        let count = arrangement.count
        let children = arrangement.children
        let priorities = arrangement.priorities
        withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { minima in
            withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: count) { flexibility in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { group in
                    for offset in 0..<count {
                        let proposal = ProposedViewSize(major: 0, minor: minor, axis: axis)
                        minima.initializeElement(at: offset, to: size(of: children[offset].node, for: proposal)[axis])
                    }
                    for offset in 0..<count {
                        let proposal = ProposedViewSize(major: .infinity, minor: minor, axis: axis)
                        let maximum = size(of: children[offset].node, for: proposal)[axis]
                        let minimum = minima[offset]
                        flexibility.initializeElement(
                            at: offset, to: maximum.isInfinite && minimum.isInfinite ? 0 : maximum - minimum)
                    }
                    var remaining = major - arrangement.totalSpacing
                    for priority in arrangement.levels {
                        // The group, least flexible first (ties in arranged order): an insertion sort, as groups
                        // are small and the order is total.
                        var members = 0
                        var reserved: CGFloat = 0
                        for offset in 0..<count {
                            if priorities[offset] < priority { reserved += minima[offset] }
                            guard priorities[offset] == priority else { continue }
                            var slot = members
                            while slot > 0, flexibility[offset] < flexibility[group[slot - 1]] {
                                group[slot] = group[slot - 1]
                                slot -= 1
                            }
                            group[slot] = offset
                            members += 1
                        }
                        var available = Self.subtracting(reserved, from: remaining)
                        for position in 0..<members {
                            let index = group[position]
                            let offer = max(0, available / CGFloat(members - position))
                            proposals[index] = ProposedViewSize(major: offer, minor: minor, axis: axis)
                            sizes[index] = size(of: children[index].node, for: proposals[index])
                            available = Self.subtracting(sizes[index][axis], from: available)
                            remaining = Self.subtracting(sizes[index][axis], from: remaining)
                        }
                    }
                }
            }
        }
    }

    func stackSize(_ node: LayoutNode, axis: Axis, stack: ResolvedStack, for proposal: ProposedViewSize) -> CGSize {
        withStackSizes(node, axis: axis, stack: stack, for: proposal) { arrangement, proposals, sizes in
            let major = sizes.reduce(0) { $0 + $1[axis] } + arrangement.totalSpacing
            let minor = withCrossOffsets(arrangement, proposals, sizes, axis: axis, stack: stack) { $1 }
            return CGSize(major: major, minor: lazyCrossLength(minor, stack: stack, axis: axis, proposal), axis: axis)
        }
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
        withStackSizes(node, axis: axis, stack: stack, for: proposal) { arrangement, proposals, sizes in
            withCrossOffsets(arrangement, proposals, sizes, axis: axis, stack: stack) { offsets, extent in
                let shift = lazyCrossShift(extent, stack: stack, axis: axis, proposal)
                var position: CGFloat = 0
                var result: [ChildPlacement] = []
                result.reserveCapacity(arrangement.count)
                for (offset, child) in arrangement.children.enumerated() {
                    if offset > 0 { position += arrangement.spacings[offset - 1] }
                    let origin = CGPoint(major: position, minor: offsets[offset] + shift, axis: axis)
                    result.append(
                        ChildPlacement(
                            index: child.index, proposal: proposals[offset], origin: origin, size: sizes[offset]))
                    position += sizes[offset][axis]
                }
                return result
            }
        }
    }

    /// Where children go across the axis so their guides line up, and the extent of their union, handed to `body`.
    private func withCrossOffsets<Result>(
        _ arrangement: StackArrangement, _ proposals: UnsafeMutableBufferPointer<ProposedViewSize>,
        _ sizes: UnsafeMutableBufferPointer<CGSize>, axis: Axis, stack: ResolvedStack,
        _ body: (UnsafeMutableBufferPointer<CGFloat>, CGFloat) -> Result
    ) -> Result {
        let key = axis == .horizontal ? stack.alignment.vertical.key : stack.alignment.horizontal.key
        return withUnsafeTemporaryAllocation(of: CGFloat.self, capacity: arrangement.count) { offsets in
            for offset in 0..<arrangement.count {
                offsets.initializeElement(
                    at: offset,
                    to: alignmentValue(
                        of: arrangement.children[offset].node, key, for: proposals[offset], size: sizes[offset]))
            }
            let extent = Self.lineUp(offsets) { sizes[$0][axis.cross] }
            return body(offsets, extent)
        }
    }

    /// Turns guides into the offsets that put them on one line, shifted so the union starts at 0, in place, and
    /// returns the union's length (0 with no children).
    static func lineUp(_ guides: UnsafeMutableBufferPointer<CGFloat>, length: (Int) -> CGFloat) -> CGFloat {
        guard !guides.isEmpty else { return 0 }
        var line = guides[0]
        for guide in guides.dropFirst() where line < guide { line = guide }
        var start = line - guides[0]
        for index in guides.indices {
            guides[index] = line - guides[index]
            if guides[index] < start { start = guides[index] }
        }
        var extent = -CGFloat.infinity
        for index in guides.indices {
            guides[index] -= start
            let end = guides[index] + length(index)
            if index == 0 || extent < end { extent = end }
        }
        return extent
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
