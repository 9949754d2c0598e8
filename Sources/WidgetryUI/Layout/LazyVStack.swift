import Foundation

/// A view that arranges its children in a vertical line, created as they scroll into view.
///
/// Widgets don't scroll, so it resolves like a ``VStack`` marked lazy.
public struct LazyVStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How children align across the stack.
    ///   - spacing: The distance between children; `nil` for the system default.
    ///   - pinnedViews: Views to pin to the bounds of a scroll view; nothing scrolls in a widget.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension LazyVStack: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
            isLazy: true)
        return [context.node(.stack(stack), Resolver.resolve(content, in: context))]
    }
}
