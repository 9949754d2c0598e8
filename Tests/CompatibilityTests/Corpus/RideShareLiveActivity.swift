import ActivityKit
import SwiftUI
import WidgetKit

// A ride-share Live Activity with its Xcode previews written the iOS 16 way: `previewContext(_:viewKind:)` on the
// attributes, for the content and each Dynamic Island presentation.

struct RideShareAttributes: ActivityAttributes {
    public typealias ContentState = RideStatus

    public struct RideStatus: Codable, Hashable {
        var driver: String
        var car: String
        var pickup: ClosedRange<Date>
    }

    var destination: String
}

struct RideShareLockScreenView: View {
    let context: ActivityViewContext<RideShareAttributes>

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("\(context.state.driver) is on the way").font(.headline)
                Text(context.state.car).font(.subheadline).foregroundColor(.secondary)
                Text("To \(context.attributes.destination)").font(.caption)
            }
            Spacer()
            Text(timerInterval: context.state.pickup, countsDown: true)
                .font(.title2.monospacedDigit())
                .multilineTextAlignment(.trailing)
                .frame(width: 70)
        }
        .padding()
        .activityBackgroundTint(.black)
        .activitySystemActionForegroundColor(.white)
    }
}

struct RideShareLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideShareAttributes.self) { context in
            RideShareLockScreenView(context: context)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) {
                    Image(systemName: "car.fill").font(.title2)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.driver)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text(timerInterval: context.state.pickup, countsDown: true).frame(width: 50)
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text(timerInterval: context.state.pickup, countsDown: true).frame(width: 40)
            } minimal: {
                Image(systemName: "car.fill")
            }
            .contentMargins(.horizontal, 12, for: .expanded)
        }
    }
}

struct RideShareLiveActivityPreviews: PreviewProvider {
    static let attributes = RideShareAttributes(destination: "Airport")
    static let state = RideShareAttributes.ContentState(
        driver: "Priya", car: "Blue Prius · 7ABC123", pickup: Date()...Date().addingTimeInterval(300))

    static var previews: some View {
        attributes.previewContext(state, viewKind: .content)
            .previewDisplayName("Notification")
        attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
            .previewDisplayName("Compact")
        attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))
            .previewDisplayName("Expanded")
        attributes.previewContext(state, viewKind: .dynamicIsland(.minimal))
            .previewDisplayName("Minimal")
    }
}

extension CorpusCase {
    static var rideShareLiveActivity: CorpusCase {
        .liveActivity(
            RideShareLiveActivity.self, attributes: RideShareAttributes(destination: "Airport"),
            state: .init(driver: "Priya", car: "Blue Prius · 7ABC123", pickup: corpusNow...corpusNow + 300),
            expecting: ["Priya is on the way", "Blue Prius · 7ABC123", "To Airport"])
    }
}
