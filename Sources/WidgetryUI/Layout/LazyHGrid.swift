import Foundation

/// A container view that arranges its child views in a grid that grows horizontally.
///
/// The rows are sized from `rows` (see ``GridItem``); the children fill each column from top to bottom, and
/// each column is as wide as its widest cell. Widgets don't scroll, so every child is created. For example:
///
/// ```swift
/// LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))], spacing: 8) {
///     ForEach(entry.tags, id: \.self) { Text($0).font(.caption) }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    public typealias Body = Never

    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally.
    ///
    /// - Parameters:
    ///   - rows: The rows: their sizes, spacings and alignments.
    ///   - alignment: How cells align vertically in their cell.
    ///   - spacing: The distance between columns; `nil` for the default.
    ///   - pinnedViews: Views to pin to the bounds of a scroll view; nothing scrolls in a widget.
    ///   - content: The cells.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

extension LazyHGrid: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedLazyGrid(
            axis: .horizontal, items: rows.map(ResolvedLazyGrid.Item.init),
            alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing, pinnedViews: pinnedViews)
        return [context.node(.lazyGrid(grid), Resolver.resolve(content, in: context))]
    }
}
