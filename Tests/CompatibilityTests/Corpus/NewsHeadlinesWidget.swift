import SwiftUI
import WidgetKit

// A news app's top-stories widget: sections with a colored tag, headlines that redact in the placeholder and hide
// in privacy mode, the first story as the widget's tap target.

struct NewsHeadline: Identifiable, Sendable {
    let id: Int
    let section: String
    let title: String
    let source: String
}

struct NewsHeadlinesEntry: TimelineEntry {
    let date: Date
    let headlines: [NewsHeadline]
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(headlines.count)) }
}

struct NewsHeadlinesProvider: TimelineProvider {
    typealias Entry = NewsHeadlinesEntry

    func placeholder(in context: Context) -> Entry {
        Entry(
            date: Date(),
            headlines: (0..<3).map {
                NewsHeadline(id: $0, section: "Top", title: "Headline placeholder text", source: "Source")
            })
    }

    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(1800))))
    }
}

struct NewsHeadlineRow: View {
    let headline: NewsHeadline

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(headline.section.uppercased())
                .font(.system(size: 10, weight: .bold))
                .foregroundColor(.red)
            Text(headline.title)
                .font(.system(.subheadline, design: .serif))
                .fontWeight(.semibold)
                .lineLimit(2)
                .privacySensitive()
            Text(headline.source)
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
    }
}

struct NewsHeadlinesWidgetView: View {
    var entry: NewsHeadlinesProvider.Entry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(entry.headlines.prefix(2)) { headline in
                NewsHeadlineRow(headline: headline)
                Divider()
            }
            Spacer(minLength: 0)
        }
        .widgetURL(entry.headlines.first.flatMap { URL(string: "news://article/\($0.id)") })
        .containerBackground(Color.white, for: .widget)
    }
}

struct NewsHeadlinesWidget: Widget {
    let kind: String = "NewsHeadlines"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: NewsHeadlinesProvider()) { entry in
            NewsHeadlinesWidgetView(entry: entry)
        }
        .configurationDisplayName("Top Stories")
        .description("Stay up to date with the latest headlines.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension CorpusCase {
    static var newsHeadlines: CorpusCase {
        let headlines = [
            NewsHeadline(id: 1, section: "World", title: "Leaders meet for climate talks", source: "The Daily"),
            NewsHeadline(id: 2, section: "Tech", title: "A new chip doubles battery life", source: "Wired Up"),
        ]
        return .widget(
            NewsHeadlinesWidget.self, entry: NewsHeadlinesEntry(date: corpusNow, headlines: headlines),
            family: .systemMedium, expecting: ["WORLD", "Leaders meet for climate talks", "TECH"])
    }
}
