/// A view that shows the first of its children that fits the available space.
///
/// For example:
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delivery in 25 minutes")
///     Text("25 min")
/// }
/// ```
public struct ViewThatFits<Content: View>: View {
    public typealias Body = Never

    let axes: Axis.Set
    let content: Content

    /// Creates a view that picks the first child that fits along the given axes.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}

extension ViewThatFits: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.viewThatFits(axes), Resolver.resolve(content, in: context))]
    }
}
