import Foundation
import WidgetryUI

/// A color: fixed components, a light and dark pair (system and asset catalog colors), or a provider that picks
/// a color for an appearance.
///
/// `Color(nsColor:)` turns any of them into a SwiftUI color that follows the widget's color scheme:
///
/// ```swift
/// Text("Done").foregroundStyle(Color(nsColor: .secondaryLabelColor))
/// ```
open class NSColor: NSObject, @unchecked Sendable {
    enum Storage {
        case components(PlatformRGBA)
        case appearance(light: PlatformRGBA, dark: PlatformRGBA)
        case provider((NSAppearance) -> NSColor)
    }

    let storage: Storage
    let name: String?

    init(storage: Storage, name: String? = nil) {
        self.storage = storage
        self.name = name
    }

    /// Creates a color from sRGB components, each from 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(storage: .components(PlatformRGBA(red: red, green: green, blue: blue, alpha: alpha)))
    }

    /// Creates a color from sRGB components, each from 0 to 1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
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

    /// Creates a color whose value a closure picks for the appearance it is drawn in.
    public convenience init(name colorName: NSColor.Name?, dynamicProvider: @escaping (NSAppearance) -> NSColor) {
        self.init(storage: .provider(dynamicProvider), name: colorName)
    }

    /// Creates a color from the main bundle's asset catalog; `nil` when no color set has the name.
    public convenience init?(named name: NSColor.Name) {
        self.init(named: name, bundle: nil)
    }

    /// Creates a color from a bundle's asset catalog; `nil` when no color set has the name.
    public convenience init?(named name: NSColor.Name, bundle: Bundle?) {
        guard let set = PlatformAssets.colorSet(named: name, in: bundle) else { return nil }
        let light = PlatformRGBA(set.light)
        self.init(storage: .appearance(light: light, dark: set.dark.map(PlatformRGBA.init) ?? light), name: name)
    }

    /// Creates a color from an asset catalog color resource (Xcode's generated asset symbols).
    public convenience init(resource: ColorResource) {
        guard let color = NSColor(named: resource.name, bundle: resource.bundle) else {
            preconditionFailure(
                "No color set named '\(resource.name)' in the asset catalogs of \(resource.bundle.bundlePath). "
                    + "Add a '\(resource.name).colorset' to the target's .xcassets and copy the catalog as a resource.")
        }
        self.init(storage: color.storage, name: resource.name)
    }

    /// The same color with a different opacity.
    open func withAlphaComponent(_ alpha: CGFloat) -> NSColor {
        let light = components(isDark: false).withAlpha(alpha)
        let dark = components(isDark: true).withAlpha(alpha)
        return NSColor(storage: .appearance(light: light, dark: dark), name: name)
    }

    /// The red component in the light appearance.
    open var redComponent: CGFloat { components(isDark: false).red }
    /// The green component in the light appearance.
    open var greenComponent: CGFloat { components(isDark: false).green }
    /// The blue component in the light appearance.
    open var blueComponent: CGFloat { components(isDark: false).blue }
    /// The opacity in the light appearance.
    open var alphaComponent: CGFloat { components(isDark: false).alpha }

    func components(isDark: Bool) -> PlatformRGBA {
        switch storage {
        case .components(let rgba): return rgba
        case .appearance(let light, let dark): return isDark ? dark : light
        case .provider(let provider):
            let appearance = NSAppearance(known: isDark ? .darkAqua : .aqua)
            return provider(appearance).components(isDark: isDark)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSColor else { return false }
        return components(isDark: false) == other.components(isDark: false)
            && components(isDark: true) == other.components(isDark: true)
    }

    open override var hash: Int { components(isDark: false).hashValue }

    open override var description: String {
        let light = components(isDark: false)
        let dark = components(isDark: true)
        return
            "NSColor(\(name.map { "'\($0)': " } ?? "")\(light == dark ? light.hex : "light \(light.hex), dark \(dark.hex)"))"
    }
}

extension NSColor {
    /// The name of a catalog color.
    public typealias Name = String
}

/// The look of a window: light (aqua) or dark (dark aqua), as dynamic colors see it.
open class NSAppearance: NSObject, @unchecked Sendable {
    /// The appearance's name.
    public let name: NSAppearance.Name

    /// Creates an appearance by name; `nil` for names other than aqua and dark aqua.
    public convenience init?(named name: NSAppearance.Name) {
        guard name == .aqua || name == .darkAqua else { return nil }
        self.init(known: name)
    }

    init(known name: NSAppearance.Name) {
        self.name = name
    }

    /// The name of the closest of a list of appearances: dark aqua if listed and this appearance is dark.
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        appearances.first { $0 == name } ?? appearances.first
    }

    /// The names of appearances.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The light appearance.
        public static let aqua = Name("NSAppearanceNameAqua")
        /// The dark appearance.
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
    }
}
