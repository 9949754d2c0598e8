/// A resolved blur material: its thickness and the color scheme it is drawn for.
public struct ResolvedMaterial: Hashable, Sendable, CustomStringConvertible {
    /// `ultraThin`, `thin`, `regular`, `thick`, `ultraThick` or `bar`.
    public var thickness: String
    /// The scheme the material was resolved in: light materials are whitish, dark ones blackish.
    public var colorScheme: ColorScheme
    /// An extra opacity multiplier.
    public var opacity: Double

    /// Creates a resolved material.
    public init(thickness: String, colorScheme: ColorScheme, opacity: Double = 1) {
        self.thickness = thickness
        self.colorScheme = colorScheme
        self.opacity = opacity
    }

    public var description: String {
        "material(\(thickness), \(colorScheme))" + (opacity < 1 ? ".opacity(\(opacity.compact))" : "")
    }
}
