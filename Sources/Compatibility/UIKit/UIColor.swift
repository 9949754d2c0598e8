import Foundation
import WidgetryUI

/// A color: fixed components, a light and dark pair (system and asset catalog colors), or a provider that picks a
/// color for the traits it is given.
///
/// `Color(uiColor:)` turns any of them into a SwiftUI color that follows the widget's color scheme:
///
/// ```swift
/// let card = UIColor { traits in
///     traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : .white
/// }
/// Rectangle().fill(Color(uiColor: card))
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        case components(PlatformRGBA)
        case appearance(light: PlatformRGBA, dark: PlatformRGBA)
        case provider((UITraitCollection) -> UIColor)
    }

    let storage: Storage
    /// The system or asset name, for descriptions and SwiftUI dumps.
    let name: String?

    init(storage: Storage, name: String? = nil) {
        self.storage = storage
        self.name = name
    }

    /// Creates a color from sRGB components, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .components(PlatformRGBA(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// Creates a color from Display P3 components; Widgetry treats them as sRGB, as SwiftUI's `.displayP3` does.
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray color.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            storage: .components(PlatformRGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)))
    }

    /// Creates a color whose value a closure picks for the traits it is resolved with.
    ///
    /// - Parameter dynamicProvider: Returns the color for a trait collection; called for the light and the dark
    ///   style when the color is drawn.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(storage: .provider(dynamicProvider))
    }

    /// Creates a color from the main bundle's asset catalog; `nil` when no color set has the name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Creates a color from a bundle's asset catalog; `nil` when no color set has the name.
    ///
    /// - Parameters:
    ///   - name: The color set's name (`"Weather/sunny"` in a folder that provides a namespace).
    ///   - bundle: The bundle whose catalogs to search; `nil` for the main bundle.
    ///   - traitCollection: Ignored: the color keeps both appearances and resolves when drawn.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let set = PlatformAssets.colorSet(named: name, in: bundle) else { return nil }
        let light = PlatformRGBA(set.light)
        self.init(storage: .appearance(light: light, dark: set.dark.map(PlatformRGBA.init) ?? light), name: name)
    }

    /// Creates a color from an asset catalog color resource (Xcode's generated asset symbols).
    ///
    /// A missing color set is a programming error, as on iOS: the message names the color and the bundle.
    public convenience init(resource: ColorResource) {
        guard let set = PlatformAssets.colorSet(named: resource.name, in: resource.bundle) else {
            preconditionFailure(
                "No color set named '\(resource.name)' in the asset catalogs of \(resource.bundle.bundlePath). "
                    + "Add a '\(resource.name).colorset' to the target's .xcassets and copy the catalog as a resource.")
        }
        let light = PlatformRGBA(set.light)
        self.init(
            storage: .appearance(light: light, dark: set.dark.map(PlatformRGBA.init) ?? light), name: resource.name)
    }

    /// The color for a trait collection: a fixed color.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(storage: .components(components(for: traitCollection)), name: name)
    }

    /// The same color with a different opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch storage {
        case .components(let rgba): return UIColor(storage: .components(rgba.withAlpha(alpha)), name: name)
        case .appearance(let light, let dark):
            return UIColor(storage: .appearance(light: light.withAlpha(alpha), dark: dark.withAlpha(alpha)), name: name)
        case .provider(let provider):
            return UIColor(storage: .provider { provider($0).withAlphaComponent(alpha) }, name: name)
        }
    }

    /// Reads the sRGB components in the current traits; always succeeds.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = components(for: .current)
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Reads hue, saturation, brightness and opacity in the current traits; always succeeds.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let rgba = components(for: .current)
        let hsb = rgba.hsb
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = rgba.alpha
        return true
    }

    /// Reads the gray level (the mean of the components) and opacity in the current traits; always succeeds.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = components(for: .current)
        white?.pointee = (rgba.red + rgba.green + rgba.blue) / 3
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The components for a trait collection: the dark value for the dark style, the light one otherwise.
    func components(for traits: UITraitCollection) -> PlatformRGBA {
        switch storage {
        case .components(let rgba): return rgba
        case .appearance(let light, let dark): return traits.userInterfaceStyle == .dark ? dark : light
        case .provider(let provider):
            let style = traits.userInterfaceStyle == .unspecified ? .light : traits.userInterfaceStyle
            let resolvedTraits = UITraitCollection(
                traitsFrom: [traits, UITraitCollection(userInterfaceStyle: style)])
            return provider(resolvedTraits).components(for: resolvedTraits)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        return components(for: light) == other.components(for: light)
            && components(for: dark) == other.components(for: dark)
    }

    open override var hash: Int {
        components(for: UITraitCollection(userInterfaceStyle: .light)).hashValue
    }

    open override var description: String {
        let light = components(for: UITraitCollection(userInterfaceStyle: .light))
        let dark = components(for: UITraitCollection(userInterfaceStyle: .dark))
        let value = light == dark ? light.hex : "light \(light.hex), dark \(dark.hex)"
        return "UIColor(\(name.map { "'\($0)': " } ?? "")\(value))"
    }
}
