import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@Suite struct FailureTests {
    @Test func aProviderThatHangsMissesItsDeadlineAndTheContentStays() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded()
        let before = try await harness.host.currentEntry(of: "w1")
        await harness.hangFromNowOn()
        await harness.clock.advance(by: 3600)
        let failure = try #require(await harness.records(.failed).first)
        #expect(failure.reason == .policyAfter && failure.counted)
        #expect(failure.detail.contains("did not answer within 0.2 s; the current content stays"))
        #expect(try await harness.host.currentEntry(of: "w1") == before)
        #expect(harness.logger.messages.contains { $0.level == .warning && $0.message.contains("did not answer") })
        let retry = try #require(try await harness.host.nextReload(of: "w1"))
        #expect(retry.reason == .retry && retry.date == harness.at(3600 + 300) && retry.failures == 1)
    }

    @Test func retriesBackOffExponentiallyAndSuccessResetsThem() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        await harness.hangFromNowOn()
        try await harness.host.requestReload(of: "w1", reason: .interaction)
        await harness.clock.advance(by: 300 + 600 + 1200)
        let failures = await harness.records(.failed)
        #expect(failures.map(\.date) == [0, 300, 900, 2100].map(harness.at))
        #expect(failures.dropFirst().allSatisfy { $0.reason == .retry && $0.counted })
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(2100 + 2400))
        harness.script.respond(.entries(count: 1, spacing: 0, policy: .never))
        await harness.setDeadline(60)
        await harness.clock.advance(by: 2400)
        #expect(await harness.records(.reloaded).last?.reason == .retry)
        #expect(try await harness.host.nextReload(of: "w1") == nil, "success clears the retry")
    }

    @Test func aProviderThatThrowsIsContainedAndRetried() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        try await harness.addLoaded(kind: "Configurable", configuration: ["source": .string(harness.script.id)])
        harness.script.respond(.fail)
        await harness.clock.advance(by: 3600)
        let failure = try #require(await harness.records(.failed).first)
        #expect(failure.detail.contains("failed:"))
        #expect(failure.detail.contains("the script says fail"))
        #expect(try await harness.host.currentEntry(of: "w1")?.summary.hasPrefix("A#0") == true)
        #expect(try await harness.host.nextReload(of: "w1")?.reason == .retry)
    }

    @Test func retriesStayInsideTheBudget() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never)) {
            $0.limits.dailyReloadBudget = 2
        }
        try await harness.addLoaded()
        await harness.hangFromNowOn()
        try await harness.host.requestReload(of: "w1", reason: .interaction)
        await harness.clock.advance(by: 4 * 3600)
        #expect(await harness.records(.failed).count == 3, "the free reload and two budgeted retries")
        let refusal = try #require(await harness.records(.refused).first)
        #expect(refusal.reason == .retry && refusal.limit == .budgetExhausted)
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(300 + 86_400))
    }

    @Test func aHangingFirstTimelineLeavesThePlaceholder() async throws {
        let harness = try await HostHarness.make(.hang)
        try await harness.host.addWidget(kind: "Scripted", family: .systemSmall, id: "w1")
        await harness.setDeadline(0.2)  // the placeholder answered within the long deadline; the timeline hangs
        await harness.clock.runDueWakeUps()
        #expect(try await harness.host.currentEntry(of: "w1")?.isPlaceholder == true)
        #expect(await harness.records(.failed).first?.reason == .initial)
    }
}
