import ActivityKit
import SwiftUI
import WidgetKit

// A workout app's Live Activity that also appears on Apple Watch's Smart Stack: it declares the small supplemental
// family and reads `\.activityFamily` to pick a compact layout, and dims in the Always-On display.

struct WorkoutAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var heartRate: Int
        var distanceKilometers: Double
        var startedAt: Date
    }

    var workoutName: String
}

struct WorkoutActivityView: View {
    @Environment(\.activityFamily) private var activityFamily
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    let context: ActivityViewContext<WorkoutAttributes>

    var body: some View {
        switch activityFamily {
        case .small:
            HStack {
                Image(systemName: "figure.run")
                Text("\(context.state.heartRate) BPM")
            }
        default:
            HStack(spacing: 16) {
                Image(systemName: "figure.run")
                    .font(.largeTitle)
                    .foregroundStyle(isLuminanceReduced ? .gray : .green)
                VStack(alignment: .leading) {
                    Text(context.attributes.workoutName).font(.headline)
                    Text(String(format: "%.2f km", context.state.distanceKilometers)).font(.title2.bold())
                    Text(context.state.startedAt, style: .timer).font(.subheadline.monospacedDigit())
                }
                Spacer()
                Label("\(context.state.heartRate)", systemImage: "heart.fill")
                    .foregroundStyle(.red)
            }
            .padding()
        }
    }
}

struct WorkoutLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WorkoutAttributes.self) { context in
            WorkoutActivityView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "figure.run") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.heartRate) BPM") }
                DynamicIslandExpandedRegion(.bottom) {
                    Text(context.state.startedAt, style: .timer).monospacedDigit()
                }
            } compactLeading: {
                Image(systemName: "figure.run").foregroundStyle(.green)
            } compactTrailing: {
                Text(String(format: "%.1f", context.state.distanceKilometers))
            } minimal: {
                Image(systemName: "figure.run")
            }
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

extension CorpusCase {
    static var workoutLiveActivity: CorpusCase {
        .liveActivity(
            WorkoutLiveActivity.self, attributes: WorkoutAttributes(workoutName: "Morning Run"),
            state: .init(heartRate: 148, distanceKilometers: 5.42, startedAt: corpusNow - 1834),
            expecting: ["Morning Run", "5.42 km", "148", "figure.run"])
    }
}
