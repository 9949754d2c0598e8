import Foundation
import Testing
import Widgetry
import WidgetryDisplayList
import WidgetryPipeline
import WidgetryUI

// Widgets that fail silently on iOS, one way each.

let previewNow = Date(timeIntervalSince1970: 1_800_000_000)

struct StampEntry: TimelineEntry { let date: Date }

/// Entries an hour and two hours before `previewNow`.
struct PastProvider: TimelineProvider {
    func placeholder(in context: Context) -> StampEntry { StampEntry(date: previewNow) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StampEntry) -> Void) {
        completion(StampEntry(date: previewNow))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StampEntry>) -> Void) {
        completion(
            Timeline(
                entries: [StampEntry(date: previewNow - 7200), StampEntry(date: previewNow - 3600)], policy: .never))
    }
}

/// Entries from `previewNow` on.
struct CurrentProvider: TimelineProvider {
    func placeholder(in context: Context) -> StampEntry { StampEntry(date: previewNow) }
    func getSnapshot(in context: Context, completion: @escaping @Sendable (StampEntry) -> Void) {
        completion(StampEntry(date: previewNow))
    }
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<StampEntry>) -> Void) {
        completion(
            Timeline(entries: [StampEntry(date: previewNow), StampEntry(date: previewNow + 60)], policy: .never))
    }
}

/// No container background, and a timeline dated in the past.
struct StaleWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Stale", provider: PastProvider()) { _ in Text("Old news") }
            .supportedFamilies([.systemSmall])
    }
}

/// A well-behaved widget.
struct FreshWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Fresh", provider: CurrentProvider()) { entry in
            Text("Fresh \(Int(entry.date.timeIntervalSince(previewNow)))").containerBackground(.blue, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var etaMinutes: Int
    }

    var restaurant: String
}

struct DeliveryWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            Text("\(context.attributes.restaurant): \(context.state.etaMinutes) min")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Text(context.attributes.restaurant) }
            } compactLeading: {
                Text("D")
            } compactTrailing: {
                Text("\(context.state.etaMinutes)m")
            } minimal: {
                Text("\(context.state.etaMinutes)")
            }
        }
    }
}

struct SilentFailureBundle: WidgetBundle {
    var body: some Widget {
        StaleWidget()
        FreshWidget()
        DeliveryWidget()
    }
}

/// The header of a PNG of a size: all that layout and the warnings read.
func pngHeader(width: Int, height: Int) -> Data {
    func bigEndian(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Data(
        signature + bigEndian(13) + Array("IHDR".utf8) + bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
}

func listWithImages(_ sizes: [(Int, Int)]) -> DisplayList {
    DisplayList(
        size: CGSize(width: 170, height: 170),
        items: sizes.map { width, height in
            .image(
                DisplayImage(
                    content: .named(InlineImage.name(png: pngHeader(width: width, height: height), scale: 1)),
                    frame: CGRect(x: 0, y: 0, width: 170, height: 170)))
        })
}

/// Each of WidgetKit's silent failures gives a warning that names what is wrong and what to change.
@Suite struct WidgetWarningsTests {
    @Test func anImageOverTheArchivePixelAreaIsNamedWithItsSizeAndTheLimit() {
        let warnings = WidgetWarnings.images(in: listWithImages([(1024, 1024), (400, 400)]), assets: .none, scale: 3)
        #expect(warnings.count == 1)
        let warning = warnings.first
        #expect(warning?.code == .imageTooLarge)
        #expect(warning?.message.contains("1024×1024 px") == true, "\(warnings)")
        #expect(warning?.message.contains("718,080") == true, "\(warnings)")
        #expect(warning?.message.contains("blank") == true)
        #expect(warning?.message.contains("at most 847×847 px") == true, "\(warnings)")
    }

    @Test func anImageWithinTheAreaGivesNoWarning() {
        #expect(WidgetWarnings.images(in: listWithImages([(847, 847)]), assets: .none, scale: 3).isEmpty)
    }

    @Test func imagesOverTheExtensionMemoryAreNamedWithTheirMegabytes() throws {
        let list = listWithImages([(3000, 3000), (1000, 1000)])
        let warning = try #require(WidgetWarnings.memory(of: list, archiveBytes: 2_000_000, assets: .none, scale: 3))
        #expect(warning.code == .overMemoryLimit)
        #expect(warning.message.contains("decoded images 38.1 MB"), "\(warning)")
        #expect(warning.message.contains("archive 1.9 MB"), "\(warning)")
        #expect(warning.message.contains("30.0 MB"), "\(warning)")
        #expect(
            WidgetWarnings.memory(of: listWithImages([(500, 500)]), archiveBytes: 0, assets: .none, scale: 3) == nil)
    }

    @Test @MainActor func aWidgetWithoutContainerBackgroundIsNamed() async throws {
        let bundle = WidgetBundleDescriptor(SilentFailureBundle())
        let stale = try bundle.widget(kind: "Stale")
        let entry = AnyTimelineEntry(StampEntry(date: previewNow))
        let request = WidgetRenderSpec(family: .systemSmall)
        let warning = try #require(WidgetWarnings.containerBackground(of: stale, entry: entry, request: request))
        #expect(warning.code == .missingContainerBackground)
        #expect(warning.message.contains("'Stale'"))
        #expect(warning.message.contains("Please adopt containerBackground API"))
        let fresh = try bundle.widget(kind: "Fresh")
        #expect(WidgetWarnings.containerBackground(of: fresh, entry: entry, request: request) == nil)
    }

    @Test @MainActor func aTimelineDatedInThePastIsNamedWithItsLastEntry() async throws {
        let bundle = WidgetBundleDescriptor(SilentFailureBundle())
        let inspection = try await TimelineInspection.run(
            try bundle.widget(kind: "Stale"), family: .systemSmall, now: previewNow)
        let warning = try #require(
            WidgetWarnings.timelineInPast(inspection.timeline, kind: "Stale", now: previewNow))
        #expect(warning.code == .timelineInPast)
        #expect(warning.message.contains("(2)"))
        #expect(warning.message.contains(previewNow.addingTimeInterval(-3600).ISO8601Format()))
        #expect(warning.message.contains("3600 s before now"))
        let current = try await TimelineInspection.run(
            try bundle.widget(kind: "Fresh"), family: .systemSmall, now: previewNow)
        #expect(WidgetWarnings.timelineInPast(current.timeline, kind: "Fresh", now: previewNow) == nil)
    }

    @Test @MainActor func aContentStateThatDoesNotDecodeNamesTheField() throws {
        let bundle = WidgetBundleDescriptor(SilentFailureBundle())
        let widget = try #require(bundle.liveActivities.first)
        let activity = try #require(widget.activity)
        let attributes = Data(#"{"restaurant":"Luigi's"}"#.utf8)
        let wrong = LiveActivityViewInput(
            activityID: "a", attributes: attributes, state: Data(#"{"eta":12}"#.utf8))
        let warning = try #require(WidgetWarnings.contentState(of: activity, kind: widget.kind, input: wrong))
        #expect(warning.code == .undecodableContentState)
        #expect(warning.message.contains("'etaMinutes'"), "\(warning)")
        #expect(warning.message.contains("content state"))
        let right = LiveActivityViewInput(
            activityID: "a", attributes: attributes, state: Data(#"{"etaMinutes":12}"#.utf8))
        #expect(WidgetWarnings.contentState(of: activity, kind: widget.kind, input: right) == nil)
    }
}
