import Foundation

/// A resolved `GeometryReader`: its content depends on the size layout gives it, so it carries a way to build
/// that content at layout time.
///
/// The node's children are the content built for ``geometry`` (``ResolvedGeometry/unplaced`` at resolution:
/// a zero size at the origin), so queries over the resolved tree (the container background, `widgetURL`)
/// see it. Layout asks for the content again for the frame the reader actually gets.
public struct ResolvedGeometryReader: Sendable, Equatable {
    /// The geometry the node's children were built for.
    public var geometry: ResolvedGeometry
    /// Builds the content for another geometry.
    package let content: GeometryContent

    package init(geometry: ResolvedGeometry, content: GeometryContent) {
        self.geometry = geometry
        self.content = content
    }

    /// The content's nodes for a geometry, built on the main actor when not built before.
    package func nodes(for geometry: ResolvedGeometry) -> [ResolvedNode] { content.nodes(for: geometry) }

    /// Two readers are equal when built for the same geometry: the closures behind them cannot be compared,
    /// and the nodes built from them are compared as the node's children.
    public static func == (lhs: ResolvedGeometryReader, rhs: ResolvedGeometryReader) -> Bool {
        lhs.geometry == rhs.geometry
    }
}
