import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@Suite struct ReloadPolicyTests {
    @Test func atEndReloadsAtTheLastEntrysDate() async throws {
        let harness = try await HostHarness.make(.entries(count: 3, spacing: 600, policy: .atEnd))
        try await harness.addLoaded()
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(1200))
        #expect(try await harness.host.nextReload(of: "w1")?.reason == .policyAtEnd)
        await harness.clock.advance(by: 1199)
        #expect(harness.script.timelineCalls == 1)
        await harness.clock.advance(by: 1)
        #expect(harness.script.timelineCalls == 2)
        let reloads = await harness.records(.reloaded)
        #expect(reloads.map(\.reason) == [.initial, .policyAtEnd])
        #expect(reloads.map(\.date) == [harness.at(0), harness.at(1200)])
        #expect(reloads.map(\.counted) == [false, true])
    }

    @Test func afterReloadsAtItsDate() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded()
        await harness.clock.advance(by: 3 * 3600)
        let reloads = await harness.records(.reloaded)
        #expect(reloads.map(\.reason) == [.initial, .policyAfter, .policyAfter, .policyAfter])
        #expect(reloads.map(\.date) == [0, 3600, 7200, 10800].map(harness.at))
        #expect(reloads.last?.budgetLeft == 67)
    }

    @Test func neverReloadsOnlyThroughWidgetCenter() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        #expect(try await harness.host.nextReload(of: "w1") == nil)
        await harness.clock.advance(by: 2 * 86_400)
        #expect(harness.script.timelineCalls == 1)
        harness.host.deliver(.reloadTimelines(kind: "Scripted"))
        await harness.host.waitUntilIdle()
        #expect(harness.script.timelineCalls == 2)
        #expect(await harness.records(.reloaded).last?.reason == .appRequest)
    }

    @Test func aPolicyDateSoonerThanTheMinimumIntervalWaitsForIt() async throws {
        // One entry and .atEnd: the policy asks for a reload right away; the host waits 5 minutes.
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .atEnd))
        try await harness.addLoaded()
        let next = try #require(try await harness.host.nextReload(of: "w1"))
        #expect(next.date == harness.at(300))
        #expect(next.requestedDate == harness.at(0))
        await harness.clock.advance(by: 900)
        #expect(await harness.records(.reloaded).map(\.date) == [0, 300, 600, 900].map(harness.at))
    }

    @Test func entriesAreShownAtTheirDates() async throws {
        let harness = try await HostHarness.make(.entries(count: 3, spacing: 600, policy: .never))
        try await harness.addLoaded()
        #expect(try await harness.host.currentEntry(of: "w1")?.slot == .entry(0))
        await harness.clock.advance(by: 600)
        #expect(try await harness.host.currentEntry(of: "w1")?.slot == .entry(1))
        await harness.clock.advance(by: 600)
        let shown = harness.events.shown.filter { !$0.isPlaceholder }
        #expect(shown.map(\.slot) == [.entry(0), .entry(1), .entry(2)])
        #expect(shown.map(\.shownSince) == [0, 600, 1200].map(harness.at))
        #expect(try await harness.host.currentEntry(of: "w1", at: harness.at(650))?.slot == .entry(1))
    }

    @Test func entriesCloserThanFiveMinutesAreShownNoMoreOften() async throws {
        let harness = try await HostHarness.make(.entries(count: 10, spacing: 60, policy: .never))
        try await harness.addLoaded()
        await harness.clock.advance(by: 3600)
        let shown = harness.events.shown.filter { !$0.isPlaceholder }
        #expect(shown.map(\.slot) == [.entry(0), .entry(5), .entry(9)])
        #expect(shown.map(\.shownSince) == [0, 300, 600].map(harness.at))
    }

    @Test func everyEntryIsRenderedAheadInEveryVariant() async throws {
        let harness = try await HostHarness.make(.entries(count: 3, spacing: 600, policy: .never))
        try await harness.addLoaded()
        // Placeholder (1) + 3 entries, each in the Home Screen's 4 variants.
        #expect(harness.renderer.callCount == 16)
        for variant in HostConfiguration.standardVariants[.homeScreen]! {
            let data = try #require(try await harness.host.currentRendering(of: "w1", variant: variant))
            #expect(String(decoding: data, as: UTF8.self).hasPrefix("Scripted|entry #0|\(variant.key)|static#0"))
        }
        await harness.clock.advance(by: 1200)
        let data = try #require(try await harness.host.currentRendering(of: "w1"))
        #expect(String(decoding: data, as: UTF8.self).contains("entry #2|light-fullColor|static#2"))
        #expect(harness.renderer.callCount == 16, "nothing is rendered again at an entry's date")
    }

    @Test func lockScreenWidgetsRenderVibrant() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded(family: .accessoryRectangular)
        #expect(try await harness.host.widget(id: "w1").placement == .lockScreen)
        let data = try #require(
            try await harness.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .vibrant)))
        #expect(String(decoding: data, as: UTF8.self).contains("dark-vibrant"))
        #expect(try await harness.host.currentRendering(of: "w1", variant: RenderVariant(.light, .fullColor)) == nil)
    }

    @Test func theRendererGetsViewsFromTheContentClosure() async throws {
        let renderer = RecordingRenderer(makesViews: true)
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never), renderer: renderer)
        try await harness.addLoaded()
        let data = try #require(try await harness.host.currentRendering(of: "w1"))
        #expect(String(decoding: data, as: UTF8.self).hasSuffix("|AnyView"))
    }

    @Test func aFailingRenderingIsContainedAndRecorded() async throws {
        let renderer = RecordingRenderer(failingVariant: RenderVariant(.dark, .accented))
        let harness = try await HostHarness.make(.entries(count: 2, spacing: 600, policy: .never), renderer: renderer)
        try await harness.addLoaded()
        #expect(try await harness.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .accented)) == nil)
        #expect(try await harness.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .fullColor)) != nil)
        let warnings = await harness.records(.warning)
        #expect(warnings.contains { $0.detail.contains("Rendering failed for 2 of 8 renderings") })
    }
}
