import SwiftUI
import WidgetKit

// A caffeine tracker in the style of Apple's watch-and-widgets sample: the amount in the body, and the time since
// the last drink counting up.

struct CaffeineEntry: TimelineEntry {
    let date: Date
    let milligrams: Double
    let lastDrink: Date
}

struct CaffeineProvider: TimelineProvider {
    func placeholder(in context: Context) -> CaffeineEntry {
        CaffeineEntry(date: Date(), milligrams: 95, lastDrink: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (CaffeineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CaffeineEntry>) -> Void) {
        // Caffeine halves every five hours: one entry every 15 minutes for two hours.
        let start = Date()
        let entries = (0..<8).map { step -> CaffeineEntry in
            let date = start.addingTimeInterval(Double(step) * 900)
            let hours = date.timeIntervalSince(start) / 3600
            return CaffeineEntry(date: date, milligrams: 95 * pow(0.5, hours / 5), lastDrink: start)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct CaffeineView: View {
    let entry: CaffeineEntry

    var body: some View {
        VStack(alignment: .leading) {
            Label {
                Text("Caffeine")
            } icon: {
                Image(systemName: "cup.and.saucer.fill")
            }
            .font(.headline)
            .widgetAccentable()
            Text("\(Int(entry.milligrams.rounded())) mg")
                .font(.body.monospacedDigit())
            Text(entry.lastDrink, style: .timer)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.clear, for: .widget)
    }
}

struct CaffeineTrackerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CaffeineTracker", provider: CaffeineProvider()) { entry in
            CaffeineView(entry: entry)
        }
        .configurationDisplayName("Caffeine")
        .description("Your current caffeine level.")
        .supportedFamilies([.accessoryRectangular, .systemSmall])
    }
}

extension CorpusCase {
    static var caffeineTracker: CorpusCase {
        .widget(
            CaffeineTrackerWidget.self,
            entry: CaffeineEntry(date: corpusNow, milligrams: 120, lastDrink: corpusNow - 65),
            family: .accessoryRectangular, expecting: ["Caffeine", "120 mg", "cup.and.saucer.fill"])
    }
}
