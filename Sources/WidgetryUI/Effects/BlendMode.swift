/// Modes for compositing a view with overlapping content.
///
/// For example, `Image("texture").blendMode(.multiply)` darkens what is drawn behind it.
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension View {
    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// The view's drawing is composited as one group with the mode, in PNG, SVG, PDF and HTML alike.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(NodeModifier(modifier: .blendMode(blendMode)))
    }

    /// Wraps this view in a compositing group.
    ///
    /// Widgetry already composites the content of each opacity, blend mode and effect as one group before
    /// applying it, so this changes nothing that is drawn.
    public func compositingGroup() -> some View { self }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// Widgetry draws a widget once, into one image, and composites effects as groups already, so this changes
    /// nothing that is drawn.
    ///
    /// - Parameters:
    ///   - opaque: Whether the offscreen image is opaque.
    ///   - colorMode: The working color space and storage format of the offscreen image.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
}

/// The set of possible working color spaces for color-compositing operations.
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}
