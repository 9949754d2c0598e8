import Foundation

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape, SymbolicShape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { shape.geometry.adding(.offset(offset)) }
}
