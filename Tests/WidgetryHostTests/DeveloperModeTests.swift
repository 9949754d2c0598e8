import Foundation
import Testing
import WidgetryKit

@testable import WidgetryHost

@Suite struct DeveloperModeTests {
    @Test func aTimelineEndingNowReloadsAtMostOncePerSecondInDeveloperMode() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never)) {
            $0.developerMode = true
        }
        // Sixty answers whose only entry is "now" with `.atEnd`, then `.never`, so a host without a floor stops.
        harness.script.respondOnce(Array(repeating: .entries(count: 1, spacing: 0, policy: .atEnd), count: 60))
        try await harness.addLoaded()
        await harness.clock.advance(by: 10)
        let reloads = await harness.records(.reloaded)
        #expect(reloads.count == 11, "the first timeline and one a second for 10 s, not \(reloads.count)")
        let gaps = zip(reloads, reloads.dropFirst()).map { $1.date.timeIntervalSince($0.date) }
        #expect(gaps.allSatisfy { $0 >= HostLimits().developerModeReloadInterval })
        #expect(HostLimits().developerModeReloadInterval == 1)
    }

    @Test func simulationsLintATimelineThatEndsNowWithAtEnd() {
        let now = HostHarness.start
        let timeline = TimelineRecord(
            instanceID: "w1", reason: .initial, installedAt: now,
            entries: [TimelineRecord.Entry(index: 0, date: now, summary: "now")], policy: .atEnd)
        let lints = SimulationLints.lints(
            records: [], shown: [], timelines: [timeline], limits: .standard, duration: 3600)
        #expect(lints.contains { $0.contains(".atEnd") && $0.contains("last entry") && $0.contains("developer mode") })
    }
}
