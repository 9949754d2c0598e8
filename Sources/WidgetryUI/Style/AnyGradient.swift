/// A gradient derived from a single color: what `Color.gradient` returns.
public struct AnyGradient: ShapeStyle, Hashable {
    let color: Color

    /// Creates the standard gradient for a color.
    public init(color: Color) { self.color = color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .colorGradient(color.resolvedColor(in: environment.colorScheme))
    }
}
