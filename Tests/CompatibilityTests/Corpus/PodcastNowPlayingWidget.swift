import AppIntents
import SwiftUI
import WidgetKit

// A podcast player's now-playing widget: artwork placeholder, episode and show, a progress bar and an interactive
// play/pause button that runs an App Intent in the app's process.

struct PodcastTogglePlaybackIntent: AppIntent {
    static let title: LocalizedStringResource = "Play or Pause"
    static let openAppWhenRun: Bool = false

    @Parameter(title: "Episode ID")
    var episodeID: String

    init() {}

    init(episodeID: String) {
        self.episodeID = episodeID
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct PodcastEpisodeInfo: Sendable {
    let id: String
    let show: String
    let title: String
    let duration: TimeInterval
    let position: TimeInterval
    let isPlaying: Bool
}

struct PodcastNowPlayingEntry: TimelineEntry {
    let date: Date
    let episode: PodcastEpisodeInfo?
}

struct PodcastNowPlayingProvider: TimelineProvider {
    func placeholder(in context: Context) -> PodcastNowPlayingEntry {
        PodcastNowPlayingEntry(date: Date(), episode: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PodcastNowPlayingEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PodcastNowPlayingEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct PodcastNowPlayingView: View {
    let entry: PodcastNowPlayingEntry

    var body: some View {
        if let episode = entry.episode {
            VStack(alignment: .leading, spacing: 6) {
                HStack(alignment: .top) {
                    RoundedRectangle(cornerRadius: 8, style: .continuous)
                        .fill(Color.orange)
                        .frame(width: 44, height: 44)
                        .overlay(Image(systemName: "mic.fill").foregroundColor(.white))
                    Spacer()
                    Button(intent: PodcastTogglePlaybackIntent(episodeID: episode.id)) {
                        Image(systemName: episode.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                            .font(.title)
                    }
                    .buttonStyle(.plain)
                    .foregroundColor(.orange)
                }
                Spacer(minLength: 0)
                Text(episode.show.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundColor(.secondary)
                    .lineLimit(1)
                Text(episode.title)
                    .font(.footnote.weight(.bold))
                    .lineLimit(2)
                ProgressView(value: episode.position, total: episode.duration)
                    .tint(.orange)
            }
            .containerBackground(.background, for: .widget)
        } else {
            Text("Nothing playing")
                .foregroundColor(.secondary)
                .containerBackground(.background, for: .widget)
        }
    }
}

struct PodcastNowPlayingWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PodcastNowPlaying", provider: PodcastNowPlayingProvider()) { entry in
            PodcastNowPlayingView(entry: entry)
        }
        .configurationDisplayName("Now Playing")
        .description("Control the episode you are listening to.")
        .supportedFamilies([.systemSmall])
    }
}

extension CorpusCase {
    static var podcastNowPlaying: CorpusCase {
        let episode = PodcastEpisodeInfo(
            id: "ep-42", show: "Swift Talk", title: "Result builders in depth", duration: 3600, position: 1200,
            isPlaying: true)
        return .widget(
            PodcastNowPlayingWidget.self, entry: PodcastNowPlayingEntry(date: corpusNow, episode: episode),
            family: .systemSmall, expecting: ["SWIFT TALK", "Result builders in depth", "pause.circle.fill"])
    }
}
