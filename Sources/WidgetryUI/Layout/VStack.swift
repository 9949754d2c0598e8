import Foundation

/// A view that arranges its children in a vertical line.
///
/// For example:
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) {
///     Text("Game Status").font(.caption)
///     Text(status).font(.headline)
/// }
/// ```
public struct VStack<Content: View>: View {
    public typealias Body = Never

    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How children align horizontally.
    ///   - spacing: The distance between children; `nil` for the system default.
    ///   - content: The children.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension VStack: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        return [context.node(.stack(stack), Resolver.resolve(content, in: context))]
    }
}
