/// Resolves views into ``ResolvedNode`` trees for a given environment.
///
/// Resolution evaluates every `body` with the environment installed (so `@Environment` reads see it),
/// applies modifiers, and records the result as values: text runs with their styles, images, shapes,
/// stacks and modifiers, and the widget data (container background, `widgetURL`, links, button and toggle
/// intents, accent groups, redaction and privacy marks). It measures and draws nothing.
///
/// For example:
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.widgetFamily = .systemSmall
/// environment.colorScheme = .dark
/// let tree = ViewResolver.resolve(CountryWidgetEntryView(entry: entry), in: environment)
/// print(tree.dump())
/// ```
@MainActor
public enum ViewResolver {
    /// Resolves a view in an environment.
    ///
    /// Each call is a new snapshot: `@State` values start from their initial values, `onAppear` actions run
    /// once, `task` actions start once.
    ///
    /// A view that produces several views with no container (a `TupleView` body) resolves to a
    /// ``ResolvedNode/Kind/group`` node; one that produces none resolves to ``ResolvedNode/Kind/empty``.
    ///
    /// - Parameters:
    ///   - view: The view to resolve.
    ///   - environment: The environment to resolve it in: family, color scheme, rendering mode, redaction.
    /// - Returns: The root of the resolved tree.
    public static func resolve<V: View>(_ view: V, in environment: EnvironmentValues) -> ResolvedNode {
        ResolvePass.run {
            let context = ResolveContext(environment: environment)
            let nodes = Resolver.resolve(view, in: context)
            let root: ResolvedNode
            switch nodes.count {
            case 0: root = context.node(.empty)
            case 1: root = nodes[0]
            default: root = context.node(.group, nodes)
            }
            // Layout starts left to right; a right-to-left environment mirrors the whole view.
            guard environment.layoutDirection == .rightToLeft else { return root }
            return context.node(.modifier(.layoutDirection(.rightToLeft)), [root])
        }
    }
}
