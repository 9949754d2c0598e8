import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

@Suite struct ExemptionTests {
    /// A widget whose budget is spent and whose last reload was a minute ago: only free reloads can happen.
    func exhausted() async throws -> HostHarness {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never)) {
            $0.limits.dailyReloadBudget = 1
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 300)
        try await harness.host.requestReload(of: "w1", reason: .push)
        await harness.clock.advance(by: 60)
        #expect(try await harness.host.budgetLeft(of: "w1") == 0)
        return harness
    }

    enum Trigger: String, CaseIterable, Sendable {
        case interaction, configurationEdit, appearance, locale, activeAppRequest
    }

    @Test(arguments: Trigger.allCases)
    func freeReloadsHappenAtOnceWithoutSpendingBudget(trigger: Trigger) async throws {
        let harness = try await exhausted()
        let expected: ReloadReason
        switch trigger {
        case .interaction:
            try await harness.host.performAction(
                instanceID: "w1", WidgetActionRequest(AnyAppIntent(IncrementIntent(scriptID: harness.script.id))))
            expected = .interaction
        case .configurationEdit:
            try await harness.host.reconfigureWidget(id: "w1", configuration: nil)
            expected = .configurationEdit
        case .appearance:
            await harness.host.environmentDidChange(.appearance)
            expected = .appearanceChange
        case .locale:
            await harness.host.environmentDidChange(.locale)
            expected = .localeChange
        case .activeAppRequest:
            await harness.host.setAppActive(true)
            harness.host.deliver(.reloadAllTimelines)
            await harness.host.waitUntilIdle()
            expected = .appRequest
        }
        let last = try #require(await harness.records(.reloaded).last)
        #expect(last.reason == expected)
        #expect(last.date == harness.at(360), "at once, though the last reload was a minute ago")
        #expect(!last.counted)
        #expect(last.detail.hasPrefix("Free: "))
        #expect(try await harness.host.budgetLeft(of: "w1") == 0)
        #expect(await harness.records(.refused).isEmpty)
    }

    @Test func appRequestsWhileTheAppIsInactiveAreBudgeted() async throws {
        let harness = try await exhausted()
        await harness.clock.advance(by: 300)
        harness.host.deliver(.reloadTimelines(kind: "Scripted"))
        await harness.host.waitUntilIdle()
        let refusal = try #require(await harness.records(.refused).last)
        #expect(refusal.reason == .appRequest && refusal.limit == .budgetExhausted)
        #expect(refusal.detail.contains("mark the app active"))
    }

    @Test func addingAWidgetAsksForItsFirstTimelineForFree() async throws {
        let harness = try await HostHarness.make()
        try await harness.addLoaded()
        let first = try #require(await harness.records(.reloaded).first)
        #expect(first.reason == .initial && !first.counted && first.budgetLeft == 70)
    }
}
