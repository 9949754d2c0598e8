import Foundation
import Testing
import WidgetryLayout
import WidgetryUI

@testable import WidgetryTesting
@testable import WidgetsDemo

/// The demo's pizza delivery drawn as the Dynamic Island and the Lock Screen draw it, at 3×: the expanded island
/// with each region in its place, the minimal presentation a circle, the banner's translucent tint kept in the
/// PNG with white text over it. References compared with `PixelTolerance.standard` (4/255 per channel, 0.1 % of
/// pixels); a mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the reference. Record with
/// `WIDGETRY_RECORD=1 swift test --filter LiveActivityPresentationTests`.
@MainActor
@Suite struct LiveActivityPresentationTests {
    nonisolated static let start = DemoWidgetSnapshotTests.day
    let pipeline = WidgetPipeline()

    static func activity() throws -> ActivityDescriptor {
        try #require(WidgetBundleDescriptor(DemoWidgets()).liveActivities.first?.activity)
    }

    static func input() throws -> LiveActivityViewInput {
        let state = DeliveryAttributes.ContentState(
            driverName: "Alex", estimatedDeliveryTime: start...start.addingTimeInterval(1800), currentStep: .onTheWay)
        return try LiveActivityViewInput(
            attributes: DeliveryAttributes(orderNumber: 123, restaurantName: "Pizza Place"), state: state)
    }

    /// A presentation painted at 3×, with its request and its laid-out tree.
    func render(_ presentation: String) async throws -> (spec: WidgetRenderSpec, png: Data, root: LaidOutView) {
        var request = WidgetRenderSpec(family: .systemMedium)
        request.now = Self.start
        request.scale = 3
        let activity = try Self.activity()
        let input = try Self.input()
        let (spec, list) = try await ActivityPresentationLayout.displayList(
            activity, presentation, input, request: request, pipeline: pipeline)
        let (view, _) = try ActivityPresentationLayout.presented(
            activity, presentation, input, request: spec, pipeline: pipeline)
        let tree = ViewResolver.resolve(view, in: WidgetPipeline.environment(for: spec))
        let noMargins = ActivityPresentationLayout.marginsDisabled(presentation)
        let root = pipeline.laidOut(tree, request: spec, marginsDisabled: noMargins).root
        return (spec, try pipeline.paint(list, request: spec, format: .png), root)
    }

    func compare(_ png: Data, named name: String, filePath: String = #filePath) throws {
        let store = SnapshotStore(filePath: filePath, name: name, fileExtension: "png")
        if let problem = try store.compare(png, format: .png(tolerance: .standard)) {
            Issue.record(Comment(rawValue: problem))
        }
    }

    /// A pixel's (alpha, red, green, blue), premultiplied, as Cairo keeps them.
    static func channels(_ pixel: UInt32) -> (Int, Int, Int, Int) {
        (Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
    }

    @Test func expandedIslandPlacesTheRegionsAroundTheCamera() async throws {
        let (spec, png, root) = try await render("expanded")
        try compare(png, named: "delivery-expanded")
        let truck = try #require(root.first { $0.kind == "Image" }?.frame)
        let timer = try #require(root.frame(ofText: "30:00"))
        let restaurant = try #require(root.frame(ofText: "Pizza Place"))
        // Leading at the top leading corner, beside the camera (which spans 141.33–266.67 across the top).
        #expect(truck.minX == 20 && truck.minY == 14 && truck.maxX < 141.33)
        // Trailing: the timer (which takes the region's whole width) ends at the trailing margin, beside the camera.
        #expect(timer.maxX == 408 - 20 && timer.minY == 14 && timer.minX >= 266.67 - 0.34)
        // Center: below the camera, centred on the island.
        #expect(restaurant.minY >= 36.67 - 0.34 && abs(restaurant.midX - 204) <= 0.5)
        let image = try #require(PixelImage(png: png))
        #expect(image.width == Int(spec.size.width * 3))
        // The timer's white glyphs are drawn in its last 45 points, against the trailing edge, not under the camera
        // (the right half of its row, without the orange keyline at the island's edge).
        let row = Int((timer.midY) * 3)
        let lit = (image.width / 2..<image.width - 30).filter { x in
            let (_, red, green, blue) = Self.channels(image.pixels[row * image.width + x])
            return red > 128 && green > 128 && blue > 128
        }
        #expect(lit.min().map { Double($0) / 3 > 408 - 20 - 45 } == true, "timer pixels from \(lit.min() ?? -1)")
    }

    @Test func minimalIsACircleForItsTruck() async throws {
        let (spec, png, _) = try await render("minimal")
        try compare(png, named: "delivery-minimal")
        #expect(spec.size == CGSize(width: 36.67, height: 36.67))
        let image = try #require(PixelImage(png: png))
        // The corners are outside the circle: transparent.
        #expect(Self.channels(image.pixels[0]).0 == 0)
        #expect(Self.channels(image.pixels[image.width / 2 + 2 * image.width]).0 == 255)
    }

    @Test func bannerKeepsItsTranslucentTintAndDrawsWhiteTextOverIt() async throws {
        let (spec, png, root) = try await render("lockScreen")
        try compare(png, named: "delivery-lockScreen")
        // `.black.opacity(0.6)`: alpha 153 of 255 and no color below it, so the wallpaper shows through.
        let image = try #require(PixelImage(png: png))
        let (alpha, red, green, blue) = Self.channels(image.pixels[image.width * 10 + image.width / 2])
        #expect(abs(alpha - 153) <= 1 && red == 0 && green == 0 && blue == 0, "\(alpha) \(red) \(green) \(blue)")
        // The text follows the dark tint: white, drawn opaque.
        #expect(spec.colorScheme == .dark)
        let title = try #require(root.frame(ofText: "Pizza Place"))
        let row = Int(title.midY * 3)
        let brightest = (Int(title.minX * 3)..<Int(title.maxX * 3)).map { image.pixels[row * image.width + $0] }
            .max { Self.channels($0).1 < Self.channels($1).1 }
        let (textAlpha, textRed, _, _) = Self.channels(try #require(brightest))
        #expect(textAlpha == 255 && textRed >= 250)
    }
}
