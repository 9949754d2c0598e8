/// The system fill colors, for thin translucent fills: `.fill`, `.fill.secondary`, `.fill.tertiary`.
///
/// For example, `.containerBackground(.fill.tertiary, for: .widget)`.
public struct FillShapeStyle: ShapeStyle, Hashable {
    /// Creates the fill style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        _resolvePaint(level: 0, in: environment)
    }
}

extension FillShapeStyle {
    /// The paint at a level of this style's own hierarchy.
    public func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        .color(SystemColor.level(level, of: SystemColor.fills).resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The system fill style.
    public static var fill: FillShapeStyle { FillShapeStyle() }
}
