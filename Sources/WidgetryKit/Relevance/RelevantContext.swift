import Foundation

/// A contextual clue that says when or where a widget is relevant, as RelevanceKit's `RelevantContext` does.
///
/// A host evaluates what Linux can sense: dates against the host's clock, and a coordinate against the location
/// the host was given (`serve --location LAT,LON`). Clues Linux cannot sense — a person's inferred home or work,
/// points of interest nearby — are kept and listed but never match.
///
/// For example:
///
/// ```swift
/// WidgetRelevanceAttribute(configuration: intent, context: .date(from: start, to: end))
/// WidgetRelevanceAttribute(configuration: intent, context: .date(interval: meeting, kind: .scheduled))
/// ```
public struct RelevantContext: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Additional context for a time-based clue: how strongly the system should favor the widget.
    public struct DateKind: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The kind's name: `default`, `scheduled` or `informational`.
        public let name: String
        /// How a host ranks matching clues of this kind: higher first.
        public let weight: Int

        /// Default priority.
        public static let `default` = DateKind(name: "default", weight: 2)
        /// Increased priority: the widget shows something scheduled or asks for an action.
        public static let scheduled = DateKind(name: "scheduled", weight: 3)
        /// Slightly lower priority: the widget only informs.
        public static let informational = DateKind(name: "informational", weight: 1)

        public var description: String { name }
    }

    /// A person's inferred places, which a Linux host cannot know: clues naming them never match.
    public struct InferredLocation: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The place's name.
        public let name: String
        /// A person's inferred home.
        public static let home = InferredLocation(name: "home")
        /// A person's inferred work place.
        public static let work = InferredLocation(name: "work")
        /// A person's inferred school.
        public static let school = InferredLocation(name: "school")
        /// A person's commute between inferred places.
        public static let commute = InferredLocation(name: "commute")

        public var description: String { name }
    }

    /// What the clue says.
    public enum Condition: Sendable, Hashable, Codable {
        /// Relevant from `start` until `end` (exclusive).
        case date(start: Date, end: Date, kind: DateKind)
        /// Relevant within `radius` meters of a coordinate.
        case region(latitude: Double, longitude: Double, radius: Double)
        /// Relevant at an inferred place (never matches on Linux).
        case inferredLocation(InferredLocation)
        /// Relevant near points of interest of a category (never matches on Linux).
        case pointOfInterest(category: String)
    }

    /// What the clue says.
    public let condition: Condition

    /// Creates a clue from its condition.
    public init(_ condition: Condition) {
        self.condition = condition
    }

    /// How long before and after an exact date (``date(_:kind:)``) a widget counts as relevant: 30 minutes.
    public static let exactDateTolerance: TimeInterval = 30 * 60

    /// Relevant between two dates.
    public static func date(from: Date, to: Date) -> RelevantContext {
        RelevantContext(.date(start: min(from, to), end: max(from, to), kind: .default))
    }

    /// Relevant for a date range, with a hint of how strongly.
    public static func date(range: ClosedRange<Date>, kind: DateKind) -> RelevantContext {
        RelevantContext(.date(start: range.lowerBound, end: range.upperBound, kind: kind))
    }

    /// Relevant for a date interval, with a hint of how strongly.
    public static func date(interval: DateInterval, kind: DateKind) -> RelevantContext {
        RelevantContext(.date(start: interval.start, end: interval.end, kind: kind))
    }

    /// Relevant around an exact date: ``exactDateTolerance`` before and after it.
    public static func date(_ exact: Date, kind: DateKind) -> RelevantContext {
        RelevantContext(
            .date(
                start: exact.addingTimeInterval(-exactDateTolerance), end: exact.addingTimeInterval(exactDateTolerance),
                kind: kind))
    }

    /// Relevant at a person's inferred home, work, school or commute; a Linux host never matches it.
    public static func location(inferred: InferredLocation) -> RelevantContext {
        RelevantContext(.inferredLocation(inferred))
    }

    /// Relevant within `radius` meters of a coordinate: Widgetry's stand-in for a `CLCircularRegion`, which Linux
    /// lacks. A host matches it against the location it was given (`serve --location LAT,LON`).
    public static func location(latitude: Double, longitude: Double, radius: Double) -> RelevantContext {
        RelevantContext(.region(latitude: latitude, longitude: longitude, radius: max(0, radius)))
    }

    /// Relevant near points of interest of a category; a Linux host has no map data, so it never matches.
    public static func location(category: MKPointOfInterestCategory) -> RelevantContext? {
        RelevantContext(.pointOfInterest(category: category.rawValue))
    }

    /// The date window of a time-based clue, `nil` for the others.
    public var dateWindow: (start: Date, end: Date, kind: DateKind)? {
        if case .date(let start, let end, let kind) = condition { return (start, end, kind) }
        return nil
    }

    /// Whether a Linux host can ever match this clue (dates and coordinates; not inferred places or points of
    /// interest).
    public var isSensed: Bool {
        switch condition {
        case .date, .region: true
        case .inferredLocation, .pointOfInterest: false
        }
    }

    /// Whether the clue holds at a date and, for coordinates, at a location (`nil`: unknown, so no coordinate
    /// clue holds).
    public func matches(at date: Date, location: RelevanceLocation?) -> Bool {
        switch condition {
        case .date(let start, let end, _):
            return start <= date && date < end
        case .region(let latitude, let longitude, let radius):
            guard let location else { return false }
            return location.distance(toLatitude: latitude, longitude: longitude) <= radius
        case .inferredLocation, .pointOfInterest:
            return false
        }
    }

    /// How a host ranks a matching clue: its date kind's weight; coordinates count as `default`.
    public var weight: Int {
        dateWindow?.kind.weight ?? DateKind.default.weight
    }

    public var description: String {
        switch condition {
        case .date(let start, let end, let kind):
            "date \(start.ISO8601Format())–\(end.ISO8601Format()) (\(kind))"
        case .region(let latitude, let longitude, let radius):
            "within \(Int(radius)) m of \(latitude),\(longitude)"
        case .inferredLocation(let place):
            "at inferred \(place) (not sensed on Linux)"
        case .pointOfInterest(let category):
            "near a \(category) (not sensed on Linux)"
        }
    }
}

/// A coordinate a host takes as the device's location, for location clues.
public struct RelevanceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double

    /// Creates a location; latitudes outside ±90 and longitudes outside ±180 are rejected.
    public init?(latitude: Double, longitude: Double) {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Parses `LAT,LON` in degrees, as `--location` takes it; `nil` when it is not two numbers in range.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let latitude = Double(parts[0]), let longitude = Double(parts[1]),
            latitude.isFinite, longitude.isFinite
        else { return nil }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// The great-circle distance in meters (haversine, mean Earth radius).
    public func distance(toLatitude otherLatitude: Double, longitude otherLongitude: Double) -> Double {
        let radians = Double.pi / 180
        let deltaLatitude = (otherLatitude - latitude) * radians
        let deltaLongitude = (otherLongitude - longitude) * radians
        let a =
            sin(deltaLatitude / 2) * sin(deltaLatitude / 2)
            + cos(latitude * radians) * cos(otherLatitude * radians) * sin(deltaLongitude / 2)
            * sin(deltaLongitude / 2)
        return 6_371_008.8 * 2 * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    public var description: String { "\(latitude),\(longitude)" }
}

/// A category of points of interest, as MapKit names them, for ``RelevantContext/location(category:)``.
public struct MKPointOfInterestCategory: RawRepresentable, Sendable, Hashable, Codable {
    /// MapKit's identifier of the category.
    public let rawValue: String

    /// Creates a category from MapKit's identifier.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Cafes.
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    /// Restaurants.
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    /// Parks.
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    /// Stores.
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    /// Fitness centers.
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    /// Public transport stops.
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
}
