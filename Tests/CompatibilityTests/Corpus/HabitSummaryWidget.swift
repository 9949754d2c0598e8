import AppIntents
import SwiftUI
import WidgetKit

// A habit tracker configured with App Intents whose Shortcuts summary depends on a parameter (`ParameterSummary`
// with `When`), with comments on its localizable strings and `Text` display names.

enum HabitPeriod: String, AppEnum {
    case week, month

    static let typeDisplayRepresentation = TypeDisplayRepresentation(
        name: LocalizedStringResource("Period", comment: "The span of days a habit widget shows"))
    static let caseDisplayRepresentations: [HabitPeriod: DisplayRepresentation] = [
        .week: DisplayRepresentation(title: LocalizedStringResource("This Week", comment: "Period option")),
        .month: DisplayRepresentation(title: LocalizedStringResource("This Month", comment: "Period option")),
    ]
}

struct HabitSummaryIntent: WidgetConfigurationIntent {
    static let title = LocalizedStringResource("Habit Summary", comment: "Title of the habit widget configuration")
    static let description = IntentDescription("Shows how often you kept a habit.")

    @Parameter(title: "Habit", default: "Meditate")
    var habit: String

    @Parameter(title: "Period", default: .week)
    var period: HabitPeriod

    @Parameter(title: "Show Goal", default: true)
    var showGoal: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$showGoal, .equalTo, true) {
            Summary("Show \(\.$habit) for \(\.$period) with goal") {
                \.$showGoal
            }
        } otherwise: {
            Summary("Show \(\.$habit) for \(\.$period)")
        }
    }
}

struct HabitSummaryEntry: TimelineEntry {
    let date: Date
    let habit: String
    let done: Int
    let goal: Int?
}

struct HabitSummaryProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HabitSummaryEntry {
        HabitSummaryEntry(date: .now, habit: "Meditate", done: 3, goal: 7)
    }

    func snapshot(for configuration: HabitSummaryIntent, in context: Context) async -> HabitSummaryEntry {
        HabitSummaryEntry(
            date: .now, habit: configuration.habit, done: 3,
            goal: configuration.showGoal ? (configuration.period == .week ? 7 : 30) : nil)
    }

    func timeline(for configuration: HabitSummaryIntent, in context: Context) async -> Timeline<HabitSummaryEntry> {
        Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .atEnd)
    }
}

struct HabitSummaryView: View {
    let entry: HabitSummaryEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text(entry.habit).font(.headline)
            if let goal = entry.goal {
                Text("\(entry.done) of \(goal) days").font(.subheadline)
            } else {
                Text("\(entry.done) days").font(.subheadline)
            }
        }
        .containerBackground(.mint.opacity(0.2), for: .widget)
    }
}

struct HabitSummaryWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "HabitSummary", intent: HabitSummaryIntent.self, provider: HabitSummaryProvider())
        {
            HabitSummaryView(entry: $0)
        }
        .configurationDisplayName(Text("Habits"))
        .description(Text("How often you kept a habit."))
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var habitSummary: CorpusCase {
        .widget(
            HabitSummaryWidget.self, entry: HabitSummaryEntry(date: corpusNow, habit: "Stretch", done: 5, goal: 7),
            family: .systemSmall, expecting: ["Stretch", "5 of 7 days"])
    }
}
