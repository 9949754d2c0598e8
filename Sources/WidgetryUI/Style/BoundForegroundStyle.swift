/// A style that resolves with the foreground styles of the place it was applied.
struct BoundForegroundStyle: ShapeStyle {
    let style: AnyShapeStyle
    let enclosing: ForegroundStyleSet

    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var environment = environment
        environment._foregroundStyles = enclosing
        return style._resolvePaint(in: environment)
    }

    func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        var environment = environment
        environment._foregroundStyles = enclosing
        return style.base._resolvePaint(level: level, in: environment)
    }
}
