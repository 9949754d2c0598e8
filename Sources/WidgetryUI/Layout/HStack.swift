import Foundation

/// A view that arranges its children in a horizontal line.
///
/// For example:
///
/// ```swift
/// HStack(alignment: .firstTextBaseline, spacing: 4) {
///     Text("78°").font(.system(size: 32))
///     Image(systemName: "sun.max.fill")
/// }
/// ```
public struct HStack<Content: View>: View {
    public typealias Body = Never

    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How children align vertically.
    ///   - spacing: The distance between children; `nil` for the system default.
    ///   - content: The children.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
}

extension HStack: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let stack = ResolvedStack(
            axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        return [context.node(.stack(stack), Resolver.resolve(content, in: context))]
    }
}
