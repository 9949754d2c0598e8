import Foundation
import WidgetryIntents
import WidgetryUI

/// An object describing the content of a widget that has no user-configurable options.
///
/// For example:
///
/// ```swift
/// StaticConfiguration(kind: "WeatherWidget", provider: Provider()) { entry in
///     WeatherWidgetView(entry: entry)
/// }
/// ```
@MainActor @preconcurrency
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget with no options.
    /// - Parameters:
    ///   - kind: A string that identifies this widget in the bundle.
    ///   - provider: The provider of the widget's timelines.
    ///   - content: The view for each entry.
    public init<Provider: TimelineProvider>(
        kind: String,
        provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Entry: TimelineEntry {
        let erased = AnyWidgetProvider(
            placeholderBody: { AnyTimelineEntry(provider.placeholder(in: $0)) },
            snapshotBody: { _, context in
                let entry: Provider.Entry = try await CompletionBridge.value { done in
                    provider.getSnapshot(in: context, completion: done)
                }
                return AnyTimelineEntry(entry)
            },
            timelineBody: { _, context in
                let timeline: Timeline<Provider.Entry> = try await CompletionBridge.value { done in
                    provider.getTimeline(in: context, completion: done)
                }
                return AnyTimeline(timeline)
            },
            recommendationsBody: { [] },
            resolveConfigurationBody: { configuration in
                guard let configuration, !configuration.isEmpty else { return nil }
                throw WidgetError.notConfigurable(kind: kind, configuration: configuration)
            },
            contentBody: ContentEraser.erase(content, kind: kind)
        )
        descriptor = WidgetDescriptor(
            kind: kind, role: .widget,
            supportedFamilies: WidgetDescriptor.defaultFamilies,
            entryType: String(reflecting: Provider.Entry.self), providerType: String(reflecting: Provider.self),
            provider: erased)
    }

    public var _widgetDescriptors: [WidgetDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("StaticConfiguration is a built-in configuration.") }
}

/// Erases a typed content closure into one that takes any entry.
enum ContentEraser {
    static func erase<Entry: TimelineEntry, Content: View>(
        _ content: @escaping @MainActor (Entry) -> Content, kind: String
    ) -> @MainActor @Sendable (AnyTimelineEntry) -> AnyView {
        let content = UncheckedSendableBox(content)
        return { entry in
            guard let typed = entry.base as? Entry else {
                return AnyView(
                    Text("Widget '\(kind)' got an entry of type '\(String(reflecting: type(of: entry.base)))'"))
            }
            return AnyView(content.value(typed))
        }
    }
}

/// Carries a main-actor closure into a `@Sendable` one.
///
/// `@unchecked` because the closure is only ever called on the main actor (its type says so), which makes
/// sharing it across tasks safe even though the compiler cannot prove the captured state Sendable.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
