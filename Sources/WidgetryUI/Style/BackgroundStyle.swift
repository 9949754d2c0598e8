/// The background style in the current context: the one set with `backgroundStyle(_:)`, or the system
/// background (white in light mode, black in dark mode).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { paint(level: 0, in: environment) }
}

extension BackgroundStyle: LeveledShapeStyle {
    func paint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
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

/// The foreground style in the current context: the first level of the styles set with `foregroundStyle`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: 0, in: environment)
    }
}

extension ForegroundStyle: LeveledShapeStyle {
    func paint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: level, in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
