import Foundation
import Testing
import WidgetryHost
import WidgetryKit

@Suite struct TimelineHandlingTests {
    @Test func timelinesOverThreeHundredEntriesAreCutWithAWarning() async throws {
        let harness = try await HostHarness.make(.entries(count: 400, spacing: 600, policy: .atEnd))
        try await harness.addLoaded()
        let timeline = try #require(try await harness.host.timeline(of: "w1"))
        #expect(timeline.entries.count == 300)
        #expect(timeline.truncatedFrom == 400)
        let warning = try #require(await harness.records(.warning).first)
        #expect(warning.detail.hasPrefix("The timeline had 400 entries; the host keeps the first 300"))
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(299 * 600), "atEnd of the kept entries")
        #expect(harness.renderer.callCount == 4 + 300 * 4)
    }

    @Test func placeholdersShowRedactedUntilTheFirstTimeline() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        try await harness.host.addWidget(kind: "Scripted", family: .systemSmall, id: "w1")
        let shown = try #require(try await harness.host.currentEntry(of: "w1"))
        #expect(shown.isPlaceholder && shown.summary.hasPrefix("placeholder"))
        let data = try #require(try await harness.host.currentRendering(of: "w1"))
        #expect(
            String(decoding: data, as: UTF8.self)
                == "Scripted|placeholder|light-fullColor|placeholder counter=0|redacted")
        #expect(harness.script.timelineCalls == 0)
        await harness.clock.runDueWakeUps()
        #expect(try await harness.host.currentEntry(of: "w1")?.slot == .entry(0))
        let entry = try #require(try await harness.host.currentRendering(of: "w1"))
        #expect(String(decoding: entry, as: UTF8.self).hasSuffix("|plain"))
        #expect(harness.events.shown.map(\.isPlaceholder) == [true, false])
    }

    @Test func anEmptyTimelineKeepsThePreviousContent() async throws {
        let harness = try await HostHarness.make(.entries(count: 2, spacing: 600, policy: .after(3600)))
        try await harness.addLoaded()
        harness.script.respond(.entries(count: 0, spacing: 0, policy: .after(3600)))
        await harness.clock.advance(by: 3600)
        #expect(try await harness.host.currentEntry(of: "w1")?.summary.hasPrefix("static#1") == true)
        #expect(await harness.records(.warning).last?.detail.contains("no entries") == true)
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(7200))
    }

    @Test func wallClockDatedTimelinesAreShiftedToTheHostsNow() async throws {
        let clock = ManualClock(now: Date(timeIntervalSince1970: 1_000_000_000))
        let wallScript = ProviderScript(clock: nil, response: .entries(count: 3, spacing: 3600, policy: .atEnd))
        let harness = try await HostHarness.make(clock: clock, script: wallScript) {
            $0.timelineDating = .relativeToWallClock
        }
        try await harness.host.addWidget(kind: "Scripted", family: .systemSmall, id: "w1")
        await clock.runDueWakeUps()
        let timeline = try #require(try await harness.host.timeline(of: "w1"))
        let start = Date(timeIntervalSince1970: 1_000_000_000)
        #expect(abs(timeline.entries[0].date.timeIntervalSince(start)) < 1)
        #expect(timeline.entries[2].date.timeIntervalSince(timeline.entries[0].date) == 7200)
        #expect(abs(try #require(try await harness.host.nextReload(of: "w1")).date.timeIntervalSince(start) - 7200) < 1)
    }
}
