/// A style that reflects the current tint color: the one set with `tint(_:)`, or the accent color.
///
/// For example, `Image(systemName: "star.fill").foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let tint = environment._tint { return tint._resolvePaint(in: environment) }
        return Color.accentColor._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The current tint.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
