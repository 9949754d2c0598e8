import SwiftUI
import WidgetKit

// A reading tracker's counter: the view keeps local values in `@State` and does its bookkeeping in `onAppear` and
// `task`, as many widget views copied from app code do.

struct ReadingCounterEntry: TimelineEntry {
    let date: Date
    let pagesRead: Int
    let goal: Int
}

struct ReadingCounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> ReadingCounterEntry {
        ReadingCounterEntry(date: Date(), pagesRead: 0, goal: 30)
    }

    func getSnapshot(in context: Context, completion: @escaping (ReadingCounterEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ReadingCounterEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct ReadingCounterView: View {
    let entry: ReadingCounterEntry
    @State private var highlight = false
    @State private var label = "Today"

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(label).font(.caption.weight(.semibold)).foregroundColor(.secondary)
            Text("\(entry.pagesRead)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .foregroundColor(highlight ? .green : .primary)
            Text("of \(entry.goal) pages").font(.footnote)
        }
        .onAppear {
            highlight = entry.pagesRead >= entry.goal
        }
        .task {
            label = "Pages today"
        }
        .containerBackground(.background, for: .widget)
    }
}

struct ReadingCounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ReadingCounter", provider: ReadingCounterProvider()) { entry in
            ReadingCounterView(entry: entry)
        }
        .configurationDisplayName("Pages")
        .description("Pages read today.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var readingCounter: CorpusCase {
        .widget(
            ReadingCounterWidget.self, entry: ReadingCounterEntry(date: corpusNow, pagesRead: 34, goal: 30),
            family: .systemSmall, expecting: ["34", "of 30 pages"])
    }
}
