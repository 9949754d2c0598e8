import Foundation
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

@Suite struct RestartTests {
    /// A host on a fresh database file, and a way to open a second host on the same file and clock.
    struct Restartable {
        let path = StoreKind.temporaryPath()
        let first: HostHarness

        init(_ response: ProviderScript.Response, configure: @escaping (inout HostConfiguration) -> Void = { _ in })
            async throws
        {
            first = try await HostHarness.make(response, store: try SQLiteWidgetStore(path: path), configure: configure)
        }

        /// Stops the first host and opens another on the same file, clock and script, with a new renderer.
        func restart(configure: (inout HostConfiguration) -> Void = { _ in }) async throws -> HostHarness {
            await first.host.stop()
            return try await HostHarness.make(
                store: try SQLiteWidgetStore(path: path), clock: first.clock, script: first.script,
                configure: configure)
        }
    }

    @Test func aRestartedHostResumesWithoutCallingProviders() async throws {
        let setup = try await Restartable(.entries(count: 3, spacing: 600, policy: .after(3600)))
        let first = setup.first
        try await first.addLoaded()
        await first.clock.advance(by: 700)
        let shown = try await first.host.currentEntry(of: "w1")
        let rendering = try await first.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .accented))
        let ledger = await first.host.ledger(for: "w1")
        let plans = try await first.host.plannedReloads(of: "w1")
        let timeline = try await first.host.timeline(of: "w1")
        #expect(first.script.timelineCalls == 1 && first.script.placeholderCalls == 1)

        let second = try await setup.restart()
        #expect(await second.host.widgets() == [try await first.host.widget(id: "w1")])
        #expect(try await second.host.currentEntry(of: "w1") == shown)
        #expect(try await second.host.currentRendering(of: "w1", variant: RenderVariant(.dark, .accented)) == rendering)
        #expect(await second.host.ledger(for: "w1") == ledger)
        #expect(try await second.host.plannedReloads(of: "w1") == plans)
        #expect(try await second.host.timeline(of: "w1") == timeline)
        #expect(first.script.timelineCalls == 1 && first.script.placeholderCalls == 1, "no provider was called")
        #expect(second.renderer.callCount == 0, "nothing was rendered again")

        await second.clock.advance(to: second.at(1200))
        #expect(try await second.host.currentEntry(of: "w1")?.slot == .entry(2), "entry changes resume")
        await second.clock.advance(to: second.at(3600))
        #expect(first.script.timelineCalls == 2, "the planned reload happens on the new host")
        #expect(await second.records(.reloaded).last?.reason == .policyAfter)
    }

    @Test func aReloadThatFellDueWhileDownRunsOnResume() async throws {
        let setup = try await Restartable(.entries(count: 1, spacing: 0, policy: .after(600)))
        try await setup.first.addLoaded()
        await setup.first.host.stop()
        await setup.first.clock.advance(by: 5000)
        #expect(setup.first.script.timelineCalls == 1, "a stopped host does nothing")
        let second = try await setup.restart()
        await second.clock.runDueWakeUps()
        let reload = try #require(await second.records(.reloaded).last)
        #expect(reload.reason == .policyAfter && reload.date == second.at(5000))
        #expect(reload.detail.contains("The policy asked for \(second.at(600).ISO8601Format())"))
    }

    @Test func budgetsSurviveARestart() async throws {
        let setup = try await Restartable(.entries(count: 1, spacing: 0, policy: .after(300))) {
            $0.limits.dailyReloadBudget = 3
        }
        try await setup.first.addLoaded()
        await setup.first.clock.advance(by: 900)
        #expect(try await setup.first.host.budgetLeft(of: "w1") == 0)
        let second = try await setup.restart { $0.limits.dailyReloadBudget = 3 }
        #expect(try await second.host.budgetLeft(of: "w1") == 0)
        await second.clock.advance(by: 300)
        #expect(await second.records(.refused).first?.limit == .budgetExhausted)
    }

    @Test func aWidgetAddedJustBeforeARestartGetsItsFirstTimelineAfter() async throws {
        let setup = try await Restartable(.entries(count: 1, spacing: 0, policy: .never))
        try await setup.first.host.addWidget(kind: "Scripted", family: .systemSmall, id: "w1")
        let second = try await setup.restart()
        #expect(try await second.host.currentEntry(of: "w1")?.isPlaceholder == true)
        #expect(try await second.host.currentRendering(of: "w1") != nil, "the stored placeholder rendering")
        await second.clock.runDueWakeUps()
        #expect(await second.records(.reloaded).first?.reason == .initial)
        #expect(try await second.host.currentEntry(of: "w1")?.slot == .entry(0))
    }

    @Test func widgetsOfKindsNoLongerInTheBundleAreKeptButNotShown() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        try await store.apply([
            .insertInstance(
                WidgetInstance(
                    id: "old", kind: "Removed", family: .systemSmall, placement: .homeScreen, configuration: nil,
                    created: HostHarness.start))
        ])
        let harness = try await HostHarness.make(store: try SQLiteWidgetStore(path: path))
        #expect(await harness.host.widgets().isEmpty)
        #expect(harness.logger.messages.contains { $0.message.contains("Stored widget of kind 'Removed'") })
        #expect(try await store.load(now: HostHarness.start, recordLimit: 1).instances.count == 1)
    }
}
