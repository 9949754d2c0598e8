import Foundation
import Testing

@testable import WidgetryTesting

/// `widgetLocation` reaching views, StandBy (systemSmall only, scaled up, a removable background removed, red night
/// mode), CarPlay and disfavored locations. Images are compared with `PixelTolerance.standard` (4/255 per channel,
/// 0.1 % of pixels); a mismatch writes `<name>.actual.png` and `<name>.diff.png` beside the reference. Record with
/// `WIDGETRY_RECORD=1 swift test --filter WidgetLocationTests`.
@MainActor
@Suite struct WidgetLocationTests {
    nonisolated static let day = Date(timeIntervalSince1970: 1_780_306_860)  // 2026-06-01 09:41 UTC

    static func snapshot<W: Widget>(_ widget: W) throws -> WidgetSnapshot {
        try WidgetSnapshot(widget, entry: PlaceEntry(date: day))
    }

    @Test(arguments: [
        (WidgetLocation.homeScreen, "Home Screen"), (.lockScreen, "Lock Screen"), (.standBy, "StandBy"),
        (.iPhoneWidgetsOnMac, "Mac"), (.carPlay, "CarPlay"),
    ])
    func theViewDrawsWhatItsLocationSays(_ location: WidgetLocation, _ label: String) async throws {
        let dump = try await Self.snapshot(PlaceWidget()).dump(family: .systemSmall, location: location)
        #expect(dump.contains("\"\(label)\""), "the view read widgetLocation == .\(location)")
        let others = ["Home Screen", "Lock Screen", "StandBy", "Mac", "CarPlay"].filter { $0 != label }
        for other in others { #expect(!dump.contains("\"\(other)\"")) }
    }

    @Test func aSpecWithoutALocationIsOnTheHomeScreenOrTheLockScreenByFamily() {
        #expect(WidgetRenderSpec(family: .systemSmall).location == .homeScreen)
        #expect(WidgetRenderSpec(family: .accessoryCircular).location == .lockScreen)
        let environment = WidgetPipeline.environment(for: WidgetRenderSpec(family: .systemMedium))
        #expect(environment.widgetLocation == .homeScreen)
        #expect(environment.showsWidgetContainerBackground)
    }

    @Test func standBySetsTheEnvironmentIOSSetsThere() throws {
        var spec = WidgetRenderSpec(family: .systemSmall)
        try spec.present(at: .standBy)
        let day = WidgetPipeline.environment(for: spec)
        #expect(day.widgetLocation == .standBy)
        #expect(day.colorScheme == .dark)
        #expect(day.widgetRenderingMode == .fullColor)
        #expect(!day.showsWidgetContainerBackground, "a removable background is removed")
        try spec.present(at: .standBy, night: true)
        #expect(WidgetPipeline.environment(for: spec).widgetRenderingMode == .vibrant)
        spec.containerBackgroundRemovable = false
        #expect(WidgetPipeline.environment(for: spec).showsWidgetContainerBackground)
    }

    @Test func standByShowsSystemSmallScaledToItsLandscapeSlot() throws {
        var spec = WidgetRenderSpec(family: .systemSmall)
        try spec.present(at: .standBy)
        // 430-point wide iPhone: a 382-point slot for a 170-point widget.
        #expect(spec.size == CGSize(width: 170, height: 170))
        #expect(spec.canvasSize == CGSize(width: 382, height: 382))
        #expect(abs(spec.presentationScale - 382.0 / 170.0) < 1e-9)
    }

    @Test(arguments: [WidgetFamily.systemMedium, .systemLarge, .systemExtraLarge, .accessoryCircular])
    func standByAndCarPlayRefuseEveryFamilyButSystemSmall(_ family: WidgetFamily) throws {
        for location in [WidgetLocation.standBy, .carPlay] {
            var spec = WidgetRenderSpec(family: family)
            try spec.present(at: location)
            let error = #expect(throws: PipelineError.self) { try spec.validateLocation() }
            #expect(error?.message.contains("'systemSmall'") == true, "the message names what is supported")
        }
    }

    @Test func nightModeIsStandBysOnly() {
        var spec = WidgetRenderSpec(family: .systemSmall)
        #expect(throws: PipelineError.self) { try spec.present(at: .carPlay, night: true) }
    }

    @Test func standByRemovesARemovableBackground() async throws {
        let snapshot = try Self.snapshot(PlaceWidget())
        await assertSnapshot(snapshot, family: .systemSmall, location: .standBy, named: "place-standBy")
        let image = try #require(PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy)))
        #expect(image.width == 382 * 2 && image.height == 382 * 2)
        #expect(image.rgb(x: 4, y: 4) == (0, 0, 0), "StandBy's black shows where the background was")
    }

    @Test func standByKeepsABackgroundThatIsNotRemovable() async throws {
        let snapshot = try Self.snapshot(FixedBackgroundPlaceWidget())
        await assertSnapshot(snapshot, family: .systemSmall, location: .standBy, named: "fixed-background-standBy")
        let image = try #require(PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy)))
        let center = image.rgb(x: image.width / 2, y: image.height - 40)
        #expect(center == (0, 0x60, 0xC0), "the widget's own blue stays")
    }

    @Test func nightModeDrawsRedOnBlack() async throws {
        let snapshot = try Self.snapshot(PlaceWidget())
        await assertSnapshot(snapshot, family: .systemSmall, location: .standBy, night: true, named: "place-night")
        let image = try #require(
            PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy, night: true)))
        var red = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let (r, g, b) = image.rgb(x: x, y: y)
                #expect(g == 0 && b == 0, "pixel (\(x), \(y)) is (\(r), \(g), \(b)), not red on black")
                if g != 0 || b != 0 { return }
                if r > 128 { red += 1 }
            }
        }
        #expect(red > 500, "the text is drawn in red")
    }

    @Test func nightModeDrawsAFixedBackgroundDarkRed() async throws {
        let snapshot = try Self.snapshot(FixedBackgroundPlaceWidget())
        let image = try #require(
            PixelImage(png: try await snapshot.png(family: .systemSmall, location: .standBy, night: true)))
        #expect(image.rgb(x: image.width / 2, y: image.height - 40) == (51, 0, 0))
    }

    @Test func carPlayShowsSystemSmallDarkWithItsBackground() async throws {
        let snapshot = try Self.snapshot(PlaceWidget())
        await assertSnapshot(snapshot, family: .systemSmall, location: .carPlay, named: "place-carPlay")
        let spec = try snapshot.spec(family: .systemSmall, location: .carPlay)
        #expect(spec.colorScheme == .dark)
        #expect(spec.canvasSize == spec.size, "CarPlay shows the widget at its own size")
        #expect(WidgetPipeline.environment(for: spec).showsWidgetContainerBackground)
    }

    @Test func aWidgetThatDisfavorsALocationIsRefusedThereForThatFamilyOnly() async throws {
        let snapshot = try Self.snapshot(ShyPlaceWidget())
        let error = await #expect(throws: PipelineError.self) {
            _ = try await snapshot.png(family: .systemSmall, location: .standBy)
        }
        #expect(error?.message.contains("disfavors 'standBy'") == true)
        _ = try await snapshot.png(family: .systemSmall, location: .homeScreen)
        _ = try await snapshot.png(family: .systemSmall, location: .carPlay)
    }

    @Test func disfavoredLocationsAreKeptPerFamily() {
        let widget = WidgetBundleDescriptor(widget: ShyPlaceWidget()).widgets[0]
        #expect(widget.disfavoredLocations.map(\.location) == [.standBy])
        #expect(widget.disfavoredLocations.map(\.families) == [[.systemSmall]])
    }
}

// MARK: Widgets that show where they are

struct PlaceEntry: TimelineEntry {
    var date: Date
}

struct PlaceProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlaceEntry { PlaceEntry(date: WidgetLocationTests.day) }

    func getSnapshot(in context: Context, completion: @escaping (PlaceEntry) -> Void) {
        completion(PlaceEntry(date: WidgetLocationTests.day))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PlaceEntry>) -> Void) {
        completion(Timeline(entries: [PlaceEntry(date: WidgetLocationTests.day)], policy: .never))
    }
}

struct PlaceView: View {
    @Environment(\.widgetLocation) var location

    var label: String {
        switch location {
        case .homeScreen: "Home Screen"
        case .lockScreen: "Lock Screen"
        case .standBy: "StandBy"
        case .iPhoneWidgetsOnMac: "Mac"
        case .carPlay: "CarPlay"
        default: "Elsewhere"
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(label).font(.headline)
            Text("42°").font(.system(size: 44, weight: .semibold))
        }
        .containerBackground(Color(red: 0, green: 0x60 / 255, blue: 0xC0 / 255), for: .widget)
    }
}

struct PlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Place", provider: PlaceProvider()) { _ in PlaceView() }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct FixedBackgroundPlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "FixedPlace", provider: PlaceProvider()) { _ in PlaceView() }
            .supportedFamilies([.systemSmall])
            .containerBackgroundRemovable(false)
    }
}

struct ShyPlaceWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ShyPlace", provider: PlaceProvider()) { _ in PlaceView() }
            .supportedFamilies([.systemSmall, .systemMedium])
            .disfavoredLocations([.standBy], for: [.systemSmall])
    }
}

extension PixelImage {
    /// A pixel's red, green and blue, un-premultiplied (the images here are opaque).
    func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let pixel = pixels[y * width + x]
        return (UInt8((pixel >> 16) & 0xFF), UInt8((pixel >> 8) & 0xFF), UInt8(pixel & 0xFF))
    }
}
