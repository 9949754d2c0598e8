import Foundation

/// A color as RGBA in extended sRGB, with what it was made from so passes can resolve or restyle it.
///
/// ``red``, ``green``, ``blue`` and ``opacity`` are the color to paint (components may leave 0...1 in extended
/// sRGB). A color made from a system color (`Color.red`, `.primary`) or an asset (`Color("sunny-color")`) keeps
/// its ``source``, and the color-scheme pass replaces the components with the light or dark value. A color from a
/// hierarchical style (`.secondary`) keeps its ``level`` for the vibrant and accented passes. For example:
///
/// ```swift
/// let label = DisplayColor.system(.label, level: .primary)
/// let brand = DisplayColor(red: 1, green: 0.4, blue: 0)
/// ```
public struct DisplayColor: Codable, Sendable, Hashable {
    /// Red, in extended sRGB (not premultiplied).
    public var red: Double
    /// Green, in extended sRGB.
    public var green: Double
    /// Blue, in extended sRGB.
    public var blue: Double
    /// Opacity, 0...1.
    public var opacity: Double
    /// What the color was made from, when it depends on the color scheme or an asset catalog.
    public var source: Source?
    /// The hierarchical level of the style the color came from, if any.
    public var level: DisplayHierarchyLevel?
    /// The fraction (0...1) mixed toward white once the source is resolved, or `nil` for none: the lighter top of
    /// `Color("asset").gradient`, whose components are known only at paint time.
    public var lightening: Double?

    /// Where a color's components come from at paint time.
    ///
    /// In JSON: `{"system": "systemBlue", "opacity": 1}` or `{"asset": "sunny-color", "opacity": 1}`.
    public enum Source: Sendable, Hashable {
        /// An iOS system color; `opacity` multiplies the system color's own opacity.
        case system(DisplaySystemColor, opacity: Double)
        /// A named color in the widget's asset catalog; `opacity` multiplies the asset's opacity.
        case asset(String, opacity: Double)
    }

    /// Creates a fixed color.
    ///
    /// - Parameters:
    ///   - red: Red, in extended sRGB.
    ///   - green: Green, in extended sRGB.
    ///   - blue: Blue, in extended sRGB.
    ///   - opacity: Opacity, 0...1.
    ///   - level: The hierarchical level of the style the color came from, if any.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1, level: DisplayHierarchyLevel? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
        self.source = nil
        self.level = level
    }

    /// Creates a fixed gray color.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// An iOS system color, with its light appearance until the color-scheme pass resolves it.
    ///
    /// - Parameters:
    ///   - color: The system color.
    ///   - opacity: A multiplier of the system color's own opacity.
    ///   - level: The hierarchical level of the style the color came from, if any.
    public static func system(
        _ color: DisplaySystemColor,
        opacity: Double = 1,
        level: DisplayHierarchyLevel? = nil
    ) -> DisplayColor {
        var resolved = color.components(dark: false)
        resolved.opacity *= opacity
        resolved.source = .system(color, opacity: opacity)
        resolved.level = level
        return resolved
    }

    /// A named asset color; `fallback` is painted if no catalog resolves it.
    ///
    /// - Parameters:
    ///   - name: The color set's name in the asset catalog.
    ///   - opacity: A multiplier of the asset's opacity.
    ///   - fallback: The components used until the color-scheme pass resolves the name.
    public static func asset(_ name: String, opacity: Double = 1, fallback: DisplayColor = .clear) -> DisplayColor {
        var color = fallback
        color.opacity *= opacity
        color.source = .asset(name, opacity: opacity)
        return color
    }

    /// The same color with its opacity multiplied by `factor`, keeping the source and level.
    public func multiplyingOpacity(by factor: Double) -> DisplayColor {
        var copy = self
        copy.opacity *= factor
        switch source {
        case .system(let color, let opacity): copy.source = .system(color, opacity: opacity * factor)
        case .asset(let name, let opacity): copy.source = .asset(name, opacity: opacity * factor)
        case nil: break
        }
        return copy
    }

    /// The same color mixed toward white by `fraction` (0...1), now for fixed colors and after resolution for colors
    /// with a source.
    public func lightened(by fraction: Double) -> DisplayColor {
        var copy = self
        if source == nil {
            copy.red += (1 - red) * fraction
            copy.green += (1 - green) * fraction
            copy.blue += (1 - blue) * fraction
        } else {
            copy.lightening = fraction
        }
        return copy
    }

    /// The same components as a fixed color: no source, no level.
    public var fixed: DisplayColor {
        DisplayColor(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// The relative luminance (Rec. 709 weights on the gamma-encoded components), 0...1 for in-gamut colors.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public static let clear = DisplayColor(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = DisplayColor(red: 0, green: 0, blue: 0)
    public static let white = DisplayColor(red: 1, green: 1, blue: 1)
}

/// The levels of SwiftUI's hierarchical shape styles (`.primary` … `.quaternary`).
public enum DisplayHierarchyLevel: String, Codable, Sendable, Hashable, CaseIterable {
    case primary, secondary, tertiary, quaternary

    /// The opacity iOS gives content at this level when it flattens colors (vibrant and accented modes).
    public var opacity: Double {
        switch self {
        case .primary: 1
        case .secondary: 0.6
        case .tertiary: 0.3
        case .quaternary: 0.18
        }
    }
}

extension DisplayColor.Source: Codable {
    private enum CodingKeys: String, CodingKey { case system, asset, opacity }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let opacity = try container.decodeIfPresent(Double.self, forKey: .opacity) ?? 1
        if let system = try container.decodeIfPresent(DisplaySystemColor.self, forKey: .system) {
            self = .system(system, opacity: opacity)
        } else if let asset = try container.decodeIfPresent(String.self, forKey: .asset) {
            self = .asset(asset, opacity: opacity)
        } else {
            throw DisplayListError("A color source needs a 'system' or an 'asset' name.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .system(let color, let opacity):
            try container.encode(color, forKey: .system)
            try container.encode(opacity, forKey: .opacity)
        case .asset(let name, let opacity):
            try container.encode(name, forKey: .asset)
            try container.encode(opacity, forKey: .opacity)
        }
    }
}
