import Foundation
import Testing
import WidgetryHost
import WidgetryKit

/// Developer mode lifts the budget and the 5-minute floor but keeps a 1-second one, so a timeline that asks to
/// reload at once (`.atEnd` with its last entry at "now") cannot reload back to back.
@Suite struct DeveloperModeFloorTests {
    @Test func aTimelineEndingNowReloadsOncePerSecondInDeveloperMode() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .atEnd)) {
            $0.developerMode = true
        }
        try await harness.addLoaded()
        await harness.clock.advance(by: 10)
        let reloads = await harness.records(.reloaded)
        // The first timeline, then one a second for ten seconds: never more.
        #expect((10...11).contains(reloads.count), "\(reloads.count) reloads in 10 s")
        let dates = reloads.map(\.date)
        for (earlier, later) in zip(dates, dates.dropFirst()) {
            #expect(later.timeIntervalSince(earlier) >= 1 - 1e-9)
        }
    }

    @Test func theTimelineCommandLintsAReloadAtOnce() {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let timeline = AnyTimeline(Timeline(entries: [ScriptEntry(date: now, label: "now")], policy: .atEnd))
        let warnings = TimelineInspection.lint(timeline, limits: HostLimits(), now: now)
        #expect(warnings.contains { $0.contains("reload back to back") })
    }
}
