import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryUI

// Widgets the Kit tests drive: small, deterministic, and covering each provider shape.

struct CountEntry: TimelineEntry {
    let date: Date
    let count: Int
}

/// Entries a fixed interval apart from a fixed start, with a chosen policy.
struct CountingProvider: TimelineProvider {
    var start = Date(timeIntervalSince1970: 1_800_000_000)
    var spacing: TimeInterval = 3600
    var count = 3
    var policy: TimelineReloadPolicy = .atEnd

    func placeholder(in context: Context) -> CountEntry { CountEntry(date: start, count: -1) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: start, count: context.isPreview ? 0 : 1))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        let entries = (0..<count).map { CountEntry(date: start.addingTimeInterval(Double($0) * spacing), count: $0) }
        completion(Timeline(entries: entries, policy: policy))
    }
}

/// Calls its completion twice: the host must take the first and ignore the second.
struct TwiceProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: .distantPast, count: 1))
        completion(CountEntry(date: .distantPast, count: 2))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {
        completion(Timeline(entries: [CountEntry(date: .distantPast, count: 1)], policy: .never))
        completion(Timeline(entries: [CountEntry(date: .distantPast, count: 2)], policy: .never))
    }
}

/// Never calls its completion for timelines: the host must give up at the deadline.
struct SilentProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (CountEntry) -> Void) {
        completion(CountEntry(date: .distantPast, count: 0))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CountEntry>) -> Void) {}
}

struct CountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Count", provider: CountingProvider()) { entry in
            Text("\(entry.count)")
        }
        .configurationDisplayName("Count")
        .description("Counts hours.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}

struct SilentWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Silent", provider: SilentProvider()) { entry in Text("\(entry.count)") }
            .supportedFamilies([.systemSmall])
    }
}

struct TwiceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Twice", provider: TwiceProvider()) { entry in Text("\(entry.count)") }
    }
}

enum Flavor: String, AppEnum {
    case vanilla, chocolate
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavor"
    static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [
        .vanilla: "Vanilla", .chocolate: "Chocolate",
    ]
}

struct FlavorIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Flavor"
    @Parameter(title: "Flavor", default: .vanilla) var flavor: Flavor
    @Parameter(title: "Scoops", default: 2) var scoops: Int
}

struct FlavorEntry: TimelineEntry {
    let date: Date
    let flavor: Flavor
    let scoops: Int
}

struct FlavorProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> FlavorEntry {
        FlavorEntry(date: .distantPast, flavor: .vanilla, scoops: 1)
    }
    func snapshot(for configuration: FlavorIntent, in context: Context) async -> FlavorEntry {
        FlavorEntry(date: .distantPast, flavor: configuration.flavor, scoops: configuration.scoops)
    }
    func timeline(for configuration: FlavorIntent, in context: Context) async -> Timeline<FlavorEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .never)
    }
    func recommendations() -> [AppIntentRecommendation<FlavorIntent>] {
        let intent = FlavorIntent()
        intent.flavor = .chocolate
        return [AppIntentRecommendation(intent: intent, description: "Chocolate")]
    }
}

struct FlavorWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Flavor", intent: FlavorIntent.self, provider: FlavorProvider()) { entry in
            Text("\(entry.scoops) × \(entry.flavor.rawValue)")
        }
        .contentMarginsDisabled()
    }
}

struct TestBundle: WidgetBundle {
    /// Exercises the builder's `if`.
    static let includesSilentWidget = true

    var body: some Widget {
        CountWidget()
        FlavorWidget()
        if TestBundle.includesSilentWidget {
            SilentWidget()
        }
        TwiceWidget()
    }
}
