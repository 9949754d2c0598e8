import ActivityKit
import SwiftUI
import WidgetKit

// A ride-sharing Live Activity written as shipping apps write them: expanded content from a helper, a region placed
// below the camera when too wide, previews through previewContext.

struct KitRideAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var driverName: String
        var minutesAway: Int
        var carDescription: String
    }

    var pickupAddress: String
}

@available(iOS 16.1, *)
struct KitRideLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KitRideAttributes.self) { context in
            KitRideLockScreenView(context: context)
                .activityBackgroundTint(Color.black.opacity(0.8))
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                expandedContent(context: context)
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text("\(context.state.minutesAway)m")
            } minimal: {
                Image(systemName: "car.fill")
            }
            .keylineTint(.yellow)
            .contentMargins(.trailing, 12, for: .compactTrailing)
            .widgetURL(URL(string: "rides://current/\(context.activityID)"))
        }
        .supplementalActivityFamilies([.small])
    }

    @DynamicIslandExpandedContentBuilder
    private func expandedContent(
        context: ActivityViewContext<KitRideAttributes>
    ) -> DynamicIslandExpandedContent<some View> {
        DynamicIslandExpandedRegion(.leading, priority: 1) {
            Label(context.state.driverName, systemImage: "person.crop.circle")
                .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
        DynamicIslandExpandedRegion(.trailing) {
            Text("\(context.state.minutesAway) min")
        }
        DynamicIslandExpandedRegion(.bottom) {
            if context.isStale {
                Text("Updating…")
            } else {
                Text(context.state.carDescription)
            }
        }
    }
}

struct KitRideLockScreenView: View {
    let context: ActivityViewContext<KitRideAttributes>
    @Environment(\.activityFamily) var activityFamily

    var body: some View {
        switch activityFamily {
        case .small:
            Text("\(context.state.minutesAway) min")
        case .medium:
            VStack(alignment: .leading) {
                Text("Pickup at \(context.attributes.pickupAddress)").font(.headline)
                Text("\(context.state.driverName) is \(context.state.minutesAway) min away")
            }
        @unknown default:
            EmptyView()
        }
    }
}

struct KitRideLiveActivity_Previews: PreviewProvider {
    static let attributes = KitRideAttributes(pickupAddress: "1 Infinite Loop")
    static let state = KitRideAttributes.ContentState(driverName: "Sam", minutesAway: 4, carDescription: "Blue sedan")

    static var previews: some View {
        attributes.previewContext(state, viewKind: .content)
        attributes.previewContext(state, viewKind: .dynamicIsland(.compact))
        attributes.previewContext(state, viewKind: .dynamicIsland(.expanded))
        attributes.previewContext(state, isStale: true, viewKind: .dynamicIsland(.minimal))
    }
}
