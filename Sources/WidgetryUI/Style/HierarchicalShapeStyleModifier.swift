/// A style that shows another style at one of its hierarchy levels, such as `.fill.tertiary`.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let leveled = base as? any LeveledShapeStyle {
            return leveled.paint(level: level, in: environment)
        }
        return base._resolvePaint(in: environment).multiplyingOpacity(by: HierarchyLevel.opacity(level))
    }
}

extension HierarchicalShapeStyleModifier: Equatable where Base: Equatable {}
extension HierarchicalShapeStyleModifier: Hashable where Base: Hashable {}
