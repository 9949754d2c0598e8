import Foundation

/// A shape inset by an amount on every edge.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { base.geometry.adding(.inset(amount)) }
}
