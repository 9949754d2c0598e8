import SwiftUI
import WidgetKit

// A fitness app's Lock Screen and StandBy widget: it asks `\.showsWidgetLabel` whether the system draws a label
// (then moves its title into `widgetLabel`), and uses `\.backgroundMaterial` to pick contrast.

struct FitnessLockScreenEntry: TimelineEntry {
    let date: Date
    let calories: Int
    let goal: Int
}

struct FitnessLockScreenProvider: TimelineProvider {
    func placeholder(in context: Context) -> FitnessLockScreenEntry {
        FitnessLockScreenEntry(date: Date(), calories: 300, goal: 500)
    }

    func getSnapshot(in context: Context, completion: @escaping (FitnessLockScreenEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<FitnessLockScreenEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct FitnessLockScreenView: View {
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @Environment(\.backgroundMaterial) private var backgroundMaterial
    let entry: FitnessLockScreenEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            if !showsWidgetLabel {
                Text("Move").font(.headline).widgetAccentable()
            }
            Text("\(entry.calories)/\(entry.goal) kcal")
                .font(.body.monospacedDigit())
            ProgressView(value: Double(entry.calories), total: Double(entry.goal))
                .opacity(backgroundMaterial == nil ? 1 : 0.8)
        }
        .widgetLabel {
            Text("Move")
        }
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
    }
}

struct FitnessLockScreenWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FitnessLockScreen", provider: FitnessLockScreenProvider()) { entry in
            FitnessLockScreenView(entry: entry)
        }
        .configurationDisplayName("Move")
        .description("Active calories today.")
        .supportedFamilies([.accessoryRectangular])
    }
}

extension CorpusCase {
    static var fitnessLockScreen: CorpusCase {
        .widget(
            FitnessLockScreenWidget.self, entry: FitnessLockScreenEntry(date: corpusNow, calories: 412, goal: 600),
            family: .accessoryRectangular, expecting: ["Move", "412/600 kcal"])
    }
}
