/// A view that doesn't contain any content.
public struct EmptyView {
    /// Creates an empty view.
    public init() {}
}

extension EmptyView: View {
    public typealias Body = Never
}

extension EmptyView: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] { [] }
}
