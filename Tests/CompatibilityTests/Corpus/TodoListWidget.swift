import AppIntents
import SwiftUI
import WidgetKit

// A to-do app's list widget: the list is an entity, the filter an `AppEnum`, and each task's checkbox is an
// interactive button completing it through an App Intent.

enum TodoFilter: String, AppEnum {
    case today, upcoming, flagged

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Filter"
    static let caseDisplayRepresentations: [TodoFilter: DisplayRepresentation] = [
        .today: "Today",
        .upcoming: "Upcoming",
        .flagged: DisplayRepresentation(title: "Flagged", image: .init(systemName: "flag.fill")),
    ]
}

struct TodoListEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static let defaultQuery = TodoListQuery()

    let id: UUID
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    static let inbox = TodoListEntity(id: UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301")!, name: "Inbox")
    static let work = TodoListEntity(id: UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3302")!, name: "Work")
}

struct TodoListQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [TodoListEntity] {
        [TodoListEntity.inbox, .work].filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [TodoListEntity] { [.inbox, .work] }

    func defaultResult() async -> TodoListEntity? { .inbox }
}

struct TodoListConfigurationIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Tasks"
    static let description = IntentDescription("Shows the tasks of a list.")

    @Parameter(title: "List")
    var list: TodoListEntity?

    @Parameter(title: "Show", default: .today)
    var filter: TodoFilter

    @Parameter(title: "Show Completed", default: false)
    var showCompleted: Bool
}

struct TodoCompleteTaskIntent: AppIntent {
    static let title: LocalizedStringResource = "Complete Task"

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}
    init(taskID: String) { self.taskID = taskID }

    func perform() async throws -> some IntentResult { .result() }
}

struct TodoTask: Identifiable, Sendable {
    let id: String
    let title: String
    let isDone: Bool
    let isFlagged: Bool
}

struct TodoListEntry: TimelineEntry {
    let date: Date
    let listName: String
    let filter: TodoFilter
    let tasks: [TodoTask]
}

struct TodoListProvider: AppIntentTimelineProvider {
    typealias Entry = TodoListEntry
    typealias Intent = TodoListConfigurationIntent

    func placeholder(in context: Context) -> Entry {
        Entry(date: .now, listName: "Inbox", filter: .today, tasks: [])
    }

    func snapshot(for configuration: Intent, in context: Context) async -> Entry {
        Entry(date: .now, listName: configuration.list?.name ?? "Inbox", filter: configuration.filter, tasks: [])
    }

    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry> {
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        return Timeline(entries: [await snapshot(for: configuration, in: context)], policy: .after(midnight))
    }
}

struct TodoTaskRow: View {
    let task: TodoTask

    var body: some View {
        HStack(spacing: 8) {
            Button(intent: TodoCompleteTaskIntent(taskID: task.id)) {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                    .foregroundStyle(task.isDone ? Color.accentColor : Color.secondary)
            }
            .buttonStyle(.plain)
            Text(task.title)
                .strikethrough(task.isDone)
                .foregroundStyle(task.isDone ? .secondary : .primary)
                .lineLimit(1)
            Spacer()
            if task.isFlagged {
                Image(systemName: "flag.fill").foregroundStyle(.orange)
            }
        }
        .font(.subheadline)
    }
}

struct TodoListWidgetView: View {
    let entry: TodoListEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .firstTextBaseline) {
                Text(entry.listName).font(.title3.bold())
                Spacer()
                Text("\(entry.tasks.filter { !$0.isDone }.count)")
                    .font(.title3.bold())
                    .foregroundStyle(Color.accentColor)
            }
            ForEach(entry.tasks) { TodoTaskRow(task: $0) }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TodoListWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "TodoList", intent: TodoListConfigurationIntent.self, provider: TodoListProvider())
        { entry in
            TodoListWidgetView(entry: entry)
        }
        .configurationDisplayName("Tasks")
        .description("Check off tasks right from the Home Screen.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension CorpusCase {
    static var todoList: CorpusCase {
        let tasks = [
            TodoTask(id: "1", title: "Buy oat milk", isDone: true, isFlagged: false),
            TodoTask(id: "2", title: "Call the plumber", isDone: false, isFlagged: true),
            TodoTask(id: "3", title: "Renew passport", isDone: false, isFlagged: false),
        ]
        return .widget(
            TodoListWidget.self, entry: TodoListEntry(date: corpusNow, listName: "Inbox", filter: .today, tasks: tasks),
            family: .systemLarge, expecting: ["Inbox", "Buy oat milk", "Call the plumber", "flag.fill", "2"])
    }
}
