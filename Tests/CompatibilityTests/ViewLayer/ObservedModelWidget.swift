import Combine
import SwiftUI
import WidgetKit

// A to-do widget that shares its view code with the app: an `ObservableObject` store with `@Published`
// properties (Combine, imported together with SwiftUI), read through `@ObservedObject`, `@StateObject` and
// `@EnvironmentObject`, and an `@Observable` settings object read with `@Environment(Type.self)`.

final class TodoStore: ObservableObject {
    @Published var titles: [String]
    @Published var showsDone = false
    private var cancellables = Set<AnyCancellable>()

    init(titles: [String]) {
        self.titles = titles
        $titles.sink { _ in }.store(in: &cancellables)
    }
}

@Observable
final class TodoSettings {
    var accent = Color.orange
    var title = "Today"
}

struct TodoEntry: TimelineEntry {
    let date: Date
    let titles: [String]
}

struct TodoProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoEntry { TodoEntry(date: Date(), titles: ["Milk", "Mail"]) }

    func getSnapshot(in context: Context, completion: @escaping (TodoEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TodoRow: View {
    @ObservedObject var store: TodoStore
    let index: Int

    var body: some View {
        Toggle(store.titles[index], isOn: $store.showsDone)
            .toggleStyle(.switch)
            .labelsHidden()
            .overlay(alignment: .leading) { Text(store.titles[index]).font(.caption) }
    }
}

struct TodoHeader: View {
    @EnvironmentObject var store: TodoStore
    @Environment(TodoSettings.self) private var settings
    @StateObject private var local = TodoStore(titles: [])

    var body: some View {
        Text("\(settings.title): \(store.titles.count) to do\(local.titles.isEmpty ? "" : "!")")
            .foregroundStyle(settings.accent)
    }
}

struct TodoView: View {
    let entry: TodoEntry

    var body: some View {
        let store = TodoStore(titles: entry.titles)
        VStack(alignment: .leading) {
            TodoHeader()
            ForEach(entry.titles.indices, id: \.self) { index in
                TodoRow(store: store, index: index)
            }
        }
        .environmentObject(store)
        .environment(TodoSettings())
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct ObservedTodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ObservedTodo", provider: TodoProvider()) { entry in
            TodoView(entry: entry)
        }
        .configurationDisplayName("To Do")
        .supportedFamilies([.systemSmall])
    }
}
