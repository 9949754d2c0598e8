/// A background material: a translucent blur of what lies behind.
///
/// For example, `.background(.ultraThinMaterial)`.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    let thickness: String

    public static let ultraThin = Material(thickness: "ultraThin")
    public static let thin = Material(thickness: "thin")
    public static let regular = Material(thickness: "regular")
    public static let thick = Material(thickness: "thick")
    public static let ultraThick = Material(thickness: "ultraThick")
    public static let bar = Material(thickness: "bar")

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .material(ResolvedMaterial(thickness: thickness, colorScheme: environment.colorScheme))
    }

    public var description: String { "\(thickness)Material" }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(thickness: "ultraThin") }
    public static var thinMaterial: Material { Material(thickness: "thin") }
    public static var regularMaterial: Material { Material(thickness: "regular") }
    public static var thickMaterial: Material { Material(thickness: "thick") }
    public static var ultraThickMaterial: Material { Material(thickness: "ultraThick") }
    public static var bar: Material { Material(thickness: "bar") }
}
