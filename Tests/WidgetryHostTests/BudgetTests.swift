import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@Suite struct BudgetTests {
    /// A widget whose policy asks for a reload every 5 minutes, the fastest the floor allows.
    func greedy(_ configure: (inout HostConfiguration) -> Void = { _ in }) async throws -> HostHarness {
        let harness = try await HostHarness.make(
            .entries(count: 1, spacing: 0, policy: .after(300)), configure: configure)
        try await harness.addLoaded()
        return harness
    }

    @Test func theSeventyFirstReloadInADayIsRefusedWithItsReason() async throws {
        let harness = try await greedy()
        await harness.clock.advance(by: 70 * 300)
        var counted = await harness.records(.reloaded).filter(\.counted)
        #expect(counted.count == 70)
        #expect(counted.last?.budgetLeft == 0)
        #expect(await harness.records(.refused).isEmpty)
        await harness.clock.advance(by: 300)
        let refusal = try #require(await harness.records(.refused).first)
        #expect(refusal.date == harness.at(71 * 300))
        #expect(refusal.reason == .policyAfter)
        #expect(refusal.limit == .budgetExhausted)
        #expect(refusal.budgetLeft == 0)
        #expect(refusal.counted == false)
        let firstCounted = harness.at(300).addingTimeInterval(86_400)
        #expect(
            refusal.detail.hasPrefix(
                "Budget exhausted: 70 of 70 reloads used in the last 24 h; the next is available at "
                    + "\(firstCounted.ISO8601Format())."))
        #expect(try await harness.host.nextReload(of: "w1")?.date == firstCounted)
        #expect(harness.script.timelineCalls == 71, "the refused reload did not call the provider")
        // The window slides: 24 h after the first counted reload, reloads resume, one per freed slot.
        await harness.clock.advance(to: firstCounted.addingTimeInterval(300))
        counted = await harness.records(.reloaded).filter(\.counted)
        #expect(counted.count == 72)
        #expect(counted.suffix(2).map(\.date) == [firstCounted, firstCounted.addingTimeInterval(300)])
    }

    @Test func aConfiguredBudgetIsObeyed() async throws {
        let harness = try await greedy { $0.limits.dailyReloadBudget = 3 }
        await harness.clock.advance(by: 3600)
        #expect(await harness.records(.reloaded).filter(\.counted).count == 3)
        #expect(await harness.records(.refused).count == 1, "one refusal, then the plan waits for the budget")
    }

    @Test func reloadsAreAtLeastFiveMinutesApart() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        await harness.clock.advance(by: 60)
        try await harness.host.requestReload(of: "w1", reason: .appRequest)
        let deferral = try #require(await harness.records(.deferred).first)
        #expect(deferral.limit == .minimumInterval)
        #expect(deferral.date == harness.at(60))
        #expect(deferral.detail.contains("at least 5 min apart"))
        #expect(harness.script.timelineCalls == 1)
        await harness.clock.advance(by: 239)
        #expect(harness.script.timelineCalls == 1)
        await harness.clock.advance(by: 1)
        #expect(harness.script.timelineCalls == 2)
        let last = try #require(await harness.records(.reloaded).last)
        #expect(last.reason == .appRequest && last.counted && last.date == harness.at(300))
    }

    @Test func pushReloadsAreBudgetedAndKeepPolicyScheduling() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded()
        await harness.clock.advance(by: 600)
        let push = Data(#"{"aps":{"content-changed":true}}"#.utf8)
        let reloaded = try await harness.host.handlePush(push, kinds: ["Scripted"])
        #expect(reloaded == ["w1"])
        let record = try #require(await harness.records(.reloaded).last)
        #expect(record.reason == .push && record.counted && record.budgetLeft == 69)
        let next = try #require(try await harness.host.nextReload(of: "w1"))
        #expect(next.reason == .policyAfter && next.date == harness.at(600 + 3600))
        await harness.clock.advance(to: harness.at(600 + 3600))
        #expect(await harness.records(.reloaded).last?.reason == .policyAfter)
    }

    @Test func pushReloadsAreRefusedOnceTheBudgetIsSpent() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never)) {
            $0.limits.dailyReloadBudget = 1
        }
        try await harness.addLoaded()
        let push = Data(#"{"aps":{"content-changed":true}}"#.utf8)
        await harness.clock.advance(by: 300)
        try await harness.host.handlePush(push)
        await harness.clock.advance(by: 300)
        try await harness.host.handlePush(push)
        let refusal = try #require(await harness.records(.refused).first)
        #expect(refusal.reason == .push && refusal.limit == .budgetExhausted)
        #expect(try await harness.host.nextReload(of: "w1") == nil, "a refused push is not retried")
    }

    @Test(arguments: [
        (#"{"aps":{"content-changed":1}}"#, "'aps.content-changed' is '1'"),
        (#"{"aps":{}}"#, "'aps.content-changed' is missing"),
        (#"{"alert":"hi"}"#, "no object 'aps'"),
        (#"[1]"#, "must be a JSON object"),
        ("not json", "is not JSON"),
    ])
    func malformedPushesNameTheFieldAndReloadNothing(payload: String, message: String) async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        let error = await #expect(throws: HostError.self) {
            try await harness.host.handlePush(Data(payload.utf8))
        }
        #expect(error?.code == .invalidPush)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
        #expect(harness.script.timelineCalls == 1)
    }

    @Test func developerModeLiftsTheLimits() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(60))) {
            $0.developerMode = true
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 100 * 60)
        let reloads = await harness.records(.reloaded)
        #expect(reloads.count == 101, "a reload every minute, past the budget of 70")
        #expect(reloads.allSatisfy { !$0.counted })
        #expect(reloads.last?.detail.hasPrefix("Free: developer mode.") == true)
        #expect(await harness.records(.refused).isEmpty)
        #expect(try await harness.host.budgetLeft(of: "w1") == 70)
    }

    @Test func turningDeveloperModeOffRestoresTheLimits() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(60))) {
            $0.developerMode = true
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 120)
        await harness.host.setDeveloperMode(false)
        await harness.clock.advance(by: 60)
        try await harness.host.requestReload(of: "w1", reason: .push)
        #expect(await harness.records(.deferred).count >= 1)
    }
}
