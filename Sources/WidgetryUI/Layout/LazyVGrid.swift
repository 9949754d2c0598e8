import Foundation

/// A container view that arranges its child views in a grid that grows vertically.
///
/// The columns are sized from `columns` (see ``GridItem``); the children fill each row from leading to
/// trailing, and each row is as tall as its tallest cell. Widgets don't scroll, so every child is created. For
/// example:
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 6) {
///     ForEach(entry.apps) { app in Image(app.icon).resizable().scaledToFit() }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    public typealias Body = Never

    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically.
    ///
    /// - Parameters:
    ///   - columns: The columns: their sizes, spacings and alignments.
    ///   - alignment: How cells align horizontally in their cell.
    ///   - spacing: The distance between rows; `nil` for the default.
    ///   - pinnedViews: Views to pin to the bounds of a scroll view; nothing scrolls in a widget.
    ///   - content: The cells.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }
}

extension LazyVGrid: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedLazyGrid(
            axis: .vertical, items: columns.map(ResolvedLazyGrid.Item.init),
            alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing, pinnedViews: pinnedViews)
        return [context.node(.lazyGrid(grid), Resolver.resolve(content, in: context))]
    }
}
