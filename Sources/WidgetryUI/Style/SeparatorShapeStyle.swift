/// The style of separators: thin lines between content.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// Creates the separator style.
    public init() {}

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(SystemColor.separator.resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
