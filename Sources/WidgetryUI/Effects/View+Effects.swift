import Foundation

extension View {
    /// Sets the transparency of the view, from 0 (invisible) to 1 (opaque).
    public func opacity(_ opacity: Double) -> some View { modifier(NodeModifier(modifier: .opacity(opacity))) }

    /// Keeps the view's space in layout but draws nothing.
    public func hidden() -> some View { modifier(NodeModifier(modifier: .hidden)) }

    /// Clips the view to a shape.
    ///
    /// For example, `Image("cover").resizable().clipShape(Circle())`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(NodeModifier(modifier: .clipShape(shape.geometry, style)))
    }

    /// Clips the view to its bounding frame.
    public func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle(), style: FillStyle(antialiased: antialiased))
    }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular), style: FillStyle(antialiased: antialiased))
    }

    /// Adds a shadow behind the view.
    ///
    /// - Parameters:
    ///   - color: The shadow's color; a translucent black by default.
    ///   - radius: The blur radius.
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        modifier(
            EnvironmentDependentNodeModifier { environment in
                .shadow(
                    ResolvedShadow(color: color.resolvedColor(in: environment.colorScheme), radius: radius, x: x, y: y))
            })
    }

    /// Rotates the view's drawing around an anchor.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(NodeModifier(modifier: .rotation(angle, anchor: anchor)))
    }

    /// Scales the view's drawing around an anchor.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(NodeModifier(modifier: .scale(scale, anchor: anchor)))
    }

    /// Scales the view's drawing uniformly around an anchor.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view's drawing around an anchor.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Sets whether the view's drawing is mirrored when the layout direction is right to left, as for a
    /// directional image such as an arrow.
    ///
    /// - Parameter enabled: Whether to mirror the drawing in a right-to-left layout.
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftFlipModifier(enabled: enabled))
    }

    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(NodeModifier(modifier: .blur(radius: radius, isOpaque: opaque)))
    }

    /// Removes color from the view by an amount from 0 to 1.
    public func grayscale(_ amount: Double) -> some View { modifier(NodeModifier(modifier: .grayscale(amount))) }

    /// Adjusts the view's color saturation (1 leaves it unchanged).
    public func saturation(_ amount: Double) -> some View { modifier(NodeModifier(modifier: .saturation(amount))) }

    /// Brightens the view by an amount (0 leaves it unchanged).
    public func brightness(_ amount: Double) -> some View { modifier(NodeModifier(modifier: .brightness(amount))) }

    /// Adjusts the view's contrast (1 leaves it unchanged).
    public func contrast(_ amount: Double) -> some View { modifier(NodeModifier(modifier: .contrast(amount))) }

    /// Multiplies the view's colors by a color.
    public func colorMultiply(_ color: Color) -> some View {
        modifier(EnvironmentDependentNodeModifier { .colorMultiply(color.resolvedColor(in: $0.colorScheme)) })
    }
}

extension View {
    /// Draws a border of a style around the view's frame, inside its edges.
    ///
    /// - Parameters:
    ///   - content: The border's style, such as a color.
    ///   - width: The border's thickness.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(alignment: .center) { Rectangle().strokeBorder(content, lineWidth: width) }
    }
}
