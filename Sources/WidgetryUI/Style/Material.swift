/// A background material: a translucent blur of what lies behind.
///
/// For example, `.background(.ultraThinMaterial)`.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    let thickness: String

    /// The `ultraThin` material.
    public static let ultraThin = Material(thickness: "ultraThin")
    /// The `thin` material.
    public static let thin = Material(thickness: "thin")
    /// The `regular` material.
    public static let regular = Material(thickness: "regular")
    /// The `thick` material.
    public static let thick = Material(thickness: "thick")
    /// The `ultraThick` material.
    public static let ultraThick = Material(thickness: "ultraThick")
    /// The `bar` material.
    public static let bar = Material(thickness: "bar")

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .material(ResolvedMaterial(thickness: thickness, colorScheme: environment.colorScheme))
    }

    public var description: String { "\(thickness)Material" }
}

extension ShapeStyle where Self == Material {
    /// The `ultraThinMaterial` material.
    public static var ultraThinMaterial: Material { Material(thickness: "ultraThin") }
    /// The `thinMaterial` material.
    public static var thinMaterial: Material { Material(thickness: "thin") }
    /// The `regularMaterial` material.
    public static var regularMaterial: Material { Material(thickness: "regular") }
    /// The `thickMaterial` material.
    public static var thickMaterial: Material { Material(thickness: "thick") }
    /// The `ultraThickMaterial` material.
    public static var ultraThickMaterial: Material { Material(thickness: "ultraThick") }
    /// The `bar` material.
    public static var bar: Material { Material(thickness: "bar") }
}
