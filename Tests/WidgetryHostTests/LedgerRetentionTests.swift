import Foundation
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

/// The ledger stays bounded: pruned to an age and a count, repeated refusals coalesced, totals kept.
@Suite struct LedgerRetentionTests {
    @Test func theStoredLedgerKeepsItsRetentionAndTotalsSurvivePruning() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(600)), store: store) {
            $0.ledgerRetention = LedgerRetention(maximumAge: 86_400, maximumRecords: 10)
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 3 * 86_400)
        let stored = try await store.records(instanceID: "w1", since: nil)
        let seen = harness.events.records
        // Pruning runs with the first commit an hour after the last one: nothing is much older than a day then.
        let lastCommit = try #require(seen.map(\.date).max())
        let cutoff = lastCommit.addingTimeInterval(-86_400 - 3600)
        #expect(stored.allSatisfy { $0.date >= cutoff }, "\(stored.first?.date.description ?? "") < \(cutoff)")
        #expect(stored.count < seen.count)
        let totals = try await harness.host.ledgerTotals(for: "w1")
        #expect(totals[.reloaded] == seen.filter { $0.event == .reloaded }.count)
        #expect(totals[.refused] == seen.filter { $0.event == .refused }.count)
        #expect((totals[.refused] ?? 0) > 0)
    }

    @Test func theCountLimitNeverDropsTheLastDaysBudgetedReloads() async throws {
        let path = StoreKind.temporaryPath()
        let harness = try await HostHarness.make(
            .entries(count: 1, spacing: 0, policy: .after(600)), store: try SQLiteWidgetStore(path: path)
        ) {
            $0.ledgerRetention = LedgerRetention(maximumAge: 30 * 86_400, maximumRecords: 5)
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 12 * 3600)
        let budget = try await harness.host.budgetLeft(of: "w1")
        await harness.host.stop()
        let second = try await HostHarness.make(store: try SQLiteWidgetStore(path: path), clock: harness.clock)
        #expect(try await second.host.budgetLeft(of: "w1") == budget, "a restart still knows the day's budget")
    }

    @Test func repeatedIdenticalRefusalsAreOneLineWithACount() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never), store: store) {
            $0.limits.dailyReloadBudget = 1
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 600)
        try await harness.host.requestReload(of: "w1", reason: .push)
        await harness.clock.advance(by: 600)
        for _ in 0..<5 { try await harness.host.requestReload(of: "w1", reason: .push) }
        let refusals = await harness.records(.refused)
        #expect(refusals.count == 1)
        #expect(refusals.first?.repeats == 4)
        let storedRefusals = try await store.records(instanceID: "w1", since: nil).filter { $0.event == .refused }
        #expect(storedRefusals.count == 1 && storedRefusals.first?.repeats == 4)
        #expect(try await harness.host.ledgerTotals(for: "w1")[.refused] == 5)
    }

    @Test func repeatedPushesWithinTheMinimumIntervalAreOneDeferredLine() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never), store: store)
        try await harness.addLoaded()
        try await harness.host.requestReload(of: "w1", reason: .push)
        await harness.clock.advance(by: 1)
        for _ in 0..<1_000 { try await harness.host.requestReload(of: "w1", reason: .push) }
        let stored = try await store.records(instanceID: "w1", since: nil).filter { $0.event == .deferred }
        // Every push after the first waits for the same moment: one line, counted as many times as it happened.
        let deferrals = try #require(try await harness.host.ledgerTotals(for: "w1")[.deferred])
        #expect(deferrals >= 1_000)
        #expect(stored.count == 1, "\(stored.count) deferred lines")
        #expect(stored.first.map { $0.repeats + 1 } == deferrals)
    }
}
