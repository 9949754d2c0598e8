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
