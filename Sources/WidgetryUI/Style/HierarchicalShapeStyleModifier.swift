/// A style that shows another style at one of its hierarchy levels, such as `.fill.tertiary`.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let level: Int

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(level: level, in: environment)
    }
}

extension HierarchicalShapeStyleModifier: Equatable where Base: Equatable {}
extension HierarchicalShapeStyleModifier: Hashable where Base: Hashable {}
