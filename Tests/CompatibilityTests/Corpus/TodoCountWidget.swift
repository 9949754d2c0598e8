import SwiftUI
import WidgetKit

// A to-do app's Lock Screen widget: remaining tasks in the rectangular family, falling back to shorter text with
// `ViewThatFits`, and the next due time.

struct TodoCountEntry: TimelineEntry {
    let date: Date
    let remaining: Int
    let nextTitle: String?
    let nextDue: Date?
}

struct TodoCountProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoCountEntry {
        TodoCountEntry(date: Date(), remaining: 4, nextTitle: "Stand-up", nextDue: Date())
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoCountEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoCountEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TodoCountView: View {
    let entry: TodoCountEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ViewThatFits {
                Text("\(entry.remaining) tasks remaining")
                Text("\(entry.remaining) left")
            }
            .font(.headline)
            .widgetAccentable()
            if let title = entry.nextTitle, let due = entry.nextDue {
                Text(title).font(.caption).lineLimit(1)
                Text(due, style: .time).font(.caption2).foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) { AccessoryWidgetBackground() }
    }
}

struct TodoCountWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodoCount", provider: TodoCountProvider()) { entry in
            TodoCountView(entry: entry)
        }
        .configurationDisplayName("Remaining")
        .description("How many tasks are left today.")
        .supportedFamilies([.accessoryRectangular])
    }
}

extension CorpusCase {
    static var todoCount: CorpusCase {
        .widget(
            TodoCountWidget.self,
            entry: TodoCountEntry(date: corpusNow, remaining: 5, nextTitle: "Design review", nextDue: corpusNow + 3600),
            family: .accessoryRectangular, expecting: ["Design review"])
    }
}
