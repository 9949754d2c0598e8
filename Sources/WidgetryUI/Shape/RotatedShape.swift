import Foundation

/// A shape rotated around an anchor.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        return shape.path(in: rect).mapPoints { point in
            let dx = point.x - pivot.x
            let dy = point.y - pivot.y
            return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
        }
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry {
        shape.geometry.adding(.rotation(angle, anchor: anchor))
    }
}
