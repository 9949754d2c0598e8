import AppIntents
import SwiftUI
import WidgetKit

// A to-do widget configured through App Intents with a parameter summary, an options provider, a ranged count
// and a bundle that checks availability with and without else.

struct KitListOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Inbox", "Today", "Someday"] }
    func defaultResult() async -> String? { "Inbox" }
}

struct KitTaskListIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Task List"
    static var description = IntentDescription("Shows the tasks of a list.", categoryName: "Tasks")

    @Parameter(title: "List", optionsProvider: KitListOptionsProvider()) var list: String
    @Parameter(title: "Show Completed", default: false) var showsCompleted: Bool
    @Parameter(title: "Count", default: 3, inclusiveRange: (1, 8)) var count: Int

    static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .equalTo, .systemSmall) {
            Summary("Show \(\.$list)")
        } otherwise: {
            When(\.$showsCompleted, .equalTo, true) {
                Summary("Show \(\.$list) with completed tasks") {
                    \.$count
                }
            } otherwise: {
                Summary("Show \(\.$list)") {
                    \.$showsCompleted
                    \.$count
                }
            }
        }
    }
}

struct KitTaskEntry: TimelineEntry {
    let date: Date
    let list: String
    let tasks: [String]
}

struct KitTaskProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> KitTaskEntry {
        KitTaskEntry(date: Date(), list: "Inbox", tasks: ["Buy milk"])
    }

    func snapshot(for configuration: KitTaskListIntent, in context: Context) async -> KitTaskEntry {
        KitTaskEntry(date: Date(), list: configuration.list, tasks: ["Buy milk", "Call mom"])
    }

    func timeline(for configuration: KitTaskListIntent, in context: Context) async -> Timeline<KitTaskEntry> {
        let tasks = Array(["Buy milk", "Call mom", "Book flights", "Water plants"].prefix(configuration.count))
        return Timeline(entries: [KitTaskEntry(date: Date(), list: configuration.list, tasks: tasks)], policy: .never)
    }
}

struct KitTaskListWidget: Widget {
    let kind = "KitTaskList"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: KitTaskListIntent.self, provider: KitTaskProvider()) { entry in
            VStack(alignment: .leading) {
                Text(entry.list).font(.headline)
                ForEach(entry.tasks, id: \.self) { Text($0) }
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName(Text("Tasks"))
        .description(Text("Your tasks at a glance."))
        .supportedFamilies([.systemSmall, .systemMedium])
        .contentMarginsDisabled()
    }
}

struct KitLegacyTaskWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "KitLegacyTasks", provider: KitLegacyProvider()) { entry in
            Text(entry.list)
        }
        .configurationDisplayName("Tasks")
        .description("Your tasks.")
    }
}

struct KitLegacyProvider: TimelineProvider {
    func placeholder(in context: Context) -> KitTaskEntry { KitTaskEntry(date: Date(), list: "Inbox", tasks: []) }

    func getSnapshot(in context: Context, completion: @escaping (KitTaskEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<KitTaskEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct KitTasksBundle: WidgetBundle {
    var body: some Widget {
        if #available(iOS 17.0, *) {
            KitTaskListWidget()
        } else {
            KitLegacyTaskWidget()
        }
        if #available(iOS 16.1, *) {
            KitRideLiveActivity()
        }
        if #available(iOS 18.0, *) {
            KitSmartPlugControl()
            KitOpenHomeControl()
        }
    }
}
