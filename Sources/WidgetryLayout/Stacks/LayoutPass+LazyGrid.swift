import Foundation
import WidgetryUI

/// `LazyVGrid` and `LazyHGrid`, as SwiftUI sizes them.
///
/// The items size the tracks (a vertical grid's columns, a horizontal grid's rows) across the grid: fixed items
/// take their length; what remains of the proposed length after them and the spacings between items is shared
/// among the flexible and adaptive items in order, each taking the remainder divided by the number still to
/// size, clamped to its bounds. An adaptive item fits as many tracks of at least its minimum (with its spacing
/// between them) as its share allows, at least one, and divides the share among them, each at most its
/// maximum. Cells fill the tracks in order, one line (a row of a vertical grid) after another; a line is as
/// thick as its thickest cell, each cell is proposed its track's length (and no length along the grid), and
/// aligned in its cell by its item's alignment, else the grid's. Offered no length across, a flexible or
/// adaptive item is as long as its cells' ideal length, clamped to its bounds, with one track.
extension LayoutPass {
    /// One column of a vertical lazy grid, or one row of a horizontal one.
    struct LazyGridTrack {
        var offset: CGFloat
        var length: CGFloat
        var alignment: Alignment?
    }

    /// A lazy grid's size and the placements of its cells for a proposal.
    func lazyGridLayout(_ node: LayoutNode, _ grid: ResolvedLazyGrid, for proposal: ProposedViewSize)
        -> (size: CGSize, placements: [ChildPlacement])
    {
        let along = grid.axis
        let across: Axis = along == .vertical ? .horizontal : .vertical
        let cells = node.arrangedChildren
        let tracks = lazyGridTracks(grid.items, available: proposal[across], cells: cells.map(\.node), across: across)
        var size = CGSize.zero
        size[across] = tracks.last.map { $0.offset + $0.length } ?? 0
        guard !tracks.isEmpty, !cells.isEmpty else { return (size, []) }
        let lineSpacing = grid.spacing ?? options.defaultSpacing
        var placements: [ChildPlacement] = []
        var offset: CGFloat = 0
        for start in stride(from: 0, to: cells.count, by: tracks.count) {
            let line = cells[start..<min(cells.count, start + tracks.count)]
            let proposals = line.indices.map {
                ProposedViewSize(major: nil, minor: tracks[$0 - start].length, axis: along)
            }
            let thickness =
                zip(line, proposals).map { cell, proposal in self.size(of: cell.node, for: proposal)[along] }.max() ?? 0
            for (position, cell) in line.enumerated() {
                let track = tracks[position]
                var box = CGSize.zero
                box[across] = track.length
                box[along] = thickness
                var placement = aligned(
                    cell.index, of: node, proposal: proposals[position], in: box,
                    alignment: track.alignment ?? grid.alignment)
                placement.origin[across] += track.offset
                placement.origin[along] += offset
                placements.append(placement)
            }
            offset += thickness + lineSpacing
        }
        size[along] = offset - lineSpacing
        return (size, placements)
    }

    /// The tracks the items make across a grid offered `available` points (`nil`: its ideal length).
    func lazyGridTracks(
        _ items: [ResolvedLazyGrid.Item], available: CGFloat?, cells: [LayoutNode], across: Axis
    ) -> [LazyGridTrack] {
        let lengths =
            available.map { lazyGridLengths(items, available: $0, cellCount: cells.count) }
            ?? idealLazyGridLengths(items, cells: cells, across: across)
        var tracks: [LazyGridTrack] = []
        var offset: CGFloat = 0
        for (index, item) in items.enumerated() {
            for (position, length) in lengths[index].enumerated() {
                if !tracks.isEmpty { offset += spacing(after: position == 0 ? items[index - 1] : item) }
                tracks.append(LazyGridTrack(offset: offset, length: length, alignment: item.alignment))
                offset += length
            }
        }
        return tracks
    }

    /// Each item's track lengths when the grid is offered a length across.
    private func lazyGridLengths(_ items: [ResolvedLazyGrid.Item], available: CGFloat, cellCount: Int)
        -> [[CGFloat]]
    {
        var remaining = available - items.dropLast().reduce(0) { $0 + spacing(after: $1) }
        var flexibleCount = 0
        for item in items {
            if case .fixed(let length) = item.size { remaining -= Self.length(length) } else { flexibleCount += 1 }
        }
        return items.map { item in
            switch item.size {
            case .fixed(let length):
                return [Self.length(length)]
            case .flexible(let minimum, let maximum):
                let length = Self.clamp(remaining / CGFloat(flexibleCount), minimum, maximum)
                remaining -= length
                flexibleCount -= 1
                return [length]
            case .adaptive(let minimum, let maximum):
                let share = max(0, remaining / CGFloat(flexibleCount))
                let gap = spacing(after: item)
                let count = Self.adaptiveCount(share: share, minimum: minimum, gap: gap, cellCount: cellCount)
                let length = Self.clamp((share - CGFloat(count - 1) * gap) / CGFloat(count), minimum, maximum)
                remaining -= length * CGFloat(count) + CGFloat(count - 1) * gap
                flexibleCount -= 1
                return Array(repeating: length, count: count)
            }
        }
    }

    /// Each item's track lengths when the grid is offered no length across: flexible and adaptive items take
    /// their cells' ideal length, clamped to their bounds, in one track each.
    private func idealLazyGridLengths(_ items: [ResolvedLazyGrid.Item], cells: [LayoutNode], across: Axis)
        -> [[CGFloat]]
    {
        items.enumerated().map { index, item in
            if case .fixed(let length) = item.size { return [Self.length(length)] }
            let ideal = stride(from: index, to: cells.count, by: items.count).map {
                size(of: cells[$0], for: .unspecified)[across]
            }
            switch item.size {
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                return [Self.clamp(ideal.max() ?? 0, minimum, maximum)]
            case .fixed(let length):
                return [Self.length(length)]
            }
        }
    }

    /// The spacing after an item: its own, else the platform's default.
    private func spacing(after item: ResolvedLazyGrid.Item) -> CGFloat {
        Self.length(item.spacing ?? options.defaultSpacing)
    }

    /// How many tracks of at least `minimum` fit in `share` with `gap` between them: at least one; as many as
    /// there are cells when the share is unbounded.
    private static func adaptiveCount(share: CGFloat, minimum: CGFloat, gap: CGFloat, cellCount: Int) -> Int {
        guard share.isFinite else { return max(1, cellCount) }
        let fitting = ((share + gap) / max(length(minimum) + gap, 1)).rounded(.down)
        // A grid only ever has so many columns worth drawing; the cap keeps absurd proposals cheap.
        return Int(min(max(1, fitting.isNaN ? 1 : fitting), 1000))
    }

    /// A length clamped to bounds; the minimum wins when the bounds cross, as SwiftUI's frames do.
    private static func clamp(_ value: CGFloat, _ minimum: CGFloat, _ maximum: CGFloat) -> CGFloat {
        let value = value.isNaN ? 0 : value
        return max(min(value, maximum.isNaN ? .infinity : maximum), length(minimum))
    }

    /// A length that can be laid out: negative and NaN lengths become 0.
    private static func length(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : max(0, value) }
}
