import SwiftUI
import WidgetKit

// A podcast app's library widget: recently updated shows as artwork tiles in a `LazyVGrid` of flexible columns,
// each tile a link to the show.

struct PodcastShowTile: Identifiable, Sendable {
    let id: String
    let title: String
    let color: Color
    let newEpisodes: Int
}

struct PodcastLibraryEntry: TimelineEntry {
    let date: Date
    let shows: [PodcastShowTile]
}

struct PodcastLibraryProvider: TimelineProvider {
    func placeholder(in context: Context) -> PodcastLibraryEntry { PodcastLibraryEntry(date: Date(), shows: []) }

    func getSnapshot(in context: Context, completion: @escaping (PodcastLibraryEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PodcastLibraryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct PodcastLibraryView: View {
    let entry: PodcastLibraryEntry
    private let columns = [GridItem(.flexible(), spacing: 8), GridItem(.flexible(), spacing: 8), GridItem(.flexible())]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Up Next").font(.headline)
            LazyVGrid(columns: columns, alignment: .leading, spacing: 8) {
                ForEach(entry.shows) { show in
                    Link(destination: URL(string: "podcasts://show/\(show.id)")!) {
                        VStack(alignment: .leading, spacing: 2) {
                            RoundedRectangle(cornerRadius: 6)
                                .fill(show.color)
                                .aspectRatio(1, contentMode: .fit)
                                .overlay(alignment: .topTrailing) {
                                    if show.newEpisodes > 0 {
                                        Text("\(show.newEpisodes)")
                                            .font(.caption2.bold())
                                            .padding(3)
                                            .background(Circle().fill(.white))
                                    }
                                }
                            Text(show.title).font(.caption2).lineLimit(1)
                        }
                    }
                }
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct PodcastLibraryGridWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PodcastLibraryGrid", provider: PodcastLibraryProvider()) { entry in
            PodcastLibraryView(entry: entry)
        }
        .configurationDisplayName("Library")
        .description("Shows with new episodes.")
        .supportedFamilies([.systemLarge])
    }
}

extension CorpusCase {
    static var podcastLibraryGrid: CorpusCase {
        let shows = [
            PodcastShowTile(id: "1", title: "Swift Talk", color: .orange, newEpisodes: 2),
            PodcastShowTile(id: "2", title: "Under the Radar", color: .blue, newEpisodes: 0),
            PodcastShowTile(id: "3", title: "ATP", color: .purple, newEpisodes: 1),
            PodcastShowTile(id: "4", title: "Cortex", color: .teal, newEpisodes: 0),
        ]
        return .widget(
            PodcastLibraryGridWidget.self, entry: PodcastLibraryEntry(date: corpusNow, shows: shows),
            family: .systemLarge, expecting: ["Up Next", "Swift Talk", "Under the Radar", "Cortex"])
    }
}
