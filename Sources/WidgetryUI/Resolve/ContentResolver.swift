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
