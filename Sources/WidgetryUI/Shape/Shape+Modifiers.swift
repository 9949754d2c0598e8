import Foundation

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
