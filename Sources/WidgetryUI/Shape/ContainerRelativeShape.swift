import Foundation

/// A shape that takes the shape of its container, such as the widget's rounded corners, inset to where it sits.
///
/// For example, `ContainerRelativeShape().fill(.blue)` draws a background matching the widget's corners.
public struct ContainerRelativeShape: InsettableShape {
    /// Creates the shape.
    public nonisolated init() {}

    /// Without a container to ask, the path is the rectangle; renderers draw the container's corners.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount)
    }

    /// The shape's symbolic geometry, which a renderer draws exactly.
    public nonisolated var _geometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .containerRelative) }
}
