/// A view created from a tuple of views: the children of a ``ViewBuilder`` block.
public struct TupleView<T> {
    /// The tuple of child views.
    public var value: T

    /// Creates a tuple view from a tuple of views.
    public init(_ value: T) { self.value = value }
}

extension TupleView: View {
    public typealias Body = Never
}

extension TupleView: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        // A one-element pack is not a tuple: the value is the only child.
        if let single = value as? any View { return Resolver.resolveErased(single, in: context) }
        return Mirror(reflecting: value).children.flatMap { child -> [ResolvedNode] in
            guard let view = child.value as? any View else { return [] }
            return Resolver.resolveErased(view, in: context)
        }
    }
}
