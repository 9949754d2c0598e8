import SwiftUI
import WidgetKit

// A habit app's streak widget: the progress bar is sized from the container with `GeometryReader`, as most
// hand-made progress bars in widgets are.

struct TodoStreakEntry: TimelineEntry {
    let date: Date
    let done: Int
    let goal: Int
    let streakDays: Int
}

struct TodoStreakProvider: TimelineProvider {
    func placeholder(in context: Context) -> TodoStreakEntry {
        TodoStreakEntry(date: Date(), done: 2, goal: 5, streakDays: 4)
    }

    func getSnapshot(in context: Context, completion: @escaping (TodoStreakEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TodoStreakEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct TodoStreakBar: View {
    let fraction: Double

    var body: some View {
        GeometryReader { geometry in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.gray.opacity(0.25))
                Capsule()
                    .fill(Color.orange)
                    .frame(width: geometry.size.width * min(max(fraction, 0), 1))
            }
        }
        .frame(height: 10)
    }
}

struct TodoStreakView: View {
    let entry: TodoStreakEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("\(entry.streakDays)-day streak", systemImage: "flame.fill")
                .font(.headline)
                .foregroundColor(.orange)
            Spacer()
            Text("\(entry.done) of \(entry.goal) done").font(.subheadline)
            TodoStreakBar(fraction: Double(entry.done) / Double(max(entry.goal, 1)))
        }
        .containerBackground(.background, for: .widget)
    }
}

struct TodoStreakWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TodoStreak", provider: TodoStreakProvider()) { entry in
            TodoStreakView(entry: entry)
        }
        .configurationDisplayName("Streak")
        .description("Keep your streak going.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var todoStreak: CorpusCase {
        .widget(
            TodoStreakWidget.self, entry: TodoStreakEntry(date: corpusNow, done: 3, goal: 4, streakDays: 12),
            family: .systemSmall, expecting: ["12-day streak", "3 of 4 done", "flame.fill"])
    }
}
