/// A horizontal row in a grid.
public struct GridRow<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; each child is a cell.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension GridRow: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.gridRow(alignment), Resolver.resolve(content, in: context))]
    }
}
