import Foundation

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    /// Creates an ellipse.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .ellipse) }
}
