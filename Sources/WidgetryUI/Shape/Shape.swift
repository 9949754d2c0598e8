import Foundation

/// A 2D shape that you can use when drawing a view.
///
/// Shapes fill with the foreground style by default; `fill(_:style:)` and `stroke(_:lineWidth:)`
/// choose the paint. Widgetry keeps the built-in shapes symbolic (a renderer draws a true circle or
/// continuous rounded rectangle); custom shapes draw the path they return.
///
/// For example:
///
/// ```swift
/// struct Ring: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(ellipseIn: rect.insetBy(dx: 4, dy: 4))
///     }
/// }
/// ```
public protocol Shape: Sendable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path

    /// The shape's geometry as Widgetry draws it: the built-in shapes describe themselves symbolically (a renderer
    /// draws a true circle), a path is itself, and any other shape is drawn from the path it returns.
    ///
    /// Widgetry's own requirement; you don't implement it.
    nonisolated var _geometry: ResolvedShapeGeometry { get }
}

extension Shape {
    /// A shape used as a view fills with the foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
    }
}

extension Shape {
    /// A custom shape is drawn from the path it returns.
    public nonisolated var _geometry: ResolvedShapeGeometry {
        ResolvedShapeGeometry(kind: .custom(ResolvedCustomShape(self)))
    }

    /// The shape's geometry: symbolic for built-in shapes, the shape itself for custom ones.
    nonisolated var geometry: ResolvedShapeGeometry { _geometry }
}
