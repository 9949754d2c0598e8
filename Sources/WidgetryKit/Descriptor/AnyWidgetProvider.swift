import Foundation
import WidgetryIntents
import WidgetryUI

/// A widget's provider and content closure, erased: what a host calls to get entries and views.
///
/// Configurations are passed as JSON objects (``WidgetConfigurationValues``); configurable widgets decode them
/// into their intent, resolving entities through their queries, before the provider sees them.
public struct AnyWidgetProvider: Sendable {
    let placeholderBody: @Sendable (TimelineProviderContext) -> AnyTimelineEntry
    let snapshotBody: @Sendable (WidgetConfigurationValues?, TimelineProviderContext) async throws -> AnyTimelineEntry
    let timelineBody: @Sendable (WidgetConfigurationValues?, TimelineProviderContext) async throws -> AnyTimeline
    let recommendationsBody: @Sendable () -> [WidgetRecommendation]
    let resolveConfigurationBody: @Sendable (WidgetConfigurationValues?) async throws -> WidgetConfigurationValues?
    let contentBody: @MainActor @Sendable (AnyTimelineEntry) -> AnyView

    /// Performs a tapped button's or toggle's intent — type name, parameters, a toggle's new value — where the
    /// widget's code runs, when that is not the host's process; `nil` (a widget's own provider) means the host
    /// performs intents itself.
    public internal(set) var actionPerformer: (@Sendable (String, IntentJSON, Bool?) async throws -> Void)?

    /// The placeholder entry: synchronous, sample data.
    public func placeholder(in context: TimelineProviderContext) -> AnyTimelineEntry {
        placeholderBody(context)
    }

    /// One entry for now, as for the widget gallery when `context.isPreview`.
    public func snapshot(
        for configuration: WidgetConfigurationValues?, in context: TimelineProviderContext
    ) async throws -> AnyTimelineEntry {
        try await snapshotBody(configuration, context)
    }

    /// The timeline for a configuration.
    public func timeline(
        for configuration: WidgetConfigurationValues?, in context: TimelineProviderContext
    ) async throws -> AnyTimeline {
        try await timelineBody(configuration, context)
    }

    /// The provider's recommended configurations (configurable widgets only).
    public func recommendations() -> [WidgetRecommendation] { recommendationsBody() }

    /// Validates a configuration and fills in defaults, returning the complete configuration.
    ///
    /// - throws: An error naming the bad parameter or value when the configuration does not fit the intent.
    public func resolveConfiguration(_ configuration: WidgetConfigurationValues?) async throws
        -> WidgetConfigurationValues?
    {
        try await resolveConfigurationBody(configuration)
    }

    /// The widget's view for an entry.
    @MainActor
    public func content(for entry: AnyTimelineEntry) -> AnyView {
        contentBody(entry)
    }
}

/// A preconfigured configuration a provider recommends.
public struct WidgetRecommendation: Sendable {
    /// What people see for it.
    public let description: String
    /// The configuration, as JSON.
    public let configuration: WidgetConfigurationValues

    /// Creates a recommendation: what people see for it and its configuration as JSON.
    public init(description: String, configuration: WidgetConfigurationValues) {
        self.description = description
        self.configuration = configuration
    }
}
