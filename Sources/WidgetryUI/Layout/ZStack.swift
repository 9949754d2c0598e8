/// A view that overlays its children, aligning them in both axes.
///
/// For example:
///
/// ```swift
/// ZStack {
///     AccessoryWidgetBackground()
///     Text("\(entry.stepCount)")
/// }
/// ```
public struct ZStack<Content: View>: View {
    public typealias Body = Never

    let alignment: Alignment
    let content: Content

    /// Creates a depth stack; later children draw in front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}

extension ZStack: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(axis: nil, alignment: alignment, spacing: nil)
        return [context.node(.stack(stack), Resolver.resolve(content, in: context))]
    }
}
