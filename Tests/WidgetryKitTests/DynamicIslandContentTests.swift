import Foundation
import Testing
import WidgetryKit
import WidgetryUI

// Expanded Dynamic Island content built in helpers and with every control-flow form the builder takes.

private struct RideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var driver: String
        var stops: [String]
        var showsMap: Bool
    }
    var pickup: String
}

@DynamicIslandExpandedContentBuilder
@MainActor
private func rideRegions(_ state: RideAttributes.ContentState) -> DynamicIslandExpandedContent<some View> {
    DynamicIslandExpandedRegion(.leading, priority: 2) {
        Label("Ride with \(state.driver) to the airport terminal", systemImage: "car.fill")
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
    }
    DynamicIslandExpandedRegion(.trailing) { Text("5 min") }
    if state.showsMap {
        DynamicIslandExpandedRegion(.center) { Text("Map") }
    } else {
        DynamicIslandExpandedRegion(.center) { Text("No map") }
    }
    for stop in state.stops {
        DynamicIslandExpandedRegion(.bottom) { Text(stop) }
    }
    if #available(iOS 17, *) {
        DynamicIslandExpandedRegion(.bottom) { Text("Live") }
    }
}

@MainActor
private func island(_ state: RideAttributes.ContentState) -> DynamicIsland {
    DynamicIsland {
        rideRegions(state)
        if state.stops.isEmpty {
            DynamicIslandExpandedRegion(.bottom) { Text("Direct") }
        }
    } compactLeading: {
        Image(systemName: "car.fill")
    } compactTrailing: {
        Text("5m")
    } minimal: {
        Image(systemName: "car.fill")
    }
    .keylineTint(.yellow)
    .contentMargins(.all, 6, for: .minimal)
    .widgetURL(URL(string: "rides://current"))
}

@MainActor
private func dump(_ view: AnyView) -> String {
    ViewResolver.resolve(view, in: EnvironmentValues()).dump()
}

@Suite struct DynamicIslandContentTests {
    @Test @MainActor func helperContentPassesThroughTheBuilder() {
        let state = RideAttributes.ContentState(driver: "Sam", stops: ["Main St", "Park Ave"], showsMap: true)
        let built = island(state)
        #expect(built.expandedRegions.map(\.position) == [.leading, .trailing, .center, .bottom, .bottom, .bottom])
        #expect(built.priority(of: .leading) == 2)
        let bottom = dump(built.expandedRegion(.bottom) ?? AnyView(EmptyView()))
        for text in ["Main St", "Park Ave", "Live"] { #expect(bottom.contains("\"\(text)\"")) }
        #expect(dump(built.expandedRegion(.center) ?? AnyView(EmptyView())).contains("\"Map\""))
        #expect(built.keylineTint == .yellow)
        #expect(built.widgetURL == URL(string: "rides://current"))
    }

    @Test @MainActor func elseBranchesAndOptionalsTakeTheirRegions() {
        let built = island(RideAttributes.ContentState(driver: "Kim", stops: [], showsMap: false))
        #expect(built.expandedRegions.map(\.position) == [.leading, .trailing, .center, .bottom, .bottom])
        #expect(dump(built.expandedRegion(.center) ?? AnyView(EmptyView())).contains("\"No map\""))
        #expect(dump(built.expandedRegion(.bottom) ?? AnyView(EmptyView())).contains("\"Direct\""))
    }

    @Test @MainActor func belowIfTooWideRegionsGetARowOfTheirOwnWhenTheTopRowDoesNotFit() {
        let built = island(RideAttributes.ContentState(driver: "Sam", stops: [], showsMap: true))
        let placements = built.expandedRegions.map(\.verticalPlacement)
        #expect(placements.first == .belowIfTooWide)
        #expect(placements.dropFirst().allSatisfy { $0 == .default })
        let layout = dump(built.expandedLayout)
        #expect(layout.contains("ViewThatFits"))
        let plain = DynamicIsland {
            DynamicIslandExpandedRegion(.leading) { Text("L") }
        } compactLeading: {
            Text("A")
        } compactTrailing: {
            Text("B")
        } minimal: {
            Text("C")
        }
        #expect(!dump(plain.expandedLayout).contains("ViewThatFits"))
        #expect(DynamicIslandExpandedRegionVerticalPlacement.belowIfTooWide.description == "belowIfTooWide")
    }

    @Test @MainActor func emptyExpandedContentHasNoRegions() {
        let built = DynamicIsland {
        } compactLeading: {
            Text("A")
        } compactTrailing: {
            Text("B")
        } minimal: {
            Text("C")
        }
        #expect(built.expandedRegions.isEmpty)
    }
}
