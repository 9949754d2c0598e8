/// A type that collects multiple views into a single unit without affecting their layout.
///
/// Modifiers applied to a group apply to each of its children.
///
/// For example:
///
/// ```swift
/// Group {
///     Text("Temperature")
///     Text("78°")
/// }
/// .font(.caption)
/// ```
public struct Group<Content: View>: View {
    public typealias Body = Never

    private let content: Content

    /// Creates a group of views.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        Resolver.resolve(content, in: context)
    }
}
