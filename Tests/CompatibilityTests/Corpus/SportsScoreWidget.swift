import SwiftUI
import WidgetKit

// A sports app's live score: numbers change with `contentTransition(.numericText())`, new plays slide in with an
// asymmetric transition built from `.offset`, `.scale` and `.opacity`, as iOS 17 widgets animate between entries.

struct SportsScoreEntry: TimelineEntry {
    let date: Date
    let home: String
    let away: String
    let homeScore: Int
    let awayScore: Int
    let lastPlay: String
}

struct SportsScoreProvider: TimelineProvider {
    func placeholder(in context: Context) -> SportsScoreEntry {
        SportsScoreEntry(date: Date(), home: "HOM", away: "AWY", homeScore: 0, awayScore: 0, lastPlay: "Kick-off")
    }

    func getSnapshot(in context: Context, completion: @escaping (SportsScoreEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<SportsScoreEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .after(Date().addingTimeInterval(60))))
    }
}

struct SportsScoreView: View {
    let entry: SportsScoreEntry

    private let playTransition = AnyTransition.asymmetric(
        insertion: .offset(x: 0, y: 20).combined(with: .opacity),
        removal: .scale(scale: 0.5).combined(with: .opacity))

    var body: some View {
        VStack(spacing: 8) {
            HStack {
                Text(entry.home).font(.headline)
                Spacer()
                Text("\(entry.homeScore) – \(entry.awayScore)")
                    .font(.title.bold().monospacedDigit())
                    .contentTransition(.numericText())
                Spacer()
                Text(entry.away).font(.headline)
            }
            Text(entry.lastPlay)
                .font(.caption)
                .foregroundColor(.secondary)
                .id(entry.lastPlay)
                .transition(playTransition)
        }
        .invalidatableContent()
        .containerBackground(.background, for: .widget)
    }
}

struct SportsScoreWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "SportsScore", provider: SportsScoreProvider()) { entry in
            SportsScoreView(entry: entry)
        }
        .configurationDisplayName("Live Score")
        .description("Follow the game.")
        .supportedFamilies([.systemMedium])
    }
}

extension CorpusCase {
    static var sportsScore: CorpusCase {
        .widget(
            SportsScoreWidget.self,
            entry: SportsScoreEntry(
                date: corpusNow, home: "LIV", away: "ARS", homeScore: 2, awayScore: 1, lastPlay: "Goal! 78'"),
            family: .systemMedium, expecting: ["LIV", "ARS", "2 – 1", "Goal! 78'"])
    }
}
