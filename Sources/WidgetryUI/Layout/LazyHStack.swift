import Foundation

/// A view that arranges its children in a horizontal line, created as they scroll into view.
///
/// Widgets don't scroll, so it resolves like an ``HStack`` marked lazy.
public struct LazyHStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How children align across the stack.
    ///   - spacing: The distance between children; `nil` for the system default.
    ///   - pinnedViews: Views to pin to the bounds of a scroll view; nothing scrolls in a widget.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyHStack: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
            isLazy: true)
        return [context.node(.stack(stack), Resolver.resolve(content, in: context))]
    }
}
