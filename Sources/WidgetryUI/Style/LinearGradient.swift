import Foundation

/// A linear gradient between two unit points.
///
/// For example, `LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)`.
public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from evenly spaced colors.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(gradient.resolved(in: environment), startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from a gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from evenly spaced colors.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient from color stops.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
