import SwiftUI
import WidgetKit

struct HelloEntry: TimelineEntry {
    let date: Date
    let greeting: String
}

struct HelloProvider: TimelineProvider {
    func placeholder(in context: Context) -> HelloEntry {
        HelloEntry(date: .now, greeting: "Hello")
    }

    func getSnapshot(in context: Context, completion: @escaping (HelloEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<HelloEntry>) -> Void) {
        let greetings = ["Hello", "Bonjour", "Hola", "Ciao"]
        let entries = greetings.enumerated().map { index, greeting in
            HelloEntry(date: .now.addingTimeInterval(Double(index) * 3600), greeting: greeting)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct HelloWidgetView: View {
    let entry: HelloEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "hand.wave.fill")
                .font(.title2)
                .foregroundStyle(.orange)
            Spacer()
            Text(entry.greeting)
                .font(.title.bold())
            Text(entry.date, style: .time)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct HelloWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "HelloWidget", provider: HelloProvider()) { entry in
            HelloWidgetView(entry: entry)
        }
        .configurationDisplayName("Hello")
        .description("Says hello in a new language every hour.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    HelloWidget()
} timeline: {
    HelloEntry(date: .now, greeting: "Hello")
    HelloEntry(date: .now, greeting: "Bonjour")
}
