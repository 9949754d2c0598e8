import Foundation
import WidgetryDisplayList

extension DisplayPass {
    /// Resolves system and asset colors for light or dark.
    ///
    /// A system color takes iOS's value for the scheme (`label` is black in light, white in dark); an asset color
    /// takes the catalog's value for the scheme. Sources and hierarchical levels are kept, so running the pass again
    /// with the other scheme gives the other colors.
    ///
    /// - Parameters:
    ///   - scheme: Light or dark.
    ///   - assets: Where asset colors come from; without one they keep their fallback components.
    /// - Throws: When run, ``RenderingError`` for an asset color the catalog does not have.
    public static func colorScheme(_ scheme: RenderColorScheme, assets: (any ColorAssetProvider)? = nil) -> DisplayPass
    {
        DisplayPass(name: "colorScheme(\(scheme.rawValue))") { list in
            try list.mappingItems { item in
                [try item.mappingColors { try $0.resolved(for: scheme, assets: assets) }]
            }
        }
    }
}

extension DisplayColor {
    /// The color's components for a scheme, from its source; fixed colors are returned unchanged.
    func resolved(for scheme: RenderColorScheme, assets: (any ColorAssetProvider)?) throws -> DisplayColor {
        let base: DisplayColor
        let factor: Double
        switch source {
        case nil:
            return self
        case .system(let system, let opacity):
            base = system.components(dark: scheme == .dark)
            factor = opacity
        case .asset(let name, let opacity):
            guard let assets else { return self }
            base = try assets.color(named: name, colorScheme: scheme)
            factor = opacity
        }
        var resolved = self
        resolved.red = base.red
        resolved.green = base.green
        resolved.blue = base.blue
        resolved.opacity = base.opacity * factor
        if let fraction = lightening {
            resolved.red += (1 - base.red) * fraction
            resolved.green += (1 - base.green) * fraction
            resolved.blue += (1 - base.blue) * fraction
        }
        return resolved
    }
}
