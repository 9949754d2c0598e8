import Foundation

/// A container view that defines its content as a function of its own size and coordinate space.
///
/// A geometry reader takes all the space it is offered (10 points along an axis offered no length), places its
/// content at its top-leading corner, and proposes it its whole size. For example:
///
/// ```swift
/// GeometryReader { proxy in
///     HStack(spacing: 0) {
///         Color.green.frame(width: proxy.size.width * entry.progress)
///         Color.gray
///     }
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never

    /// The function that builds the content from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    ///
    /// - Parameter content: Builds the content from a proxy for the reader's size and frame.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }
}

extension GeometryReader: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        // The closure runs again at layout time, in the resolution it belongs to: with the environment of the
        // body that wrote it (for `@Environment` reads) and the same pass (for `@State`), without lifecycle actions.
        let build = content
        let scope = EnvironmentScope.current
        let pass = ResolvePass.current
        let geometry = ResolvedGeometry.unplaced
        let nodes = Resolver.resolve(build(GeometryProxy(geometry)), in: context)
        let handle = GeometryContent(built: nodes, for: geometry) { proxy in
            GeometryContentRebuild.$isActive.withValue(true) {
                ResolvePass.$current.withValue(pass) {
                    EnvironmentScope.$current.withValue(scope) { Resolver.resolve(build(proxy), in: context) }
                }
            }
        }
        let reader = ResolvedGeometryReader(geometry: geometry, content: handle)
        return [context.node(.geometryReader(reader), nodes)]
    }
}
