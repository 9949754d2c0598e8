import Foundation

/// A color gradient represented as an array of color stops, each with a location from 0 to 1.
///
/// For example, `Gradient(colors: [.orange, .red])`. Used as a shape style, a gradient draws a linear gradient
/// from top to bottom; as a control's tint (`Gauge(...).tint(Gradient(colors: [.green, .red]))`), its colors
/// follow the control's track.
public struct Gradient: Hashable, Sendable, ShapeStyle {
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

    /// Returns a version of the gradient that interpolates its colors in a color space.
    ///
    /// Widgetry interpolates in sRGB whatever the color space, as `.device` does.
    public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }

    /// A method of interpolating between the colors in a gradient.
    public struct ColorSpace: Hashable, Sendable {
        private let name: String

        /// Interpolates gradient colors in the output color space.
        public static let device = ColorSpace(name: "device")
        /// Interpolates gradient colors in a perceptual color space.
        public static let perceptual = ColorSpace(name: "perceptual")
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(resolved(in: environment), startPoint: .top, endPoint: .bottom)
    }

    func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
        ResolvedGradient(
            stops: stops.map {
                ResolvedGradient.Stop(color: $0.color.resolvedColor(in: environment.colorScheme), location: $0.location)
            })
    }
}
