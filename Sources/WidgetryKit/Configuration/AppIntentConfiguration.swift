import Foundation
import WidgetryIntents
import WidgetryUI

/// An object describing the content of a widget that people configure through an App Intent.
///
/// For example:
///
/// ```swift
/// AppIntentConfiguration(kind: "ConfigWidget", intent: SelectCategoryIntent.self,
///                        provider: CategoryProvider()) { entry in
///     CategoryWidgetView(entry: entry)
/// }
/// ```
@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget people configure.
    /// - Parameters:
    ///   - kind: A string that identifies this widget in the bundle.
    ///   - intent: The configuration intent type; its parameters become the widget's options.
    ///   - provider: The provider of the widget's timelines.
    ///   - content: The view for each entry.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String,
        intent: Intent.Type = Intent.self,
        provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        // Edit forms and `currentConfigurations()` rebuild the intent by its type name.
        IntentTypeRegistry.shared.register(Intent.self)
        let erased = AnyWidgetProvider(
            placeholderBody: { AnyTimelineEntry(provider.placeholder(in: $0)) },
            snapshotBody: { configuration, context in
                let intent = try await IntentBridge.decode(Intent.self, from: configuration, kind: kind)
                return AnyTimelineEntry(await provider.snapshot(for: intent, in: context))
            },
            timelineBody: { configuration, context in
                let intent = try await IntentBridge.decode(Intent.self, from: configuration, kind: kind)
                return AnyTimeline(await provider.timeline(for: intent, in: context))
            },
            recommendationsBody: {
                provider.recommendations().map {
                    WidgetRecommendation(description: $0.description, configuration: IntentBridge.encode($0.intent))
                }
            },
            resolveConfigurationBody: { configuration in
                let intent = try await IntentBridge.decode(Intent.self, from: configuration, kind: kind)
                return IntentBridge.encode(intent)
            },
            contentBody: ContentEraser.erase(content, kind: kind)
        )
        descriptor = WidgetDescriptor(
            kind: kind, role: .widget,
            supportedFamilies: WidgetDescriptor.defaultFamilies,
            intent: IntentSchema(Intent.self),
            entryType: String(reflecting: Provider.Entry.self), providerType: String(reflecting: Provider.self),
            provider: erased)
    }

    public var _widgetDescriptors: [WidgetDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("AppIntentConfiguration is a built-in configuration.") }
}
