import Foundation
import Prometheus
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryMetrics

/// ``HostMetrics``: every ledger line counted once, by kind, reason and outcome; provider calls timed; nothing
/// counted without metrics; ``WidgetHost/status()`` for the gauges.
@Suite struct HostMetricsTests {
    /// The value of one sample line of the registry's exposition, or `nil` when there is none.
    static func value(_ metrics: HostMetrics, _ series: String) -> Double? {
        metrics.registry.emitToString().split(separator: "\n").first { $0.hasPrefix(series + " ") }
            .flatMap { Double($0.dropFirst(series.count + 1)) }
    }

    @Test func failuresDeferralsAndRefusalsAreCountedAsTheLedgerRecordsThem() async throws {
        let metrics = HostMetrics()
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never)) {
            $0.limits.dailyReloadBudget = 2
            $0.metrics = metrics
        }
        try await harness.addLoaded()
        try await harness.host.requestReload(of: "w1", reason: .appRequest)
        try await harness.host.requestReload(of: "w1", reason: .appRequest)
        await harness.hangFromNowOn()
        await harness.clock.advance(by: 300)
        await harness.host.waitUntilIdle()
        let ledger = await harness.host.ledger(for: "w1")
        let series = #"widgetry_reloads_total{kind="Scripted",reason="#
        for outcome in ["counted", "free", "deferred", "refused", "failed"] {
            let expected = ledger.filter { record in
                switch (record.event, outcome) {
                case (.reloaded, "counted"): record.counted
                case (.reloaded, "free"): !record.counted
                case (.deferred, "deferred"), (.refused, "refused"), (.failed, "failed"): true
                default: false
                }
            }
            let counted = Set(expected.map(\.reason)).reduce(0.0) { total, reason in
                total + (Self.value(metrics, series + #""\#(reason)",outcome="\#(outcome)"}"#) ?? 0)
            }
            // A coalesced line stands for itself and its repeats; the metrics count each of them.
            let events = expected.reduce(0) { $0 + 1 + $1.repeats }
            #expect(counted == Double(events), "\(outcome): \(ledger.map(\.description))")
        }
        #expect(ledger.contains { $0.event == .deferred } && ledger.contains { $0.event == .failed })
        let calls = ledger.filter { $0.event == .reloaded || $0.event == .failed }.count
        #expect(Self.value(metrics, #"widgetry_provider_duration_seconds_count{kind="Scripted"}"#) == Double(calls))
        #expect(Self.value(metrics, "widgetry_lease_takeovers_total") == 0)
        metrics.countLeaseTakeovers(2)
        #expect(Self.value(metrics, "widgetry_lease_takeovers_total") == 2)
    }

    @Test func aHostWithoutMetricsCountsNothingAndOneAttachedLaterCountsFromThen() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.addLoaded()
        #expect(await harness.host.configuration.metrics == nil)
        let metrics = HostMetrics()
        await harness.host.setMetrics(metrics)
        try await harness.host.requestReload(of: "w1", reason: .interaction)
        await harness.host.waitUntilIdle()
        #expect(Self.value(metrics, #"widgetry_reloads_total{kind="Scripted",reason="initial",outcome="free"}"#) == nil)
        #expect(
            Self.value(metrics, #"widgetry_reloads_total{kind="Scripted",reason="interaction",outcome="free"}"#) == 1)
    }

    @Test func statusReportsInstancesTheQueueAndTheNextWakeUp() async throws {
        let harness = try await HostHarness.make(.entries(count: 3, spacing: 600, policy: .atEnd))
        let empty = await harness.host.status()
        #expect(empty.instances == 0 && empty.queueDepth == 0 && empty.nextWake == nil)
        try await harness.addLoaded()
        let status = await harness.host.status()
        #expect(status.instances == 1)
        #expect(status.queueDepth >= 1)
        #expect(status.nextWake == harness.at(600))
        #expect(status.statistics == (await harness.host.schedulerStatistics()))
    }
}
