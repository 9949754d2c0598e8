import Foundation
import Testing
import WidgetryKit

@Suite struct ProviderCallTests {
    @MainActor func descriptor<W: Widget>(_ widget: W) throws -> WidgetDescriptor {
        try #require(WidgetBundleDescriptor(widget: widget).widgets.first)
    }

    @Test func inspectionAsksForPlaceholderSnapshotAndTimeline() async throws {
        let widget = try await descriptor(CountWidget())
        let inspection = try await TimelineInspection.run(widget, family: .systemSmall)
        #expect((inspection.placeholder.base as? CountEntry)?.count == -1)
        #expect((inspection.snapshot.base as? CountEntry)?.count == 0, "the snapshot is asked with isPreview")
        #expect(inspection.timeline.entries.count == 3)
        #expect(inspection.nextReload == inspection.timeline.entries.last?.date)
        #expect(inspection.context.displaySize == CGSize(width: 170, height: 170))
    }

    @Test func aCompletionCalledTwiceCountsOnce() async throws {
        let widget = try await descriptor(TwiceWidget())
        let inspection = try await TimelineInspection.run(widget, family: .systemSmall)
        #expect((inspection.snapshot.base as? CountEntry)?.count == 1)
        #expect((inspection.timeline.entries.first?.base as? CountEntry)?.count == 1)
    }

    @Test func aProviderThatNeverAnswersTimesOut() async throws {
        let widget = try await descriptor(SilentWidget())
        var limits = HostLimits.standard
        limits.providerDeadline = 0.05
        let error = await #expect(throws: WidgetError.self) {
            try await TimelineInspection.run(widget, family: .systemSmall, limits: limits)
        }
        #expect(error?.code == .providerTimedOut)
        #expect(error?.message.contains("'Silent'") == true)
    }

    @Test func anUnsupportedFamilyIsRejectedWithTheSupportedOnes() async throws {
        let widget = try await descriptor(CountWidget())
        let error = await #expect(throws: WidgetError.self) {
            try await TimelineInspection.run(widget, family: .systemLarge)
        }
        #expect(
            error?.message
                == "Widget 'Count' does not support family 'systemLarge'. Supported families: 'systemSmall', 'accessoryCircular'."
        )
    }

    @Test func staticWidgetsRejectAConfiguration() async throws {
        let widget = try await descriptor(CountWidget())
        let error = await #expect(throws: WidgetError.self) {
            try await TimelineInspection.run(widget, family: .systemSmall, configuration: ["x": 1])
        }
        #expect(error?.code == .notConfigurable)
    }

    @Test func configurableWidgetsGetTheirConfigurationWithDefaults() async throws {
        let widget = try await descriptor(FlavorWidget())
        let inspection = try await TimelineInspection.run(
            widget, family: .systemSmall, configuration: ["flavor": "chocolate"])
        let entry = try #require(inspection.timeline.entries.first?.base as? FlavorEntry)
        #expect(entry.flavor == .chocolate)
        #expect(entry.scoops == 2)
        #expect(inspection.configuration?["scoops"] == 2)
    }

    @Test func configurableWidgetsRejectValuesOutsideTheirEnum() async throws {
        let widget = try await descriptor(FlavorWidget())
        await #expect(throws: (any Error).self) {
            try await TimelineInspection.run(widget, family: .systemSmall, configuration: ["flavor": "mint"])
        }
    }
}
