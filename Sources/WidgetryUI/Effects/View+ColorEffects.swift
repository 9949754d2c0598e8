import Foundation

extension View {
    /// Rotates the hue of the view's colors by an angle, keeping their luminance.
    ///
    /// For example, `Image(systemName: "sun.max.fill").foregroundStyle(.orange).hueRotation(.degrees(120))`.
    /// Widgetry applies the rotation to every color the view draws (fills, strokes, text, symbols, gradient stops
    /// and shadows) with the matrix of SVG's `hueRotate`, which Core Image follows; photos are left as they are.
    ///
    /// - Parameter angle: The angle to rotate hues by.
    public func hueRotation(_ angle: Angle) -> some View { modifier(NodeModifier(modifier: .hueRotation(angle))) }

    /// Inverts the view's colors: each component becomes one minus itself, opacity unchanged.
    ///
    /// Widgetry inverts every color the view draws; photos are left as they are.
    public func colorInvert() -> some View { modifier(NodeModifier(modifier: .colorInvert)) }

    /// Turns the view's luminance into opacity: each color becomes black with an alpha of its luminance, so white
    /// stays opaque and black disappears, as a mask made from the view would.
    ///
    /// Widgetry converts every color the view draws; photos are left as they are.
    public func luminanceToAlpha() -> some View { modifier(NodeModifier(modifier: .luminanceToAlpha)) }
}
