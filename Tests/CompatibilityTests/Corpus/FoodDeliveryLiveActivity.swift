import ActivityKit
import SwiftUI
import WidgetKit

// A food-delivery Live Activity whose expanded regions come from helper functions returning
// `DynamicIslandExpandedContent<some View>` through `@DynamicIslandExpandedContentBuilder`, with the bottom
// region's text placed below the TrueDepth camera only when it is too wide.

struct FoodDeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var status: String
        var courierName: String
        var eta: Date
    }

    var restaurant: String
    var orderNumber: String
}

struct FoodDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FoodDeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(context.attributes.restaurant).font(.headline)
                    Spacer()
                    Text("#\(context.attributes.orderNumber)").font(.caption).foregroundColor(.secondary)
                }
                Text(context.state.status).font(.title3.bold())
                HStack {
                    Image(systemName: "bicycle")
                    Text(context.state.courierName)
                    Spacer()
                    Text(context.state.eta, style: .time)
                }
                .font(.subheadline)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                leadingRegion(context)
                trailingRegion(context)
                bottomRegion(context)
            } compactLeading: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill").foregroundColor(.orange)
            } compactTrailing: {
                Text(context.state.eta, style: .timer).frame(width: 44)
            } minimal: {
                Image(systemName: "takeoutbag.and.cup.and.straw.fill")
            }
            .widgetURL(URL(string: "food://orders/\(context.attributes.orderNumber)"))
        }
    }

    @DynamicIslandExpandedContentBuilder
    func leadingRegion(_ context: ActivityViewContext<FoodDeliveryAttributes>) -> DynamicIslandExpandedContent<
        some View
    > {
        DynamicIslandExpandedRegion(.leading) {
            Label(context.attributes.restaurant, systemImage: "fork.knife").font(.caption)
        }
    }

    @DynamicIslandExpandedContentBuilder
    func trailingRegion(_ context: ActivityViewContext<FoodDeliveryAttributes>) -> DynamicIslandExpandedContent<
        some View
    > {
        DynamicIslandExpandedRegion(.trailing) {
            Text(context.state.eta, style: .time).font(.caption.bold())
        }
    }

    @DynamicIslandExpandedContentBuilder
    func bottomRegion(_ context: ActivityViewContext<FoodDeliveryAttributes>) -> DynamicIslandExpandedContent<some View>
    {
        DynamicIslandExpandedRegion(.bottom) {
            Text("\(context.state.courierName) · \(context.state.status)")
                .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
    }
}

extension CorpusCase {
    static var foodDeliveryLiveActivity: CorpusCase {
        .liveActivity(
            FoodDeliveryLiveActivity.self,
            attributes: FoodDeliveryAttributes(restaurant: "Pizza Planet", orderNumber: "4521"),
            state: .init(status: "On the way", courierName: "Luigi", eta: corpusNow + 900),
            presentation: .expanded, expecting: ["Pizza Planet", "Luigi · On the way"])
    }
}
