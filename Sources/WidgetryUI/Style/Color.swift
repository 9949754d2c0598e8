import Foundation

/// A representation of a color that adapts to a given context.
///
/// System colors such as `.red` take their iOS light or dark value from the color scheme; colors named
/// after asset-catalog entries stay symbolic until the renderer looks them up.
///
/// For example:
///
/// ```swift
/// Color.green.opacity(0.2)
/// Color(red: 1, green: 0.5, blue: 0)
/// Color("sunny-color").gradient
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    indirect enum Provider: Hashable, Sendable {
        case system(SystemColor)
        case rgb(red: Double, green: Double, blue: Double, opacity: Double)
        case asset(String)
        case opacity(Provider, Double)
    }

    let provider: Provider

    init(provider: Provider) { self.provider = provider }

    init(system: SystemColor) { provider = .system(system) }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard, gamma-encoded sRGB space.
        case sRGB
        /// sRGB with linear components.
        case sRGBLinear
        /// Display P3; Widgetry treats its components as sRGB.
        case displayP3
    }

    /// Creates a color from red, green and blue components.
    ///
    /// - Parameters:
    ///   - colorSpace: How to interpret the components; `.sRGB` unless given.
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - opacity: The opacity, from 0 to 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func encode(_ value: Double) -> Double { colorSpace == .sRGBLinear ? Color.gammaEncode(value) : value }
        provider = .rgb(red: encode(red), green: encode(green), blue: encode(blue), opacity: opacity)
    }

    /// Creates a gray color.
    ///
    /// - Parameters:
    ///   - colorSpace: How to interpret the white value; `.sRGB` unless given.
    ///   - white: The white level, from 0 (black) to 1 (white).
    ///   - opacity: The opacity, from 0 to 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a color from hue, saturation and brightness, each from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        provider = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a color from the widget's asset catalog; the renderer resolves the name.
    ///
    /// - Parameters:
    ///   - name: The name of the color resource.
    ///   - bundle: Ignored: Widgetry looks assets up in the widget bundle's resources.
    public init(_ name: String, bundle: Bundle? = nil) {
        provider = .asset(name)
    }

    /// Returns this color with its opacity multiplied.
    ///
    /// - Parameter opacity: The opacity from 0 to 1.
    public func opacity(_ opacity: Double) -> Color {
        Color(provider: .opacity(provider, opacity))
    }

    /// A subtle gradient derived from this color, as SwiftUI draws `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(color: self) }

    /// The color for a color scheme.
    package func resolvedColor(in scheme: ColorScheme) -> ResolvedColor {
        Color.resolve(provider, in: scheme)
    }

    private static func resolve(_ provider: Provider, in scheme: ColorScheme) -> ResolvedColor {
        switch provider {
        case .system(let system): system.resolved(in: scheme)
        case .rgb(let red, let green, let blue, let opacity):
            ResolvedColor(red: red, green: green, blue: blue, opacity: opacity)
        case .asset(let name): ResolvedColor(assetName: name)
        case .opacity(let base, let opacity): resolve(base, in: scheme).multiplyingOpacity(by: opacity)
        }
    }

    public var description: String { Color.describe(provider) }

    private static func describe(_ provider: Provider) -> String {
        switch provider {
        case .system(let system): system.name
        case .rgb(let red, let green, let blue, let opacity):
            ResolvedColor(red: red, green: green, blue: blue, opacity: opacity).description
        case .asset(let name): "Color('\(name)')"
        case .opacity(let base, let opacity): "\(describe(base)).opacity(\(opacity.compact))"
        }
    }

    private static func gammaEncode(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - floor(hue)) * 6
        let sector = Int(h) % 6
        let f = h - floor(h)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}

extension Color: ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(resolvedColor(in: environment.colorScheme))
    }
}
