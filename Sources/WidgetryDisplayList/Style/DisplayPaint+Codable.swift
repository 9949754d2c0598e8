import Foundation

extension DisplayPaint: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, color, gradient, startPoint, endPoint, center, startRadius, endRadius
        case startRadiusFraction, endRadiusFraction, startAngle, endAngle, mesh
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "color":
            self = .color(try c.decode(DisplayColor.self, forKey: .color))
        case "linear":
            self = .linearGradient(
                try c.decode(DisplayGradient.self, forKey: .gradient),
                startPoint: try c.decode(DisplayUnitPoint.self, forKey: .startPoint),
                endPoint: try c.decode(DisplayUnitPoint.self, forKey: .endPoint)
            )
        case "radial":
            self = .radialGradient(
                try c.decode(DisplayGradient.self, forKey: .gradient),
                center: try c.decode(DisplayUnitPoint.self, forKey: .center),
                startRadius: try c.decode(Double.self, forKey: .startRadius),
                endRadius: try c.decode(Double.self, forKey: .endRadius)
            )
        case "elliptical":
            self = .ellipticalGradient(
                try c.decode(DisplayGradient.self, forKey: .gradient),
                center: try c.decode(DisplayUnitPoint.self, forKey: .center),
                startRadiusFraction: try c.decode(Double.self, forKey: .startRadiusFraction),
                endRadiusFraction: try c.decode(Double.self, forKey: .endRadiusFraction)
            )
        case "angular":
            self = .angularGradient(
                try c.decode(DisplayGradient.self, forKey: .gradient),
                center: try c.decode(DisplayUnitPoint.self, forKey: .center),
                startAngle: try c.decode(Double.self, forKey: .startAngle),
                endAngle: try c.decode(Double.self, forKey: .endAngle)
            )
        case "mesh":
            self = .meshGradient(try c.decode(DisplayMesh.self, forKey: .mesh))
        default:
            throw DisplayListError(
                "Unknown paint type '\(type)'. Types: 'color', 'linear', 'radial', 'elliptical', 'angular', 'mesh'."
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .color(let color):
            try c.encode("color", forKey: .type)
            try c.encode(color, forKey: .color)
        case .linearGradient(let gradient, let start, let end):
            try c.encode("linear", forKey: .type)
            try c.encode(gradient, forKey: .gradient)
            try c.encode(start, forKey: .startPoint)
            try c.encode(end, forKey: .endPoint)
        case .radialGradient(let gradient, let center, let start, let end):
            try c.encode("radial", forKey: .type)
            try c.encode(gradient, forKey: .gradient)
            try c.encode(center, forKey: .center)
            try c.encode(start, forKey: .startRadius)
            try c.encode(end, forKey: .endRadius)
        case .ellipticalGradient(let gradient, let center, let start, let end):
            try c.encode("elliptical", forKey: .type)
            try c.encode(gradient, forKey: .gradient)
            try c.encode(center, forKey: .center)
            try c.encode(start, forKey: .startRadiusFraction)
            try c.encode(end, forKey: .endRadiusFraction)
        case .angularGradient(let gradient, let center, let start, let end):
            try c.encode("angular", forKey: .type)
            try c.encode(gradient, forKey: .gradient)
            try c.encode(center, forKey: .center)
            try c.encode(start, forKey: .startAngle)
            try c.encode(end, forKey: .endAngle)
        case .meshGradient(let mesh):
            try c.encode("mesh", forKey: .type)
            try c.encode(mesh, forKey: .mesh)
        }
    }
}
