import Foundation
import WidgetryUI

/// Grid: columns as wide as their widest cell, rows as tall as their tallest, cells aligned inside.
///
/// Widths are distributed among columns as a stack distributes them among children (least flexible column
/// first, each offered the remaining width over the columns left), where a column's width for an offer is
/// the widest of its single-column cells; heights likewise among rows. Cells that span several columns
/// (`gridCellColumns(_:)`) and views outside a `GridRow` (which span all) take the width of what they span
/// without widening it. Spacing defaults to 8 points both ways. Cells align with the grid's alignment, or
/// the row's vertical alignment when it has one.
extension LayoutPass {
    struct GridLayout {
        var size: CGSize
        var placements: [ChildPlacement]
    }

    func gridLayout(_ node: LayoutNode, _ grid: ResolvedGrid, rows: [GridRowSpec], for proposal: ProposedViewSize)
        -> GridLayout
    {
        let hSpacing = grid.horizontalSpacing ?? options.defaultSpacing
        let vSpacing = grid.verticalSpacing ?? options.defaultSpacing
        // Each cell's first column and span.
        var columnOf: [Int: (first: Int, span: Int)] = [:]
        var columnCount = 0
        for row in rows where !row.spansAllColumns {
            var column = 0
            for index in row.cells where !node.children[index].isEmpty {
                let span = node.children[index].gridColumnSpan
                columnOf[index] = (column, span)
                column += span
            }
            columnCount = max(columnCount, column)
        }
        func columnWidth(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            columnOf.filter { $0.value.first == column && $0.value.span == 1 }.keys.sorted()
                .map { size(of: node.children[$0], for: ProposedViewSize(width: offer, height: nil)).width }
                .max() ?? 0
        }
        let widths = distribute(
            count: columnCount, proposal: proposal.width, spacing: hSpacing, length: columnWidth)
        let columnsWidth = widths.reduce(0, +) + hSpacing * CGFloat(max(0, columnCount - 1))
        func cellWidth(_ index: Int) -> CGFloat? {
            guard let (first, span) = columnOf[index] else { return columnCount > 0 ? columnsWidth : proposal.width }
            let last = min(first + span, columnCount)
            return widths[first..<last].reduce(0, +) + hSpacing * CGFloat(max(0, last - first - 1))
        }
        func rowHeight(_ row: Int, _ offer: CGFloat?) -> CGFloat {
            rows[row].cells.filter { !node.children[$0].isEmpty }
                .map { size(of: node.children[$0], for: ProposedViewSize(width: cellWidth($0), height: offer)).height }
                .max() ?? 0
        }
        let heights = distribute(count: rows.count, proposal: proposal.height, spacing: vSpacing, length: rowHeight)
        var totalWidth = columnsWidth
        if columnCount == 0 {
            totalWidth = rows.flatMap { $0.cells }.map { size(of: node.children[$0], for: proposal).width }.max() ?? 0
        }
        var placements: [ChildPlacement] = []
        var y: CGFloat = 0
        let columnStarts = widths.indices.map { column in
            widths[..<column].reduce(0, +) + hSpacing * CGFloat(column)
        }
        for (rowIndex, row) in rows.enumerated() {
            let alignment = Alignment(
                horizontal: grid.alignment.horizontal, vertical: row.alignment ?? grid.alignment.vertical)
            for index in row.cells where !node.children[index].isEmpty {
                let width = cellWidth(index) ?? totalWidth
                let box = CGSize(width: width, height: heights[rowIndex])
                let x = columnOf[index].map { columnStarts[$0.first] } ?? 0
                var placement = aligned(index, of: node, proposal: ProposedViewSize(box), in: box, alignment: alignment)
                placement.origin.x += x
                placement.origin.y += y
                placements.append(placement)
            }
            y += heights[rowIndex] + (rowIndex < rows.count - 1 ? vSpacing : 0)
        }
        return GridLayout(size: CGSize(width: totalWidth, height: y), placements: placements)
    }

    /// Lengths for `count` tracks sharing a proposed length, as a stack shares it: least flexible first,
    /// each offered what remains over the tracks left; ideal lengths when nothing is proposed.
    private func distribute(
        count: Int, proposal: CGFloat?, spacing: CGFloat, length: (Int, CGFloat?) -> CGFloat
    ) -> [CGFloat] {
        guard let proposal else { return (0..<count).map { length($0, nil) } }
        let flexibility = (0..<count).map { track -> CGFloat in
            let maximum = length(track, .infinity)
            let minimum = length(track, 0)
            return maximum.isInfinite && minimum.isInfinite ? 0 : maximum - minimum
        }
        let order = (0..<count).sorted {
            flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
        }
        var remaining = proposal - spacing * CGFloat(max(0, count - 1))
        var lengths = Array(repeating: CGFloat(0), count: count)
        for (offset, track) in order.enumerated() {
            let offer = max(0, remaining / CGFloat(count - offset))
            lengths[track] = length(track, offer)
            remaining = Self.subtracting(lengths[track], from: remaining)
        }
        return lengths
    }
}
