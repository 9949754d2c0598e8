import Foundation

/// A circle centered on the frame of the view containing it, as large as fits.
public struct Circle: InsettableShape {
    /// Creates a circle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .circle) }
}
