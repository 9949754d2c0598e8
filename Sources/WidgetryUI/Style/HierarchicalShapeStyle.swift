/// A shape style that maps to one of the numbered content levels of the current foreground style.
///
/// For example, `Text("Game Status").foregroundStyle(.secondary)`.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    let level: Int

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: level, in: environment)
    }

    public var description: String { ["primary", "secondary", "tertiary", "quaternary", "quinary"][min(level, 4)] }
}

extension HierarchicalShapeStyle {
    /// The paint at a level of this style's own hierarchy.
    public func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        environment._foregroundStyles.paint(level: self.level + level, in: environment)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the current foreground style.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The second level of the current foreground style.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The third level of the current foreground style.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The fourth level of the current foreground style.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The fifth level of the current foreground style.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
