import SwiftUI
import WidgetKit

// A home-timeline widget in the style of Mastodon clients: a completion-handler provider, posts with relative
// dates, each row a deep link, the widget's background set with `containerBackground`.

struct MastodonPost: Identifiable, Hashable, Sendable {
    let id: String
    let displayName: String
    let handle: String
    let content: String
    let createdAt: Date
    let boosts: Int
}

struct MastodonTimelineEntry: TimelineEntry {
    let date: Date
    let posts: [MastodonPost]
}

struct MastodonTimelineProvider: TimelineProvider {
    func placeholder(in context: Context) -> MastodonTimelineEntry {
        MastodonTimelineEntry(
            date: Date(),
            posts: [
                .init(
                    id: "0", displayName: "Loading", handle: "@loading", content: "…", createdAt: Date(), boosts: 0)
            ])
    }

    func getSnapshot(in context: Context, completion: @escaping (MastodonTimelineEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<MastodonTimelineEntry>) -> Void) {
        let entry = placeholder(in: context)
        let refresh = Calendar.current.date(byAdding: .minute, value: 15, to: entry.date) ?? entry.date
        completion(Timeline(entries: [entry], policy: .after(refresh)))
    }
}

struct MastodonTimelineWidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: MastodonTimelineEntry

    private var visiblePosts: ArraySlice<MastodonPost> {
        entry.posts.prefix(family == .systemLarge ? 4 : 2)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "house.fill")
                Text("Home")
                    .font(.headline)
                Spacer()
            }
            .foregroundColor(.purple)
            ForEach(visiblePosts) { post in
                Link(destination: URL(string: "mastodon://status/\(post.id)")!) {
                    VStack(alignment: .leading, spacing: 2) {
                        HStack(spacing: 4) {
                            Text(post.displayName).font(.caption.bold()).lineLimit(1)
                            Text(post.handle).font(.caption2).foregroundColor(.secondary).lineLimit(1)
                            Spacer(minLength: 0)
                            Text(post.createdAt, style: .relative).font(.caption2).foregroundColor(.secondary)
                        }
                        Text(post.content).font(.footnote).lineLimit(2)
                    }
                }
                if post != visiblePosts.last { Divider() }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(for: .widget) {
            Color(.sRGB, red: 0.96, green: 0.95, blue: 1, opacity: 1)
        }
        .widgetURL(URL(string: "mastodon://timeline/home"))
    }
}

struct MastodonTimelineWidget: Widget {
    let kind = "MastodonTimeline"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: MastodonTimelineProvider()) { entry in
            MastodonTimelineWidgetView(entry: entry)
        }
        .configurationDisplayName("Home Timeline")
        .description("The latest posts from people you follow.")
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}

extension CorpusCase {
    static var mastodonTimeline: CorpusCase {
        let posts = [
            MastodonPost(
                id: "1", displayName: "Ada", handle: "@ada@hachyderm.io", content: "Shipped the new build today!",
                createdAt: corpusNow.addingTimeInterval(-300), boosts: 4),
            MastodonPost(
                id: "2", displayName: "Grace", handle: "@grace@mastodon.social", content: "Compilers are friends.",
                createdAt: corpusNow.addingTimeInterval(-3600), boosts: 12),
        ]
        return .widget(
            MastodonTimelineWidget.self, entry: MastodonTimelineEntry(date: corpusNow, posts: posts),
            family: .systemLarge, expecting: ["Home", "Ada", "Shipped the new build today!", "Grace"])
    }
}
