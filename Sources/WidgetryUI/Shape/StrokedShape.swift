import Foundation

/// A shape turned into the outline of its stroke, so fills paint the stroke.
///
/// Renderers draw the outline from the geometry's stroke transform; `path(in:)` returns the centerline.
public struct _StrokedShape<Base: Shape>: Shape, SymbolicShape {
    let base: Base
    let style: StrokeStyle

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { base.geometry.adding(.stroke(style)) }
}
