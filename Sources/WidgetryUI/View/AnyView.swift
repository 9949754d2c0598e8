/// A type-erased view.
///
/// For example, `AnyView(isCompact ? AnyView(SmallView()) : AnyView(LargeView()))`.
public struct AnyView {
    private let view: any View

    /// Creates a type-erased view from the given view.
    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Creates a type-erased view from the given view.
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View {
    public typealias Body = Never
}

extension AnyView: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        Resolver.resolveErased(view, in: context)
    }
}
