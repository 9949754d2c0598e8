import Foundation

/// A color resolved for one environment: sRGB components, or an asset-catalog name left for the renderer.
public struct ResolvedColor: Hashable, Sendable, CustomStringConvertible {
    /// Where the color's components come from.
    public enum Source: Hashable, Sendable {
        /// Gamma-encoded sRGB components from 0 to 1.
        case rgb(red: Double, green: Double, blue: Double)
        /// A named color from the widget's asset catalog, resolved by the renderer for the color scheme.
        case asset(name: String)
    }

    /// The color's components or name.
    public var source: Source
    /// The opacity from 0 to 1, multiplied into the source's own alpha.
    public var opacity: Double

    /// Creates a color from sRGB components.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        source = .rgb(red: red, green: green, blue: blue)
        self.opacity = opacity
    }

    /// Creates a color that names an asset-catalog color.
    public init(assetName: String, opacity: Double = 1) {
        source = .asset(name: assetName)
        self.opacity = opacity
    }

    /// A transparent color.
    public static let clear = ResolvedColor(red: 0, green: 0, blue: 0, opacity: 0)

    /// This color with its opacity multiplied by a factor.
    public func multiplyingOpacity(by factor: Double) -> ResolvedColor {
        var copy = self
        copy.opacity *= factor
        return copy
    }

    /// `#RRGGBB`, with `AA` appended when not opaque; `asset('name')` for asset colors.
    public var description: String {
        switch source {
        case .rgb(let red, let green, let blue):
            func hex(_ value: Double) -> String {
                String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
            }
            return "#" + hex(red) + hex(green) + hex(blue) + (opacity < 1 ? hex(opacity) : "")
        case .asset(let name):
            return "asset('\(name)')" + (opacity < 1 ? ".opacity(\(opacity.compact))" : "")
        }
    }
}
