/// A color or pattern to use when rendering a shape, text or background.
///
/// For example, `.foregroundStyle(.secondary)` or `.containerBackground(.fill.tertiary, for: .widget)`.
///
/// Widgetry resolves styles itself; define styles by composing the built-in ones.
public protocol ShapeStyle: Sendable {
    /// The paint this style produces in an environment.
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint

    /// The paint this style produces at a level of the hierarchy (`.secondary` is level 1): styles with levels of
    /// their own, such as the system fills, resolve the level directly; the others fade by the level's opacity.
    ///
    /// Widgetry's own requirement; you don't implement it.
    func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint
}

extension Never: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { switch self {} }
}

extension ShapeStyle {
    /// Returns a new style based on this one that multiplies its opacity.
    ///
    /// - Parameter opacity: The opacity from 0 to 1.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }

    /// The second level of this style, for secondary content.
    public var secondary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The third level of this style.
    public var tertiary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The fourth level of this style.
    public var quaternary: HierarchicalShapeStyleModifier<Self> {
        HierarchicalShapeStyleModifier(base: self, level: 3)
    }
    /// The fifth level of this style.
    public var quinary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

extension ShapeStyle {
    /// A style without levels of its own fades by the level's opacity.
    public func _resolvePaint(level: Int, in environment: EnvironmentValues) -> ResolvedPaint {
        _resolvePaint(in: environment).multiplyingOpacity(by: HierarchyLevel.opacity(level))
    }
}

/// The opacity a style is multiplied by at each level of the hierarchy, when it has no levels of its own.
enum HierarchyLevel {
    static func opacity(_ level: Int) -> Double {
        switch level {
        case ...0: 1
        case 1: 0.6
        case 2: 0.3
        case 3: 0.18
        default: 0.1
        }
    }
}
