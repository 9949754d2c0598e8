/// The recursive core of resolution: primitives resolve themselves, composite views through `body`.
@MainActor
package enum Resolver {
    /// The nodes a view contributes in the given context.
    package static func resolve<V: View>(_ view: V, in context: ResolveContext) -> [ResolvedNode] {
        if let primitive = view as? any ResolvablePrimitive {
            return primitive._resolve(in: context)
        }
        // A custom type that declares `Body == Never` without being a Widgetry primitive draws nothing.
        if V.Body.self == Never.self { return [] }
        // Children resolve inside the scope too, so closures a body hands to its children (ForEach
        // content, labels) read the environment of the view that wrote them.
        return EnvironmentScope.$current.withValue(context.environment) {
            resolve(view.body, in: context)
        }
    }

    /// The nodes an existential view contributes.
    package static func resolveErased(_ view: any View, in context: ResolveContext) -> [ResolvedNode] {
        resolveOpened(view, in: context)
    }

    private static func resolveOpened<V: View>(_ view: V, in context: ResolveContext) -> [ResolvedNode] {
        resolve(view, in: context)
    }

    /// The nodes of a custom modifier's body, with its content resolving where the body places it.
    package static func resolveModifierBody<M: ViewModifier>(
        _ modifier: M, content: ContentResolver, in context: ResolveContext
    ) -> [ResolvedNode] {
        if M.Body.self == Never.self { return content.resolve(context) }
        return EnvironmentScope.$current.withValue(context.environment) {
            resolve(modifier.body(content: _ViewModifier_Content<M>(content: content)), in: context)
        }
    }

    /// The nodes of a control style's body, built and resolved with the environment installed.
    package static func resolveStyleBody(in context: ResolveContext, _ makeBody: () -> any View) -> [ResolvedNode] {
        EnvironmentScope.$current.withValue(context.environment) {
            resolveErased(makeBody(), in: context)
        }
    }
}
