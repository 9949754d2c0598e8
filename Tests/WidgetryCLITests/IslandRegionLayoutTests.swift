import Foundation
import Testing
import Widgetry
import WidgetryLayout
import WidgetryPipeline

/// Where the island's regions land, against frames worked out by hand from the rules: the compact presentation
/// (250 × 36.67) puts its leading view at the leading edge and its trailing view at the trailing edge, 28 points in,
/// centred vertically; the expanded one (408 wide, as tall as its content within 84–160) puts leading, center and
/// trailing along the top, 32 points in, the center
/// region centred in the width between them, and the bottom region centred below the tallest of them.
@MainActor
@Suite struct IslandRegionLayoutTests {
    let pipeline = WidgetPipeline()

    func layout(_ presentation: String) async throws -> (size: CGSize, root: LaidOutView) {
        let activity = try #require(WidgetBundleDescriptor(RegionTestBundle()).liveActivities.first?.activity)
        let input = try LiveActivityViewInput(attributes: RegionAttributes(), state: RegionAttributes.ContentState())
        let (spec, _) = try await ActivityPresentationLayout.displayList(
            activity, presentation, input, request: WidgetRenderSpec(family: .systemMedium), pipeline: pipeline)
        let view = try ActivityPresentationLayout.view(activity, presentation, input)
        let tree = ViewResolver.resolve(view, in: WidgetPipeline.environment(for: spec))
        let noMargins = ActivityPresentationLayout.marginsDisabled(presentation)
        return (spec.size, pipeline.laidOut(tree, request: spec, marginsDisabled: noMargins).root)
    }

    @Test func compactPutsLeadingAndTrailingAtTheEdges() async throws {
        let (size, root) = try await layout("compact")
        #expect(size == CGSize(width: 250, height: 36.67))
        let leading = try #require(root.frame(ofID: "leading"))
        let trailing = try #require(root.frame(ofID: "trailing"))
        // Centred, (36.67 − 20) / 2 = 8.335 points is 25.005 pixels at 3×: the frame snaps to pixel 25.
        #expect(leading == CGRect(x: 28, y: 25.0 / 3, width: 20, height: 20))
        #expect(trailing == CGRect(x: 250 - 28 - 30, y: 25.0 / 3, width: 30, height: 20))
    }

    @Test func expandedPlacesEachRegionAndIsAsTallAsItsContent() async throws {
        let (size, root) = try await layout("expanded")
        // 30 (the top row's tallest) + 10 (bottom) + 32 above + 32 below.
        #expect(size == CGSize(width: 408, height: 104))
        #expect(root.frame(ofID: "x-leading") == CGRect(x: 32, y: 32, width: 40, height: 30))
        #expect(root.frame(ofID: "x-trailing") == CGRect(x: 408 - 32 - 50, y: 32, width: 50, height: 30))
        // The center region has 408 − 64 − 40 − 50 = 254 points between them; its 100-point view is centred there.
        #expect(root.frame(ofID: "x-center") == CGRect(x: 32 + 40 + 77, y: 32, width: 100, height: 20))
        // The bottom region spans the 344-point content width; its 200-point view is centred below the top row.
        #expect(root.frame(ofID: "x-bottom") == CGRect(x: 32 + 72, y: 62, width: 200, height: 10))
    }

    @Test func minimalIsCentredInItsCircle() async throws {
        let (size, root) = try await layout("minimal")
        #expect(size == CGSize(width: 45, height: 36.67))
        let minimal = try #require(root.frame(ofID: "minimal"))
        #expect(minimal.width == 12 && minimal.height == 12)
        // Centred to the nearest pixel (a third of a point): x 16.5 is pixel 49.5, which rounds up to 50.
        #expect(abs(minimal.minX - 50.0 / 3) < 0.001 && abs(minimal.midY - 36.67 / 2) <= 1.0 / 3)
    }
}

struct RegionAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

struct RegionActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: RegionAttributes.self) { _ in
            Color.gray.frame(height: 40)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Color.red.frame(width: 40, height: 30).id("x-leading") }
                DynamicIslandExpandedRegion(.trailing) { Color.blue.frame(width: 50, height: 30).id("x-trailing") }
                DynamicIslandExpandedRegion(.center) { Color.green.frame(width: 100, height: 20).id("x-center") }
                DynamicIslandExpandedRegion(.bottom) { Color.yellow.frame(width: 200, height: 10).id("x-bottom") }
            } compactLeading: {
                Color.red.frame(width: 20, height: 20).id("leading")
            } compactTrailing: {
                Color.blue.frame(width: 30, height: 20).id("trailing")
            } minimal: {
                Color.green.frame(width: 12, height: 12).id("minimal")
            }
        }
    }
}

struct RegionTestBundle: WidgetBundle {
    var body: some Widget {
        RegionActivityWidget()
    }
}
