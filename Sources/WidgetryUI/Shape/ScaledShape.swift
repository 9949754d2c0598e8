import Foundation

/// A shape scaled around an anchor.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        return shape.path(in: rect).mapPoints {
            CGPoint(x: pivot.x + ($0.x - pivot.x) * scale.width, y: pivot.y + ($0.y - pivot.y) * scale.height)
        }
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry {
        shape.geometry.adding(.scale(scale, anchor: anchor))
    }
}
