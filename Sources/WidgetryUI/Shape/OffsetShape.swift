import Foundation

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { shape.geometry.adding(.offset(offset)) }
}
