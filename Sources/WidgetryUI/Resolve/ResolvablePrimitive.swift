/// A view that Widgetry resolves directly into nodes instead of through its `body`.
///
/// Every built-in leaf, container and control adopts it; other Widgetry modules may too.
@MainActor
package protocol ResolvablePrimitive {
    /// The nodes this view contributes in the given context: none, one, or several (a group or a loop).
    func _resolve(in context: ResolveContext) -> [ResolvedNode]
}

/// A view modifier that Widgetry applies directly instead of through its `body(content:)`.
@MainActor
package protocol PrimitiveModifier {
    /// The nodes the modified content contributes.
    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode]
}

/// Resolves a piece of content, deferred until the context it sits in is known.
@MainActor
package struct ContentResolver {
    private let body: @MainActor (ResolveContext) -> [ResolvedNode]

    package init(_ body: @escaping @MainActor (ResolveContext) -> [ResolvedNode]) { self.body = body }

    /// Resolves a view lazily.
    package init<V: View>(_ view: V) { self.body = { Resolver.resolve(view, in: $0) } }

    /// The content's nodes in the given context.
    package func resolve(_ context: ResolveContext) -> [ResolvedNode] { body(context) }
}
