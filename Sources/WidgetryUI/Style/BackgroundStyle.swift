/// The background style in the current context: the one set with `backgroundStyle(_:)`, or the system
/// background (white in light mode, black in dark mode).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        _resolvePaint(level: 0, in: environment)
    }
}

extension BackgroundStyle {
    /// The paint at a level of this style's own hierarchy.
    public func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        if let style = environment.backgroundStyle {
            return style._resolvePaint(in: environment).multiplyingOpacity(by: HierarchyLevel.opacity(level))
        }
        return .color(SystemColor.level(level, of: SystemColor.backgrounds).resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style in the current context.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
