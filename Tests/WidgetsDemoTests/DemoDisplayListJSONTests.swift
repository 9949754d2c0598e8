import Foundation
import Testing
import WidgetryDisplayList
import WidgetryTesting

@testable import WidgetsDemo

/// The store, caches and ETags compare display-list bytes, so `jsonData()`'s direct writer must give the bytes
/// `JSONEncoder` gives the lists' `Codable` form (`jsonEncoderData()`). Here for every demo widget the snapshot tests
/// draw, in every family, color scheme, rendering mode, redaction and location it supports, and for every
/// presentation of the demo's Live Activity; each list also reads back as itself.
@MainActor
@Suite struct DemoDisplayListJSONTests {
    /// Expects the writer's bytes to be `JSONEncoder`'s, and to read back as the list; returns whether they were.
    @discardableResult
    static func expectSameBytes(_ list: DisplayList, _ name: String) throws -> Bool {
        let written = try list.jsonData()
        let encoded = try list.jsonEncoderData()
        #expect(
            written == encoded,
            "\(name): the writer's \(written.count) bytes differ from JSONEncoder's \(encoded.count)")
        #expect(try DisplayList(jsonData: written) == list, "\(name) reads back as itself")
        return written == encoded
    }

    @Test(arguments: DemoWidgetSnapshotTests.cases)
    func everyLookOfEveryFamilyIsWrittenAsJSONEncoderWritesIt(_ widget: DemoWidgetSnapshotTests.Case) async throws {
        let snapshot = try widget.make()
        var count = 0
        for family in widget.families {
            let schemes: [ColorScheme] = family.isAccessory ? [.dark] : [.light, .dark]
            for scheme in schemes {
                for mode in [WidgetRenderingMode.fullColor, .accented, .vibrant] {
                    for redaction in [RedactionReasons(), .placeholder, .privacy] {
                        let spec = snapshot.spec(
                            family: family, colorScheme: scheme, renderingMode: mode, redaction: redaction)
                        guard (try? spec.validateAppearance()) != nil else { continue }
                        let list = try await snapshot.pipeline.displayList(
                            snapshot.widget, entry: snapshot.entry, request: spec)
                        try Self.expectSameBytes(list, "\(widget.name) \(family) \(scheme) \(mode) \(redaction)")
                        try Self.expectSameBytes(spec.presented(list), "\(widget.name) \(family) presented")
                        count += 1
                    }
                }
            }
            for location in WidgetRenderSpec.locations(for: family) {
                for night in [false, true] {
                    guard let spec = try? snapshot.spec(family: family, location: location, night: night) else {
                        continue
                    }
                    let list = try await snapshot.pipeline.displayList(
                        snapshot.widget, entry: snapshot.entry, request: spec)
                    try Self.expectSameBytes(spec.presented(list), "\(widget.name) \(family) at \(location) \(night)")
                    count += 1
                }
            }
        }
        #expect(count > widget.families.count, "every family was drawn in several looks")
    }

    @Test func everyLiveActivityPresentationIsWrittenAsJSONEncoderWritesIt() async throws {
        let pipeline = WidgetPipeline()
        var request = WidgetRenderSpec(family: .systemMedium)
        request.now = LiveActivityPresentationTests.start
        request.scale = 3
        let activity = try LiveActivityPresentationTests.activity()
        let input = try LiveActivityPresentationTests.input()
        for presentation in ActivityPresentationLayout.presentations {
            let (spec, list) = try await ActivityPresentationLayout.displayList(
                activity, presentation, input, request: request, pipeline: pipeline)
            try Self.expectSameBytes(list, presentation)
            try Self.expectSameBytes(spec.presented(list), "\(presentation) presented")
        }
    }
}
