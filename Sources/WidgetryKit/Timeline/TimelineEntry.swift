import Foundation

/// A type that specifies the date to display a widget, and, optionally, how relevant its content is.
///
/// For example:
///
/// ```swift
/// struct WeatherEntry: TimelineEntry {
///     let date: Date
///     let weather: Weather
/// }
/// ```
///
/// Entries cross from the provider to the host that renders them, so they are `Sendable`.
public protocol TimelineEntry: Sendable {
    /// The date for WidgetKit to render the widget.
    var date: Date { get }

    /// How relevant the entry is, which a Smart Stack uses to rotate the widget to the top.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// The default relevance: none.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is, and for how long.
///
/// A score of zero means the entry is not relevant; a duration of zero removes the time limit.
///
/// For example: `TimelineEntryRelevance(score: 10, duration: 3600)`.
public struct TimelineEntryRelevance: Sendable, Hashable, Codable {
    /// A value you choose that indicates the relevance of the widget, relative to your other entries.
    public let score: Float
    /// How long, after the entry's date, the score applies; zero means no limit.
    public let duration: TimeInterval

    /// Creates a relevance.
    /// - Parameters:
    ///   - score: The relevance, relative to other entries of this widget. Zero means not relevant.
    ///   - duration: Seconds after the entry's date during which the score applies; zero means no limit.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}
