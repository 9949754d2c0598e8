import Foundation

/// A flexible space that expands along the major axis of its containing stack.
///
/// For example, `HStack { Text(name); Spacer(); Text(time) }` pushes the texts to the edges.
public struct Spacer: View {
    public typealias Body = Never

    /// The minimum length; `nil` for the system default.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

extension Spacer: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.spacer(minLength: minLength))]
    }
}

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
