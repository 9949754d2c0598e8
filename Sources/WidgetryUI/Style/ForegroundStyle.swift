/// The foreground style in the current context: the first level of the styles set with `foregroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: 0, in: environment)
    }
}

extension ForegroundStyle {
    /// The paint at a level of this style's own hierarchy.
    public func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: level, in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
