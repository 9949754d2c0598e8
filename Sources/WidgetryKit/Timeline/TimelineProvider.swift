import Foundation
import WidgetryIntents

/// A type that advises WidgetKit when to update a widget's display.
///
/// WidgetKit calls ``placeholder(in:)`` for a first, redacted view, ``getSnapshot(in:completion:)`` for
/// transient situations such as the widget gallery (with `context.isPreview` set), and
/// ``getTimeline(in:completion:)`` for the entries to show and the policy for the next request.
///
/// For example:
///
/// ```swift
/// struct Provider: TimelineProvider {
///     func placeholder(in context: Context) -> WeatherEntry { WeatherEntry(date: Date(), weather: .sunny) }
///     func getSnapshot(in context: Context, completion: @escaping (WeatherEntry) -> Void) {
///         completion(WeatherEntry(date: Date(), weather: .sunny))
///     }
///     func getTimeline(in context: Context, completion: @escaping (Timeline<WeatherEntry>) -> Void) {
///         completion(Timeline(entries: [WeatherEntry(date: Date(), weather: .sunny)], policy: .atEnd))
///     }
/// }
/// ```
///
/// Providers are called from the host's concurrent tasks, so they are `Sendable`.
public protocol TimelineProvider: Sendable {
    /// The entry type the provider produces.
    associatedtype Entry: TimelineEntry
    /// The context WidgetKit passes to each call.
    typealias Context = TimelineProviderContext

    /// Returns an entry for a placeholder, synchronously and with sample data.
    func placeholder(in context: Context) -> Entry

    /// Provides one entry for the current time; quickly, with sample data, when `context.isPreview`.
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)

    /// Provides the entries for now and the future, and when to ask again.
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// A provider of timelines for widgets a person configures through an App Intent.
///
/// For example:
///
/// ```swift
/// struct CategoryProvider: AppIntentTimelineProvider {
///     func placeholder(in context: Context) -> CategoryEntry { … }
///     func snapshot(for config: SelectCategoryIntent, in context: Context) async -> CategoryEntry { … }
///     func timeline(for config: SelectCategoryIntent, in context: Context) async -> Timeline<CategoryEntry> { … }
/// }
/// ```
public protocol AppIntentTimelineProvider: Sendable {
    /// The entry type the provider produces.
    associatedtype Entry: TimelineEntry
    /// The configuration intent a person edits.
    associatedtype Intent: WidgetConfigurationIntent
    /// The context WidgetKit passes to each call.
    typealias Context = TimelineProviderContext

    /// Returns an entry for a placeholder, synchronously and with sample data.
    func placeholder(in context: Context) -> Entry

    /// Returns one entry for the current time and the given configuration.
    func snapshot(for configuration: Intent, in context: Context) async -> Entry

    /// Returns the timeline for the given configuration.
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>

    /// Preconfigured intents to offer where people cannot configure a widget themselves.
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    /// The default: no recommendations, so people configure the widget themselves.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured configuration intent with a description, offered by ``AppIntentTimelineProvider/recommendations()``.
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent>: Sendable {
    /// The configured intent.
    public let intent: Intent
    /// What people see for this configuration.
    public let description: String

    /// Creates a recommendation.
    /// - Parameters:
    ///   - intent: The configured intent.
    ///   - description: The text people see for it.
    public init(intent: Intent, description: LocalizedStringResource) {
        self.intent = intent
        self.description = String(localized: description)
    }

    /// Creates a recommendation with a plain string description.
    public init(intent: Intent, description: some StringProtocol) {
        self.intent = intent
        self.description = String(description)
    }
}
