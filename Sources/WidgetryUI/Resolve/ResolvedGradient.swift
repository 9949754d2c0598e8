import Foundation

/// The stops of a resolved gradient.
public struct ResolvedGradient: Hashable, Sendable, CustomStringConvertible {
    /// One color at a location from 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: ResolvedColor
        public var location: CGFloat

        /// Creates a stop.
        public init(color: ResolvedColor, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Creates a resolved gradient.
    public init(stops: [Stop]) { self.stops = stops }

    /// This gradient with every stop's opacity multiplied by a factor.
    public func multiplyingOpacity(by factor: Double) -> ResolvedGradient {
        ResolvedGradient(
            stops: stops.map { Stop(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) })
    }

    public var description: String {
        "[" + stops.map { "\($0.color) \($0.location.compact)" }.joined(separator: ", ") + "]"
    }
}
