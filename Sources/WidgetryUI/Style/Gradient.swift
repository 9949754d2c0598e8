import Foundation

/// A color gradient represented as an array of color stops, each with a location from 0 to 1.
///
/// For example, `Gradient(colors: [.orange, .red])`.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, from 0 to 1.
        public var location: CGFloat

        /// Creates a color stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from color stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from colors spaced evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(
            stops: stops.map {
                ResolvedGradient.Stop(color: $0.color.resolvedColor(in: environment.colorScheme), location: $0.location)
            })
    }
}
