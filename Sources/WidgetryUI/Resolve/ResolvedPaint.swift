import Foundation

/// A resolved shape style: what fills text, shapes and backgrounds.
public indirect enum ResolvedPaint: Hashable, Sendable, CustomStringConvertible {
    /// A solid color.
    case color(ResolvedColor)
    /// A linear gradient between two unit points of the filled rectangle.
    case linearGradient(ResolvedGradient, startPoint: UnitPoint, endPoint: UnitPoint)
    /// A radial gradient around a unit point, between two radii in points.
    case radialGradient(ResolvedGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// An elliptical gradient around a unit point, radii as fractions of the filled rectangle's size.
    case ellipticalGradient(
        ResolvedGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
    /// An angular (conic) gradient around a unit point.
    case angularGradient(ResolvedGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
    /// The subtle top-to-bottom gradient SwiftUI derives from one color (`Color.gradient`).
    case colorGradient(ResolvedColor)
    /// A translucent blur material.
    case material(ResolvedMaterial)
    /// A mesh gradient: colors at a grid of unit points.
    case meshGradient(ResolvedMesh)

    /// This paint with every color's opacity multiplied by a factor.
    public func multiplyingOpacity(by factor: Double) -> ResolvedPaint {
        switch self {
        case .color(let color):
            return .color(color.multiplyingOpacity(by: factor))
        case .linearGradient(let gradient, let start, let end):
            return .linearGradient(gradient.multiplyingOpacity(by: factor), startPoint: start, endPoint: end)
        case .radialGradient(let gradient, let center, let start, let end):
            return .radialGradient(
                gradient.multiplyingOpacity(by: factor), center: center, startRadius: start, endRadius: end)
        case .ellipticalGradient(let gradient, let center, let start, let end):
            return .ellipticalGradient(
                gradient.multiplyingOpacity(by: factor), center: center, startRadiusFraction: start,
                endRadiusFraction: end)
        case .angularGradient(let gradient, let center, let start, let end):
            return .angularGradient(
                gradient.multiplyingOpacity(by: factor), center: center, startAngle: start, endAngle: end)
        case .colorGradient(let color):
            return .colorGradient(color.multiplyingOpacity(by: factor))
        case .material(var material):
            material.opacity *= factor
            return .material(material)
        case .meshGradient(var mesh):
            mesh.colors = mesh.colors.map { $0.multiplyingOpacity(by: factor) }
            mesh.background = mesh.background.multiplyingOpacity(by: factor)
            return .meshGradient(mesh)
        }
    }

    public var description: String {
        switch self {
        case .color(let color): color.description
        case .linearGradient(let g, let s, let e): "linearGradient(\(g), \(s) → \(e))"
        case .radialGradient(let g, let c, let s, let e):
            "radialGradient(\(g), center: \(c), \(s.compact) → \(e.compact))"
        case .ellipticalGradient(let g, let c, let s, let e):
            "ellipticalGradient(\(g), center: \(c), \(s.compact) → \(e.compact))"
        case .angularGradient(let g, let c, let s, let e): "angularGradient(\(g), center: \(c), \(s) → \(e))"
        case .colorGradient(let color): "gradient(\(color))"
        case .material(let material): material.description
        case .meshGradient(let mesh): "meshGradient(\(mesh.width)×\(mesh.height), \(mesh.colors))"
        }
    }
}
