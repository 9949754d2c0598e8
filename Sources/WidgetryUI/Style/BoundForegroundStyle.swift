/// A style that resolves with the foreground styles of the place it was applied.
struct BoundForegroundStyle: ShapeStyle, LeveledShapeStyle {
    let style: AnyShapeStyle
    let enclosing: ForegroundStyleSet

    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var environment = environment
        environment._foregroundStyles = enclosing
        return style._resolvePaint(in: environment)
    }

    func paint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        var environment = environment
        environment._foregroundStyles = enclosing
        if let leveled = style.base as? any LeveledShapeStyle {
            return leveled.paint(level: level, in: environment)
        }
        return style._resolvePaint(in: environment).multiplyingOpacity(by: HierarchyLevel.opacity(level))
    }
}
