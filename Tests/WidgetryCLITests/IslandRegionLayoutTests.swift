import Foundation
import Testing
import Widgetry
import WidgetryLayout
import WidgetryPipeline

/// Where the island's regions land, against frames worked out by hand from the rules: the compact presentation
/// (250 × 36.67) puts its leading view at the leading edge and its trailing view at the trailing edge, 28 points in,
/// centred vertically; the expanded one (408 wide, as tall as its content within 84–160) puts leading and trailing at
/// its top corners beside the camera (125.34 × 36.67 at the top centre), 20 points from the sides and 14 from the
/// top, center right below the camera and centred on the island, clear of the side regions that reach down beside
/// it, and bottom centred below everything; `belowIfTooWide` moves a region too wide for the space beside the camera
/// (121.33 points) below it; `contentMargins(_:_:for: .expanded)` replaces the margin of the edge it names.
@MainActor
@Suite struct IslandRegionLayoutTests {
    let pipeline = WidgetPipeline()

    func layout(_ presentation: String, wide: Bool = false) async throws -> (size: CGSize, root: LaidOutView) {
        let activities = WidgetBundleDescriptor(RegionTestBundle()).liveActivities
        let activity = try #require(activities[wide ? 1 : 0].activity)
        let input =
            wide
            ? try LiveActivityViewInput(attributes: WideAttributes(), state: WideAttributes.ContentState())
            : try LiveActivityViewInput(attributes: RegionAttributes(), state: RegionAttributes.ContentState())
        let (spec, _) = try await ActivityPresentationLayout.displayList(
            activity, presentation, input, request: WidgetRenderSpec(family: .systemMedium), pipeline: pipeline)
        let (view, _) = try ActivityPresentationLayout.presented(
            activity, presentation, input, request: spec, pipeline: pipeline)
        let tree = ViewResolver.resolve(view, in: WidgetPipeline.environment(for: spec))
        let noMargins = ActivityPresentationLayout.marginsDisabled(presentation)
        return (spec.size, pipeline.laidOut(tree, request: spec, marginsDisabled: noMargins).root)
    }

    /// Whether two frames are equal to within a pixel at 3× (frames snap to the pixel grid).
    func near(_ frame: CGRect?, _ expected: CGRect) -> Bool {
        guard let frame else { return false }
        return [
            (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
            (frame.height, expected.height),
        ].allSatisfy { abs($0 - $1) <= 1.0 / 3 + 0.001 }
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

    @Test func expandedPutsLeadingAndTrailingBesideTheCameraAndCenterBelowIt() async throws {
        let (size, root) = try await layout("expanded")
        // The lowest region (bottom) ends at 36.67 + 20 + 10 = 66.67; with the 14-point margin that is under 84.
        #expect(size == CGSize(width: 408, height: 84))
        #expect(root.frame(ofID: "x-leading") == CGRect(x: 20, y: 14, width: 40, height: 30))
        #expect(root.frame(ofID: "x-trailing") == CGRect(x: 408 - 20 - 50, y: 14, width: 50, height: 30))
        // Below the camera, centred on the island: (408 − 100) / 2 = 154.
        #expect(near(root.frame(ofID: "x-center"), CGRect(x: 154, y: 36.67, width: 100, height: 20)))
        // The bottom region spans the 368-point content width below the center region.
        #expect(near(root.frame(ofID: "x-bottom"), CGRect(x: 20 + 84, y: 56.67, width: 200, height: 10)))
    }

    @Test func tooWideRegionsMoveBelowTheCameraAndMarginsApplyPerEdge() async throws {
        let (size, root) = try await layout("expanded", wide: true)
        // The 200-point leading region is wider than the 121.33 points beside the camera: below it, at the
        // activity's 8-point leading margin. The trailing region stays beside the camera, 30 points in.
        #expect(near(root.frame(ofID: "w-leading"), CGRect(x: 8, y: 36.67, width: 200, height: 30)))
        #expect(root.frame(ofID: "w-trailing") == CGRect(x: 408 - 30 - 20, y: 14, width: 20, height: 20))
        #expect(size == CGSize(width: 408, height: 84))
    }

    @Test func aRegionDrawnAloneKeepsItsAlignment() async throws {
        let (size, trailingRoot) = try await layout("expandedTrailing")
        #expect(size == CGSize(width: 200, height: 80))
        #expect(trailingRoot.frame(ofID: "x-trailing") == CGRect(x: 200 - 20 - 50, y: 14, width: 50, height: 30))
        let (_, leadingRoot) = try await layout("expandedLeading")
        #expect(leadingRoot.frame(ofID: "x-leading") == CGRect(x: 20, y: 14, width: 40, height: 30))
        let (_, centerRoot) = try await layout("expandedCenter")
        #expect(centerRoot.frame(ofID: "x-center") == CGRect(x: 50, y: 14, width: 100, height: 20))
    }

    @Test func minimalIsACircleUnlessItsContentNeedsMore() async throws {
        #expect(try await layout("minimal").size == CGSize(width: 36.67, height: 36.67))
        // 40 points of content and 6 on each side need 52: the widest minimal presentation is 45.
        #expect(try await layout("minimal", wide: true).size == CGSize(width: 45, height: 36.67))
    }

    @Test func minimalIsCentredInItsCircle() async throws {
        let (size, root) = try await layout("minimal")
        #expect(size == CGSize(width: 36.67, height: 36.67))
        let minimal = try #require(root.frame(ofID: "minimal"))
        #expect(minimal.width == 12 && minimal.height == 12)
        // Centred to the nearest pixel (a third of a point).
        #expect(abs(minimal.midX - 36.67 / 2) <= 1.0 / 3 && abs(minimal.midY - 36.67 / 2) <= 1.0 / 3)
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

struct WideAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
}

struct WideRegionActivityWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: WideAttributes.self) { _ in
            Color.gray.frame(height: 40)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Color.red.frame(width: 200, height: 30).id("w-leading")
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) { Color.blue.frame(width: 20, height: 20).id("w-trailing") }
            } compactLeading: {
                Color.red.frame(width: 20, height: 20)
            } compactTrailing: {
                Color.blue.frame(width: 20, height: 20)
            } minimal: {
                Color.green.frame(width: 40, height: 12)
            }
            .contentMargins(.leading, 8, for: .expanded)
            .contentMargins(.trailing, 30, for: .expanded)
        }
        .configurationDisplayName("Wide regions")
    }
}

struct RegionTestBundle: WidgetBundle {
    var body: some Widget {
        RegionActivityWidget()
        WideRegionActivityWidget()
    }
}
