import Foundation
import WidgetrySiriKit

/// A type that advises WidgetKit when to update a widget people configure through a SiriKit custom intent.
///
/// It works like ``TimelineProvider``, and each call also gets the intent holding the person's choices, an
/// instance of the class generated from the `.intentdefinition` file:
///
/// ```swift
/// struct Provider: IntentTimelineProvider {
///     func placeholder(in context: Context) -> CharacterEntry { CharacterEntry(date: Date(), character: .panda) }
///     func getSnapshot(for configuration: ConfigurationIntent, in context: Context,
///                      completion: @escaping (CharacterEntry) -> Void) { … }
///     func getTimeline(for configuration: ConfigurationIntent, in context: Context,
///                      completion: @escaping (Timeline<CharacterEntry>) -> Void) {
///         let name = configuration.character?.identifier ?? "panda"
///         …
///     }
/// }
/// ```
///
/// The host makes a fresh intent for every call, so the provider can keep it. Providers are called from the
/// host's concurrent tasks, so they are `Sendable`.
public protocol IntentTimelineProvider: Sendable {
    /// The entry type the provider produces.
    associatedtype Entry: TimelineEntry
    /// The generated custom intent class a person edits.
    associatedtype Intent: INIntent
    /// The context WidgetKit passes to each call.
    typealias Context = TimelineProviderContext

    /// Returns an entry for a placeholder, synchronously and with sample data.
    func placeholder(in context: Context) -> Entry

    /// Provides one entry for the current time and configuration; quickly, with sample data, when
    /// `context.isPreview`.
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping @Sendable (Entry) -> Void)

    /// Provides the entries for now and the future for the configuration, and when to ask again.
    func getTimeline(
        for configuration: Intent, in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)

    /// Preconfigured intents to offer where people cannot configure a widget themselves.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    /// The default: no recommendations, so people configure the widget themselves.
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}
