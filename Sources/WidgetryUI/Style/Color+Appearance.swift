import Foundation

extension Color {
    /// A color with one value for the light color scheme and one for the dark, as a dynamic platform color
    /// (`UIColor(dynamicProvider:)`, a system color, an asset color read from its catalog) bridges to SwiftUI.
    ///
    /// - Parameters:
    ///   - light: The color in the light scheme.
    ///   - dark: The color in the dark scheme.
    ///   - name: How the color describes itself in dumps, such as `"UIColor.systemBackground"`.
    package init(light: ResolvedColor, dark: ResolvedColor, name: String) {
        self.init(system: SystemColor(name: name, light: light, dark: dark))
    }
}

extension SystemColor {
    init(name: String, light: ResolvedColor, dark: ResolvedColor) {
        self.name = name
        self.light = light
        self.dark = dark
    }
}
