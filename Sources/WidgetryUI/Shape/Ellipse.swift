import Foundation

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, SymbolicShape {
    /// Creates an ellipse.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .ellipse) }
}
