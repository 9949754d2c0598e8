/// A visual element that separates content: a thin line across the containing stack's axis.
public struct Divider: View {
    public typealias Body = Never

    /// Creates a divider.
    public init() {}
}

extension Divider: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.divider(SeparatorShapeStyle()._resolvePaint(in: context.environment)))]
    }
}
