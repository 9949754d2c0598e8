import Foundation

/// What fills or strokes a shape or text: a color, a gradient or a mesh gradient.
///
/// Gradient geometry is relative to the painted item's frame: unit points map `(0, 0)` to the frame's top-left
/// corner and `(1, 1)` to its bottom-right; radii are in points; angles in radians, clockwise from the positive x
/// axis, as SwiftUI's. In JSON a paint is an object with a `type` (`color`, `linear`, `radial`, `elliptical`,
/// `angular`, `mesh`) and its parameters.
public enum DisplayPaint: Sendable, Hashable {
    /// A solid color.
    case color(DisplayColor)
    /// `LinearGradient`: colors along the line from `startPoint` to `endPoint`.
    case linearGradient(DisplayGradient, startPoint: DisplayUnitPoint, endPoint: DisplayUnitPoint)
    /// `RadialGradient`: circles around `center` from `startRadius` to `endRadius` points.
    case radialGradient(DisplayGradient, center: DisplayUnitPoint, startRadius: Double, endRadius: Double)
    /// `EllipticalGradient`: ellipses shaped like the frame, radii as fractions of its size.
    case ellipticalGradient(
        DisplayGradient,
        center: DisplayUnitPoint,
        startRadiusFraction: Double,
        endRadiusFraction: Double
    )
    /// `AngularGradient`: colors swept around `center` from `startAngle` to `endAngle` (radians).
    case angularGradient(DisplayGradient, center: DisplayUnitPoint, startAngle: Double, endAngle: Double)
    /// `MeshGradient`: bilinear patches between a grid of colored points. Boxed, so a paint stays the size of its
    /// color case.
    indirect case meshGradient(DisplayMesh)

    /// Every color the paint uses.
    public var colors: [DisplayColor] {
        switch self {
        case .color(let color): [color]
        case .linearGradient(let g, _, _), .radialGradient(let g, _, _, _), .ellipticalGradient(let g, _, _, _),
            .angularGradient(let g, _, _, _):
            g.stops.map(\.color)
        case .meshGradient(let mesh): mesh.colors
        }
    }

    /// The paint with every color replaced by `transform`'s result.
    public func mapColors(_ transform: (DisplayColor) throws -> DisplayColor) rethrows -> DisplayPaint {
        switch self {
        case .color(let color): return .color(try transform(color))
        case .linearGradient(let g, let s, let e):
            return .linearGradient(try g.mapColors(transform), startPoint: s, endPoint: e)
        case .radialGradient(let g, let c, let s, let e):
            return .radialGradient(try g.mapColors(transform), center: c, startRadius: s, endRadius: e)
        case .ellipticalGradient(let g, let c, let s, let e):
            return .ellipticalGradient(
                try g.mapColors(transform), center: c, startRadiusFraction: s, endRadiusFraction: e)
        case .angularGradient(let g, let c, let s, let e):
            return .angularGradient(try g.mapColors(transform), center: c, startAngle: s, endAngle: e)
        case .meshGradient(let mesh):
            return .meshGradient(try mesh.mapColors(transform))
        }
    }
}

/// Color stops of a gradient, as SwiftUI's `Gradient`.
public struct DisplayGradient: Codable, Sendable, Hashable {
    /// One color at a location along the gradient.
    public struct Stop: Codable, Sendable, Hashable {
        public var color: DisplayColor
        /// Where the color is, 0...1.
        public var location: Double

        /// Creates a stop.
        public init(color: DisplayColor, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in increasing location.
    public var stops: [Stop]

    /// Creates a gradient from stops.
    public init(stops: [Stop]) { self.stops = stops }

    /// Creates a gradient from colors spread evenly from 0 to 1, as `Gradient(colors:)`.
    public init(colors: [DisplayColor]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / Double(last)) }
    }

    /// The gradient with every stop's color replaced by `transform`'s result.
    public func mapColors(_ transform: (DisplayColor) throws -> DisplayColor) rethrows -> DisplayGradient {
        DisplayGradient(stops: try stops.map { Stop(color: try transform($0.color), location: $0.location) })
    }
}

/// A point relative to a frame: `(0, 0)` is its top-left corner, `(1, 1)` its bottom-right.
public struct DisplayUnitPoint: Codable, Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point in a frame's coordinates.
    public func point(in frame: CGRect) -> CGPoint {
        CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
    }

    public static let center = DisplayUnitPoint(x: 0.5, y: 0.5)
    public static let top = DisplayUnitPoint(x: 0.5, y: 0)
    public static let bottom = DisplayUnitPoint(x: 0.5, y: 1)
    public static let leading = DisplayUnitPoint(x: 0, y: 0.5)
    public static let trailing = DisplayUnitPoint(x: 1, y: 0.5)
    public static let topLeading = DisplayUnitPoint(x: 0, y: 0)
    public static let topTrailing = DisplayUnitPoint(x: 1, y: 0)
    public static let bottomLeading = DisplayUnitPoint(x: 0, y: 1)
    public static let bottomTrailing = DisplayUnitPoint(x: 1, y: 1)
}
