import Foundation

/// A shape trimmed to a fraction of its outline.
public struct _TrimmedShape<Base: Shape>: Shape, SymbolicShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { base.geometry.adding(.trim(from: from, to: to)) }
}
