import Foundation

/// A shape turned into the outline of its stroke, so fills paint the stroke.
///
/// Renderers draw the outline from the geometry's stroke transform; `path(in:)` returns the centerline.
public struct _StrokedShape<Base: Shape>: Shape {
    let base: Base
    let style: StrokeStyle

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { base.geometry.adding(.stroke(style)) }
}
