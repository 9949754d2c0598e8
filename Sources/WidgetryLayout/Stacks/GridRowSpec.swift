import Foundation
import WidgetryUI

/// One row of a grid: the range of the grid's children that are its cells, and its vertical alignment.
struct GridRowSpec {
    /// The row's cells, as indices into the grid node's children.
    var cells: Range<Int>
    /// The row's own vertical alignment (`GridRow(alignment:)`), overriding the grid's.
    var alignment: VerticalAlignment?
    /// Whether the row is a single view outside any `GridRow`, which spans every column.
    var spansAllColumns: Bool
}

extension LayoutTreeBuilder {
    /// A grid node whose children are the cells of its rows, flattened.
    func gridNode(_ grid: ResolvedGrid, rows: [ResolvedNode], traits: ResolvedTraits) -> LayoutNode {
        var cells: [LayoutNode] = []
        var specs: [GridRowSpec] = []
        for row in rows {
            let start = cells.count
            if case .gridRow(let alignment) = row.kind {
                cells += row.children.map(node)
                specs.append(GridRowSpec(cells: start..<cells.count, alignment: alignment, spansAllColumns: false))
            } else {
                cells.append(node(row))
                specs.append(GridRowSpec(cells: start..<cells.count, alignment: nil, spansAllColumns: true))
            }
        }
        return LayoutNode(.grid(grid, rows: specs), children: cells, traits: traits)
    }
}
