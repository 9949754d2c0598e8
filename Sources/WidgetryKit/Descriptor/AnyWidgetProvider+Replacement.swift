import Foundation
import WidgetryIntents
import WidgetryUI

extension AnyWidgetProvider {
    /// Creates a provider from closures, for hosts that answer a widget's calls somewhere else — another
    /// process, for example (see `ProviderIsolation` in WidgetryIsolation).
    ///
    /// A widget's own provider is erased for you by its configuration; this is for stand-ins that forward
    /// the same calls.
    ///
    /// - Parameters:
    ///   - placeholder: The placeholder entry; synchronous, as `TimelineProvider.placeholder(in:)` is.
    ///   - snapshot: One entry for now.
    ///   - timeline: The timeline for a configuration.
    ///   - recommendations: The recommended configurations.
    ///   - resolveConfiguration: Validates a configuration and fills in its defaults.
    ///   - content: The view for an entry.
    ///   - performAction: Performs a tapped button's or toggle's intent where the widget's code runs; `nil` to
    ///     let the host perform intents itself.
    public init(
        placeholder: @escaping @Sendable (TimelineProviderContext) -> AnyTimelineEntry,
        snapshot:
            @escaping @Sendable (WidgetConfigurationValues?, TimelineProviderContext) async throws
            -> AnyTimelineEntry,
        timeline:
            @escaping @Sendable (WidgetConfigurationValues?, TimelineProviderContext) async throws
            -> AnyTimeline,
        recommendations: @escaping @Sendable () -> [WidgetRecommendation],
        resolveConfiguration:
            @escaping @Sendable (WidgetConfigurationValues?) async throws
            -> WidgetConfigurationValues?,
        content: @escaping @MainActor @Sendable (AnyTimelineEntry) -> AnyView,
        performAction: (@Sendable (String, IntentJSON, Bool?) async throws -> Void)? = nil
    ) {
        self.init(
            placeholderBody: placeholder, snapshotBody: snapshot, timelineBody: timeline,
            recommendationsBody: recommendations, resolveConfigurationBody: resolveConfiguration,
            contentBody: content)
        self.actionPerformer = performAction
    }
}

extension WidgetDescriptor {
    /// The same widget with another provider: what a host uses to forward a widget's calls elsewhere.
    ///
    /// - Parameter provider: The provider that answers for the widget from now on.
    /// - Returns: A copy of the descriptor with `provider` replaced.
    public func replacingProvider(_ provider: AnyWidgetProvider) -> WidgetDescriptor {
        var copy = self
        copy.provider = provider
        return copy
    }
}

extension TimelineProviderContext {
    /// Creates a context with an explicit display size, as a host forwarding a call to another process does.
    ///
    /// - Parameters:
    ///   - family: The widget family.
    ///   - isPreview: Whether the request is for the widget gallery.
    ///   - displaySize: The size, in points, the widget is displayed at.
    ///   - environmentVariants: The environments the widget may be shown in.
    public init(
        family: WidgetFamily, isPreview: Bool, displaySize: CGSize, environmentVariants: EnvironmentVariants
    ) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
        self.environmentVariants = environmentVariants
    }
}
