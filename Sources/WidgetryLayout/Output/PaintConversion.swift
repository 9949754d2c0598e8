import Foundation
import WidgetryDisplayList
import WidgetryUI

/// Resolved colors and styles as display-list paints.
///
/// Label colors (`.primary`, `.secondary`, …) keep their hierarchy level so rendering modes can restyle
/// them. A material, which a display list cannot blur, becomes a translucent white (light) or black (dark)
/// of its thickness. `Color.gradient` becomes the top-to-bottom gradient SwiftUI draws: the color lightened
/// at the top to the color at the bottom.
enum PaintConversion {
    static func color(_ color: ResolvedColor) -> DisplayColor {
        switch color.source {
        case .rgb(let red, let green, let blue):
            return DisplayColor(
                red: red, green: green, blue: blue, opacity: color.opacity,
                level: level(red, green, blue, color.opacity))
        case .asset(let name):
            return .asset(name, opacity: color.opacity)
        }
    }

    static func paint(_ paint: ResolvedPaint) -> DisplayPaint {
        switch paint {
        case .color(let color):
            return .color(Self.color(color))
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(Self.gradient(gradient), startPoint: point(start), endPoint: point(end))
        case .radialGradient(let gradient, let center, let start, let end):
            return .radialGradient(Self.gradient(gradient), center: point(center), startRadius: start, endRadius: end)
        case .ellipticalGradient(let gradient, let center, let start, let end):
            return .ellipticalGradient(
                Self.gradient(gradient), center: point(center), startRadiusFraction: start, endRadiusFraction: end)
        case .angularGradient(let gradient, let center, let start, let end):
            return .angularGradient(
                Self.gradient(gradient), center: point(center), startAngle: start.radians, endAngle: end.radians)
        case .colorGradient(let color):
            // Asset colors are resolved at paint time, so their lighter top is resolved then too.
            let base = Self.color(color)
            let top = base.lightened(by: 0.2)
            return .linearGradient(
                DisplayGradient(stops: [.init(color: top, location: 0), .init(color: base, location: 1)]),
                startPoint: .top, endPoint: .bottom)
        case .material(let material):
            return .color(materialColor(material))
        case .meshGradient(let mesh):
            return .meshGradient(
                DisplayMesh(
                    width: mesh.width, height: mesh.height, points: mesh.points.map(point),
                    colors: mesh.colors.map(color), background: color(mesh.background),
                    smoothsColors: mesh.smoothsColors))
        }
    }

    /// The single color that best stands for a paint, for places that take only a color (text runs).
    static func representativeColor(_ paint: ResolvedPaint) -> DisplayColor {
        switch Self.paint(paint) {
        case .color(let color): color
        case let other: other.colors.first ?? .black
        }
    }

    /// The colors of a gradient paint, for controls that lay a tint's colors along their track; `nil` for a color.
    static func gradientStops(_ paint: DisplayPaint) -> DisplayGradient? {
        switch paint {
        case .color, .meshGradient: nil
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _),
            .angularGradient(let g, _, _, _):
            g
        }
    }

    static func gradient(_ gradient: ResolvedGradient) -> DisplayGradient {
        DisplayGradient(stops: gradient.stops.map { .init(color: color($0.color), location: $0.location) })
    }

    static func point(_ point: UnitPoint) -> DisplayUnitPoint { DisplayUnitPoint(x: point.x, y: point.y) }

    private static func materialColor(_ material: ResolvedMaterial) -> DisplayColor {
        let opacities = ["ultraThin": 0.35, "thin": 0.5, "regular": 0.65, "thick": 0.8, "ultraThick": 0.9, "bar": 0.75]
        let opacity = (opacities[material.thickness] ?? 0.65) * material.opacity
        return material.colorScheme == .dark
            ? DisplayColor(white: 0.1, opacity: opacity) : DisplayColor(white: 0.97, opacity: opacity)
    }

    /// The hierarchy level of iOS's label colors, recognized by their components in either scheme.
    private static func level(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double)
        -> DisplayHierarchyLevel?
    {
        func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.002 }
        let isLight = near(red, 60 / 255) && near(green, 60 / 255) && near(blue, 67 / 255)
        let isDark = near(red, 235 / 255) && near(green, 235 / 255) && near(blue, 245 / 255)
        guard isLight || isDark else { return nil }
        if near(opacity, 0.6) { return .secondary }
        if near(opacity, 0.3) { return .tertiary }
        if near(opacity, 0.18) || near(opacity, 0.16) { return .quaternary }
        return nil
    }
}
