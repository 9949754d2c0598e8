/// The foreground styles in effect: set by `foregroundStyle(_:_:_:)`, read by text, symbols and shapes.
///
/// An empty set means the system label colors. Each style is bound to the set that was in effect where it
/// was applied, so `.foregroundStyle(.secondary)` means the secondary level of the enclosing foreground.
struct ForegroundStyleSet: Sendable {
    var styles: [AnyShapeStyle] = []

    /// The paint at a hierarchy level: an explicit style, the last style faded, or a label color.
    func paint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        guard let last = styles.last else {
            return .color(SystemColor.level(level, of: SystemColor.labels).resolved(in: environment.colorScheme))
        }
        if level < styles.count { return styles[level]._resolvePaint(in: environment) }
        let extra = level - (styles.count - 1)
        return last.base._resolvePaint(level: extra, in: environment)
    }

    /// A set of new styles, each bound to this set so relative styles resolve against it.
    func replaced(with newStyles: [AnyShapeStyle]) -> ForegroundStyleSet {
        ForegroundStyleSet(styles: newStyles.map { AnyShapeStyle(BoundForegroundStyle(style: $0, enclosing: self)) })
    }
}
