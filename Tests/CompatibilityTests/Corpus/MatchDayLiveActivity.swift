import ActivityKit
import SwiftUI
import WidgetKit

// A sports app's match Live Activity: stale content greyed out, a keyline tint, content margins per presentation,
// a deep link, and the score in the compact presentations.

struct MatchDayAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var homeScore: Int
        var awayScore: Int
        var minute: Int
        var lastEvent: String
    }

    var homeTeam: String
    var awayTeam: String
    var competition: String
}

struct MatchDayLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: MatchDayAttributes.self) { context in
            VStack(spacing: 4) {
                Text(context.attributes.competition).font(.caption).foregroundColor(.secondary)
                HStack {
                    Text(context.attributes.homeTeam).font(.headline)
                    Spacer()
                    Text("\(context.state.homeScore) : \(context.state.awayScore)").font(.title.bold())
                    Spacer()
                    Text(context.attributes.awayTeam).font(.headline)
                }
                Text(context.isStale ? "Updating…" : "\(context.state.minute)' · \(context.state.lastEvent)")
                    .font(.caption)
            }
            .padding()
            .opacity(context.isStale ? 0.5 : 1)
            .activityBackgroundTint(Color.green.opacity(0.15))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.homeTeam) }
                DynamicIslandExpandedRegion(.trailing) { Text(context.attributes.awayTeam) }
                DynamicIslandExpandedRegion(.center) {
                    Text("\(context.state.homeScore) : \(context.state.awayScore)").font(.title2.bold())
                }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.lastEvent).font(.caption) }
            } compactLeading: {
                Text("\(context.state.homeScore)")
            } compactTrailing: {
                Text("\(context.state.awayScore)")
            } minimal: {
                Image(systemName: "soccerball")
            }
            .keylineTint(.green)
            .contentMargins(.all, 8, for: .compactLeading)
            .contentMargins(.all, 8, for: .compactTrailing)
            .widgetURL(URL(string: "scores://match/\(context.attributes.homeTeam)-\(context.attributes.awayTeam)"))
        }
    }
}

extension CorpusCase {
    static var matchDayLiveActivity: CorpusCase {
        .liveActivity(
            MatchDayLiveActivity.self,
            attributes: MatchDayAttributes(homeTeam: "LIV", awayTeam: "ARS", competition: "Premier League"),
            state: .init(homeScore: 2, awayScore: 1, minute: 78, lastEvent: "Goal Salah"),
            expecting: ["Premier League", "2 : 1", "78' · Goal Salah"])
    }
}
