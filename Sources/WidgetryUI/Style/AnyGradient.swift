/// A color gradient: what `Color.gradient` returns, or any `Gradient`.
///
/// Used as a shape style, it draws a linear gradient from top to bottom. The standard gradient of a color
/// (`.blue.gradient`) goes from a lighter version of the color at the top to the color at the bottom.
public struct AnyGradient: ShapeStyle, Hashable {
    private enum Source: Hashable, Sendable {
        case color(Color)
        case gradient(Gradient)
    }

    private let source: Source

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) { source = .gradient(gradient) }

    /// The standard gradient for a color.
    init(color: Color) { source = .color(color) }

    /// Returns a version of the gradient that interpolates its colors in a color space.
    ///
    /// Widgetry interpolates in sRGB whatever the color space, as `.device` does.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        switch source {
        case .color(let color): .colorGradient(color.resolvedColor(in: environment.colorScheme))
        case .gradient(let gradient): gradient._resolvePaint(in: environment)
        }
    }
}
