import SwiftUI
import WidgetKit

// A file-sync app's status widget: the view model is an `ObservableObject` with `@Published` properties, written
// with only `import SwiftUI`, which re-exports Combine on Apple's platforms.

final class SyncStatusModel: ObservableObject {
    @Published var pending: Int
    @Published var lastSync: String

    init(pending: Int, lastSync: String) {
        self.pending = pending
        self.lastSync = lastSync
    }

    var summary: AnyPublisher<String, Never> {
        $pending.map { $0 == 0 ? "Up to date" : "\($0) files waiting" }.eraseToAnyPublisher()
    }
}

struct SyncStatusEntry: TimelineEntry {
    let date: Date
    let pending: Int
}

struct SyncStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> SyncStatusEntry { SyncStatusEntry(date: Date(), pending: 3) }

    func getSnapshot(in context: Context, completion: @escaping (SyncStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SyncStatusEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(900))))
    }
}

struct SyncStatusView: View {
    @ObservedObject var model: SyncStatusModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Label("Sync", systemImage: "arrow.triangle.2.circlepath")
                .font(.caption.bold())
            Text(model.pending == 0 ? "Up to date" : "\(model.pending) files waiting")
                .font(.headline)
            Text(model.lastSync)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct SyncStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SyncStatus", provider: SyncStatusProvider()) { entry in
            SyncStatusView(model: SyncStatusModel(pending: entry.pending, lastSync: "Synced 9:41"))
        }
        .configurationDisplayName("Sync")
        .description("Files waiting to sync.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var syncStatus: CorpusCase {
        .widget(
            SyncStatusWidget.self, entry: SyncStatusEntry(date: corpusNow, pending: 2), family: .systemSmall,
            expecting: ["2 files waiting", "Synced 9:41"])
    }
}
