import Foundation

/// A shape inset by an amount on every edge.
public struct _InsetShape<Base: Shape>: InsettableShape, SymbolicShape {
    let base: Base
    let amount: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { base.geometry.adding(.inset(amount)) }
}

/// A shape trimmed to a fraction of its outline.
public struct _TrimmedShape<Base: Shape>: Shape, SymbolicShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { base.geometry.adding(.trim(from: from, to: to)) }
}

/// A shape rotated around an anchor.
public struct RotatedShape<Content: Shape>: Shape, SymbolicShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let cosine = CGFloat(cos(angle.radians))
        let sine = CGFloat(sin(angle.radians))
        return shape.path(in: rect).mapPoints { point in
            let dx = point.x - pivot.x
            let dy = point.y - pivot.y
            return CGPoint(x: pivot.x + dx * cosine - dy * sine, y: pivot.y + dx * sine + dy * cosine)
        }
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry {
        shape.geometry.adding(.rotation(angle, anchor: anchor))
    }
}

/// A shape moved by an offset.
public struct OffsetShape<Content: Shape>: Shape, SymbolicShape {
    public var shape: Content
    public var offset: CGSize

    public nonisolated func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { shape.geometry.adding(.offset(offset)) }
}

/// A shape scaled around an anchor.
public struct ScaledShape<Content: Shape>: Shape, SymbolicShape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    public nonisolated func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        return shape.path(in: rect).mapPoints {
            CGPoint(x: pivot.x + ($0.x - pivot.x) * scale.width, y: pivot.y + ($0.y - pivot.y) * scale.height)
        }
    }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry {
        shape.geometry.adding(.scale(scale, anchor: anchor))
    }
}

/// A shape turned into the outline of its stroke, so fills paint the stroke.
///
/// Renderers draw the outline from the geometry's stroke transform; `path(in:)` returns the centerline.
public struct _StrokedShape<Base: Shape>: Shape, SymbolicShape {
    let base: Base
    let style: StrokeStyle

    public nonisolated func path(in rect: CGRect) -> Path { base.path(in: rect) }

    nonisolated var resolvedGeometry: ResolvedShapeGeometry { base.geometry.adding(.stroke(style)) }
}

extension Shape {
    /// Trims the shape to a fraction of its outline, such as `Circle().trim(from: 0, to: 0.75)` for a ring.
    public nonisolated func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// Rotates the shape around an anchor.
    public nonisolated func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Moves the shape by an offset.
    public nonisolated func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }

    /// Moves the shape by an offset.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Scales the shape around an anchor.
    public nonisolated func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales the shape uniformly around an anchor.
    public nonisolated func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Returns the outline of the shape's stroke, as a shape.
    public nonisolated func stroke(style: StrokeStyle) -> some Shape { _StrokedShape(base: self, style: style) }

    /// Returns the outline of the shape's stroke, as a shape.
    public nonisolated func stroke(lineWidth: CGFloat = 1) -> some Shape {
        _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
    }
}
