import Foundation

/// A capsule shape aligned inside the frame of the view containing it: a rectangle with fully rounded ends.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount)
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .capsule(style: style)) }
}
