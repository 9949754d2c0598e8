/// A result builder that collects the timeline entries of a `#Preview`.
///
/// For example, the `timeline` closure of
///
/// ```swift
/// #Preview(as: .systemSmall) { WeatherWidget() } timeline: {
///     WeatherEntry(date: .now, weather: .sunny)
///     for weather in [Weather.cloudy, .rainy] { WeatherEntry(date: .now, weather: weather) }
/// }
/// ```
///
/// builds three entries.
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }

    public static func buildExpression<Entry: TimelineEntry>(_ entries: [Entry]) -> [any TimelineEntry] { entries }

    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }

    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }

    public static func buildPartialBlock(
        accumulated: [any TimelineEntry], next: [any TimelineEntry]
    ) -> [any TimelineEntry] {
        accumulated + next
    }

    public static func buildBlock() -> [any TimelineEntry] { [] }

    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
        components.flatMap { $0 }
    }

    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }

    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }

    public static func buildLimitedAvailability(_ component: [any TimelineEntry]) -> [any TimelineEntry] {
        component
    }
}
