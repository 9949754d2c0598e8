import Foundation
import WidgetryIntents
import WidgetrySiriKit
import WidgetryUI

/// An object describing the content of a widget that people configure through a SiriKit custom intent, as
/// widgets written before iOS 17 are.
///
/// For example, with `ConfigurationIntent` generated from the target's `.intentdefinition` file:
///
/// ```swift
/// IntentConfiguration(kind: "CharacterWidget", intent: ConfigurationIntent.self, provider: Provider()) { entry in
///     CharacterView(entry: entry)
/// }
/// .configurationDisplayName("Character")
/// ```
///
/// The host treats it like an ``AppIntentConfiguration``: each intent parameter is in the widget's schema
/// (enums by case name, custom objects by identifier), configurations are JSON, and the options of object
/// parameters come from the handler the registered `INExtension` gives (see `INExtension.register(_:)`).
@MainActor @preconcurrency
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    let descriptor: WidgetDescriptor

    /// Creates a configuration for a widget people configure through a custom intent.
    /// - Parameters:
    ///   - kind: A string that identifies this widget in the bundle.
    ///   - intent: The generated custom intent class; its parameters become the widget's options.
    ///   - provider: The provider of the widget's timelines.
    ///   - content: The view for each entry.
    public init<Provider: IntentTimelineProvider>(
        kind: String,
        intent: Intent.Type,
        provider: Provider,
        @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        let typeName = String(reflecting: Intent.self)
        // Edit forms list enum cases and the handler's options through this source.
        IntentOptionSources.shared.register(SiriKitOptionSource(Intent.self), typeName: typeName)
        let erased = AnyWidgetProvider(
            placeholderBody: { AnyTimelineEntry(provider.placeholder(in: $0)) },
            snapshotBody: { configuration, context in
                let intent = try await SiriKitIntentCoder.decode(Intent.self, from: configuration)
                let entry: Provider.Entry = try await CompletionBridge.value { done in
                    provider.getSnapshot(for: intent, in: context, completion: done)
                }
                return AnyTimelineEntry(entry)
            },
            timelineBody: { configuration, context in
                let intent = try await SiriKitIntentCoder.decode(Intent.self, from: configuration)
                let timeline: Timeline<Provider.Entry> = try await CompletionBridge.value { done in
                    provider.getTimeline(for: intent, in: context, completion: done)
                }
                return AnyTimeline(timeline)
            },
            recommendationsBody: {
                provider.recommendations().map {
                    WidgetRecommendation(
                        description: $0.description, configuration: SiriKitIntentCoder.encode($0.intent))
                }
            },
            resolveConfigurationBody: { configuration in
                SiriKitIntentCoder.encode(try await SiriKitIntentCoder.decode(Intent.self, from: configuration))
            },
            contentBody: ContentEraser.erase(content, kind: kind)
        )
        descriptor = WidgetDescriptor(
            kind: kind, role: .widget,
            supportedFamilies: WidgetDescriptor.defaultFamilies,
            intent: Intent._intentDefinition.schema(typeName: typeName),
            entryType: String(reflecting: Provider.Entry.self), providerType: String(reflecting: Provider.self),
            provider: erased)
    }

    public var _widgetDescriptors: [WidgetDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("IntentConfiguration is a built-in configuration.") }
}
