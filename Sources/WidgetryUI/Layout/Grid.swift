import Foundation

/// A container that arranges rows of views in a two-dimensional layout.
///
/// For example:
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("High"); Text("82°") }
///     GridRow { Text("Low"); Text("64°") }
/// }
/// ```
public struct Grid<Content: View>: View {
    public typealias Body = Never

    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid; children are `GridRow`s, and other views span every column.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
}

extension Grid: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let grid = ResolvedGrid(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        return [context.node(.grid(grid), Resolver.resolve(content, in: context))]
    }
}
