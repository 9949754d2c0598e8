import ActivityKit
import SwiftUI
import WidgetKit

// A podcast download-and-play Live Activity: the Lock Screen banner with a timer-driven progress bar, the Dynamic
// Island with all four expanded regions and the compact and minimal views.

struct PodcastPlaybackAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var episodeTitle: String
        var startedAt: Date
        var endsAt: Date
        var isPaused: Bool
    }

    var showName: String
}

struct PodcastLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PodcastPlaybackAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "waveform")
                    .font(.title2)
                    .foregroundColor(.purple)
                VStack(alignment: .leading, spacing: 4) {
                    Text(context.attributes.showName).font(.caption).foregroundColor(.secondary)
                    Text(context.state.episodeTitle).font(.headline).lineLimit(1)
                    ProgressView(timerInterval: context.state.startedAt...context.state.endsAt, countsDown: false)
                        .tint(.purple)
                }
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.1))
            .activitySystemActionForegroundColor(.purple)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "waveform").foregroundColor(.purple)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Image(systemName: context.state.isPaused ? "play.fill" : "pause.fill")
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.episodeTitle).lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(timerInterval: context.state.startedAt...context.state.endsAt, countsDown: true)
                        .monospacedDigit()
                }
            } compactLeading: {
                Image(systemName: "waveform").foregroundColor(.purple)
            } compactTrailing: {
                Text(timerInterval: context.state.startedAt...context.state.endsAt, countsDown: true)
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "waveform")
            }
            .keylineTint(.purple)
        }
    }
}

extension CorpusCase {
    static var podcastLiveActivity: CorpusCase {
        .liveActivity(
            PodcastLiveActivity.self, attributes: PodcastPlaybackAttributes(showName: "Swift Talk"),
            state: .init(
                episodeTitle: "Result builders in depth", startedAt: corpusNow, endsAt: corpusNow + 1800,
                isPaused: false),
            expecting: ["Swift Talk", "Result builders in depth", "waveform"])
    }
}
