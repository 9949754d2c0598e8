import Foundation
import WidgetryIntents
import WidgetryKit
import WidgetryUI

// Widgets written like the demo's (seed 000–002): providers date entries with `Date()`, the wall clock.

struct DemoEntry: TimelineEntry {
    let date: Date
    let text: String
}

/// Seed 002's weather: five entries an hour apart, `.atEnd`.
struct HourlyProvider: TimelineProvider {
    func placeholder(in context: Context) -> DemoEntry { DemoEntry(date: Date(), text: "—") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (DemoEntry) -> Void) {
        completion(DemoEntry(date: Date(), text: "Sunny"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DemoEntry>) -> Void) {
        let now = Date()
        let entries = (0..<5).map { DemoEntry(date: now.addingTimeInterval(Double($0) * 3600), text: "hour \($0)") }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

/// Seed 000's game status: one entry, the next timeline in 15 minutes.
struct QuarterHourProvider: TimelineProvider {
    func placeholder(in context: Context) -> DemoEntry { DemoEntry(date: Date(), text: "—") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (DemoEntry) -> Void) {
        completion(DemoEntry(date: Date(), text: "Turn 12"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DemoEntry>) -> Void) {
        let now = Date()
        completion(
            Timeline(entries: [DemoEntry(date: now, text: "Turn 12")], policy: .after(now.addingTimeInterval(900))))
    }
}

/// Seed 001's character detail: `.never`, reloaded by the app.
struct NeverProvider: TimelineProvider {
    func placeholder(in context: Context) -> DemoEntry { DemoEntry(date: Date(), text: "—") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (DemoEntry) -> Void) {
        completion(DemoEntry(date: Date(), text: "Panda"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DemoEntry>) -> Void) {
        completion(Timeline(entries: [DemoEntry(date: Date(), text: "Panda")], policy: .never))
    }
}

/// A common mistake: an entry every minute.
struct MinuteProvider: TimelineProvider {
    func placeholder(in context: Context) -> DemoEntry { DemoEntry(date: Date(), text: "—") }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (DemoEntry) -> Void) {
        completion(DemoEntry(date: Date(), text: "0"))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<DemoEntry>) -> Void) {
        let now = Date()
        let entries = (0..<10).map { DemoEntry(date: now.addingTimeInterval(Double($0) * 60), text: "minute \($0)") }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct HourlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Weather", provider: HourlyProvider()) { Text($0.text) }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct QuarterHourWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GameStatus", provider: QuarterHourProvider()) { Text($0.text) }
            .supportedFamilies([.systemSmall])
    }
}

struct NeverWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CharacterDetail", provider: NeverProvider()) { Text($0.text) }
            .supportedFamilies([.systemMedium])
    }
}

struct MinuteWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Ticker", provider: MinuteProvider()) { Text($0.text) }
            .supportedFamilies([.accessoryRectangular])
    }
}

@MainActor
func demoLikeBundle() -> WidgetBundleDescriptor {
    makeBundle([HourlyWidget(), QuarterHourWidget(), NeverWidget(), MinuteWidget()])
}
