import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape, SymbolicShape {
    /// Creates a rectangle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .rectangle) }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
///
/// For example, `RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)`.
public struct RoundedRectangle: InsettableShape, SymbolicShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with a corner radius.
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with elliptical corners.
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry {
        ResolvedShapeGeometry(kind: .roundedRectangle(cornerSize: cornerSize, style: style))
    }
}

/// A circle centered on the frame of the view containing it, as large as fits.
public struct Circle: InsettableShape, SymbolicShape {
    /// Creates a circle.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .circle) }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape, SymbolicShape {
    /// Creates an ellipse.
    public nonisolated init() {}

    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .ellipse) }
}

/// A capsule shape aligned inside the frame of the view containing it: a rectangle with fully rounded ends.
public struct Capsule: InsettableShape, SymbolicShape {
    public var style: RoundedCornerStyle

    /// Creates a capsule.
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }

    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .capsule(style: style)) }
}

/// A shape that takes the shape of its container, such as the widget's rounded corners, inset to where it sits.
///
/// For example, `ContainerRelativeShape().fill(.blue)` draws a background matching the widget's corners.
public struct ContainerRelativeShape: InsettableShape, SymbolicShape {
    /// Creates the shape.
    public nonisolated init() {}

    /// Without a container to ask, the path is the rectangle; renderers draw the container's corners.
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> {
        _InsetShape(base: self, amount: amount)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { ResolvedShapeGeometry(kind: .containerRelative) }
}
