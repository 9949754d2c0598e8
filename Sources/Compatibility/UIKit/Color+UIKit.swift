import Foundation
import WidgetryUI

extension Color {
    /// Creates a SwiftUI color from a UIKit color; a dynamic or system color follows the widget's color scheme.
    ///
    /// ```swift
    /// Color(uiColor: .secondarySystemBackground)
    /// ```
    public init(uiColor: UIColor) {
        let light = uiColor.components(for: UITraitCollection(userInterfaceStyle: .light))
        let dark = uiColor.components(for: UITraitCollection(userInterfaceStyle: .dark))
        if case .components = uiColor.storage {
            self.init(.sRGB, red: light.red, green: light.green, blue: light.blue, opacity: light.alpha)
        } else {
            self.init(light: light.resolved, dark: dark.resolved, name: "UIColor(\(uiColor.name ?? "dynamic"))")
        }
    }

    /// Creates a SwiftUI color from a UIKit color, as ``init(uiColor:)`` does.
    @_disfavoredOverload
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }
}

extension UIColor {
    /// Creates a UIKit color from a SwiftUI color, keeping its light and dark values (asset colors are read from
    /// the main bundle's catalogs).
    public convenience init(_ color: Color) {
        func rgba(_ scheme: ColorScheme) -> PlatformRGBA {
            let resolved = color.resolvedColor(in: scheme)
            switch resolved.source {
            case .rgb(let red, let green, let blue):
                return PlatformRGBA(red: red, green: green, blue: blue, alpha: resolved.opacity)
            case .asset(let name):
                guard let set = PlatformAssets.colorSet(named: name, in: nil) else {
                    return PlatformRGBA(red: 0, green: 0, blue: 0, alpha: 0)
                }
                let value = PlatformRGBA(scheme == .dark ? set.dark ?? set.light : set.light)
                return value.withAlpha(value.alpha * resolved.opacity)
            }
        }
        self.init(storage: .appearance(light: rgba(.light), dark: rgba(.dark)), name: color.description)
    }
}
