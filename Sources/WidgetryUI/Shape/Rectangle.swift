import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, SymbolicShape {
    /// Creates a rectangle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .rectangle) }
}
