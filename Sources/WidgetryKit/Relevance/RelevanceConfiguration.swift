import Foundation
import WidgetryIntents
import WidgetryUI

/// What a ``RelevanceEntriesProvider`` returns for each relevant configuration.
public protocol RelevanceEntry: Sendable {}

/// What a relevance provider knows of where its widget shows.
public struct RelevanceEntriesProviderContext: Sendable {
    /// The family of the widget.
    public let family: WidgetFamily
    /// The size of the widget in points.
    public let displaySize: CGSize
    /// Whether the entry is for a preview (the widget gallery).
    public let isPreview: Bool

    /// Creates a context from a timeline provider's.
    public init(_ context: TimelineProviderContext) {
        self.family = context.family
        self.displaySize = context.displaySize
        self.isPreview = context.isPreview
    }
}

/// A provider of a widget driven by relevance clues (watchOS 26's relevant widgets): it says when and where the
/// widget matters, and makes the entry for each relevant configuration.
///
/// For example:
///
/// ```swift
/// struct EventProvider: RelevanceEntriesProvider {
///     func placeholder(context: Context) -> EventEntry { EventEntry(title: "Event") }
///     func relevance() async -> WidgetRelevance<EventIntent> {
///         WidgetRelevance(events.map { WidgetRelevanceAttribute(configuration: EventIntent(event: $0),
///                                                                context: .date(interval: $0.interval, kind: .scheduled)) })
///     }
///     func entry(configuration: EventIntent, context: Context) async throws -> EventEntry { … }
/// }
/// ```
public protocol RelevanceEntriesProvider: Sendable {
    /// The entry type.
    associatedtype Entry: RelevanceEntry
    /// The configuration each relevance names.
    associatedtype Configuration: WidgetConfigurationIntent
    /// The context of each call.
    typealias Context = RelevanceEntriesProviderContext

    /// A placeholder entry, synchronously, with sample data.
    func placeholder(context: Context) -> Entry
    /// When and where the widget is relevant, most important first.
    func relevance() async -> WidgetRelevance<Configuration>
    /// The entry for one relevant configuration.
    func entry(configuration: Configuration, context: Context) async throws -> Entry
}

/// A relevance entry with the date a host shows it from.
struct RelevanceTimelineEntry<Entry: RelevanceEntry>: TimelineEntry, CustomStringConvertible {
    let date: Date
    let entry: Entry
    let context: RelevantContext?

    var description: String {
        "\(entry)" + (context.map { " [\($0)]" } ?? "")
    }
}

/// A widget whose content and prominence come from relevance clues, as watchOS 26's `RelevanceConfiguration`.
///
/// A host asks the provider's ``RelevanceEntriesProvider/relevance()`` and makes a timeline of the attributes'
/// entries: now, the entry of the first attribute whose context holds (or the first attribute), then the entry of
/// each later date window at its start. In a Smart Stack the declared contexts rotate the widget to the top while
/// they hold (see the README's *Smart Stacks*).
///
/// For example:
///
/// ```swift
/// RelevanceConfiguration(kind: "Events", provider: EventProvider()) { entry in EventView(entry: entry) }
/// ```
@MainActor @preconcurrency
public struct RelevanceConfiguration<Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget that gives the system relevance clues.
    /// - Parameters:
    ///   - kind: A string that identifies this widget in the bundle.
    ///   - provider: What says when the widget is relevant and makes its entries.
    ///   - content: The view for an entry.
    public init<Provider: RelevanceEntriesProvider>(
        kind: String, provider: Provider, @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) {
        typealias Wrapped = RelevanceTimelineEntry<Provider.Entry>
        let erased = AnyWidgetProvider(
            placeholderBody: { context in
                AnyTimelineEntry(
                    Wrapped(
                        date: Date(), entry: provider.placeholder(context: RelevanceEntriesProviderContext(context)),
                        context: nil))
            },
            snapshotBody: { _, context in
                let relevance = await provider.relevance()
                let relevantContext = RelevanceEntriesProviderContext(context)
                guard let first = relevance.attributes.first, let configuration = first.configuration else {
                    return AnyTimelineEntry(
                        Wrapped(date: Date(), entry: provider.placeholder(context: relevantContext), context: nil))
                }
                let entry = try await provider.entry(configuration: configuration, context: relevantContext)
                return AnyTimelineEntry(Wrapped(date: Date(), entry: entry, context: first.context))
            },
            timelineBody: { _, context in
                try await RelevanceTimeline.timeline(of: provider, in: context)
            },
            recommendationsBody: { [] },
            resolveConfigurationBody: { configuration in
                guard let configuration, !configuration.isEmpty else { return nil }
                throw WidgetError.notConfigurable(kind: kind, configuration: configuration)
            },
            contentBody: ContentEraser.erase({ (wrapped: Wrapped) in content(wrapped.entry) }, kind: kind)
        )
        var descriptor = WidgetDescriptor(
            kind: kind, role: .widget, supportedFamilies: WidgetDescriptor.defaultFamilies,
            entryType: String(reflecting: Provider.Entry.self), providerType: String(reflecting: Provider.self),
            provider: erased)
        descriptor.relevance = { await provider.relevance().clues }
        self.descriptor = descriptor
    }

    public var _widgetDescriptors: [WidgetDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("RelevanceConfiguration is a built-in configuration.") }
}

/// How a ``RelevanceConfiguration``'s timeline is made, apart from the generic configuration so the provider's
/// closures capture no view type.
enum RelevanceTimeline {
    /// The timeline a host shows: the entry relevant now (or the first attribute's), then each later window's.
    static func timeline<Provider: RelevanceEntriesProvider>(
        of provider: Provider, in context: TimelineProviderContext
    ) async throws -> AnyTimeline {
        let now = Date()
        let relevantContext = RelevanceEntriesProviderContext(context)
        let attributes = await provider.relevance().attributes.filter { $0.configuration != nil }
        guard !attributes.isEmpty else {
            let entry = RelevanceTimelineEntry(
                date: now, entry: provider.placeholder(context: relevantContext), context: nil)
            return AnyTimeline(entries: [AnyTimelineEntry(entry)], policy: .after(now.addingTimeInterval(6 * 3600)))
        }
        let current =
            attributes.first { attribute in
                attribute.context.dateWindow.map { $0.start <= now && now < $0.end } ?? false
            } ?? attributes[0]
        var planned: [(date: Date, attribute: WidgetRelevanceAttribute<Provider.Configuration>)] = [(now, current)]
        for attribute in attributes {
            if let window = attribute.context.dateWindow, window.start > now {
                planned.append((window.start, attribute))
            }
        }
        planned.sort { $0.date < $1.date }
        var entries: [AnyTimelineEntry] = []
        for (date, attribute) in planned {
            guard let configuration = attribute.configuration else { continue }
            let entry = try await provider.entry(configuration: configuration, context: relevantContext)
            entries.append(
                AnyTimelineEntry(RelevanceTimelineEntry(date: date, entry: entry, context: attribute.context)))
        }
        let lastEnd = attributes.compactMap { $0.context.dateWindow?.end }.filter { $0 > now }.max()
        return AnyTimeline(entries: entries, policy: .after(lastEnd ?? now.addingTimeInterval(6 * 3600)))
    }
}
