import Foundation
import Testing
import WidgetryKit

@Suite struct TimelineReloadPolicyTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func atEndReloadsAfterTheLastEntry() {
        let last = now.addingTimeInterval(4 * 3600)
        #expect(TimelineReloadPolicy.atEnd.nextReloadDate(lastEntryDate: last, now: now) == last)
    }

    @Test func atEndWithNoEntriesReloadsNow() {
        #expect(TimelineReloadPolicy.atEnd.nextReloadDate(lastEntryDate: nil, now: now) == now)
    }

    @Test func afterReloadsAtItsDate() {
        let date = now.addingTimeInterval(900)
        #expect(TimelineReloadPolicy.after(date).nextReloadDate(lastEntryDate: now, now: now) == date)
        #expect(TimelineReloadPolicy.after(date).kind == .after)
    }

    @Test func neverHasNoReloadDate() {
        #expect(TimelineReloadPolicy.never.nextReloadDate(lastEntryDate: now, now: now) == nil)
    }

    @Test func policiesRoundTripThroughJSON() throws {
        for policy in [TimelineReloadPolicy.atEnd, .never, .after(now)] {
            let data = try JSONEncoder().encode(policy)
            #expect(try JSONDecoder().decode(TimelineReloadPolicy.self, from: data) == policy)
        }
    }

    @Test func anyTimelineUsesTheLatestEntryForAtEnd() {
        let entries = [2.0, 0, 1].map { CountEntry(date: now.addingTimeInterval($0 * 3600), count: 0) }
        let timeline = AnyTimeline(Timeline(entries: entries, policy: .atEnd))
        #expect(timeline.nextReloadDate(now: now) == now.addingTimeInterval(7200))
    }
}

@Suite struct TimelineLintTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func lint(spacing: TimeInterval, count: Int, policy: TimelineReloadPolicy) -> [String] {
        let entries = (0..<count).map { CountEntry(date: now.addingTimeInterval(Double($0) * spacing), count: $0) }
        return TimelineInspection.lint(
            AnyTimeline(Timeline(entries: entries, policy: policy)), limits: .standard, now: now)
    }

    @Test func hourlyEntriesAreFine() {
        #expect(lint(spacing: 3600, count: 5, policy: .atEnd).isEmpty)
    }

    @Test func entriesUnderFiveMinutesApartAreFlagged() {
        let warnings = lint(spacing: 60, count: 2, policy: .never)
        #expect(warnings.count == 1)
        #expect(warnings[0].contains("1 min apart"))
    }

    @Test func entriesOutOfOrderAreFlagged() {
        let warnings = lint(spacing: -3600, count: 2, policy: .never)
        #expect(warnings.contains { $0.contains("dated before") })
    }

    @Test func timelinesLongerThanTheHostKeepsAreFlagged() {
        let warnings = lint(spacing: 600, count: 301, policy: .never)
        #expect(warnings.contains { $0.contains("keeps the first 300") })
    }

    @Test func policiesThatWouldExhaustTheBudgetAreFlagged() {
        let warnings = lint(spacing: 3600, count: 1, policy: .after(now.addingTimeInterval(600)))
        #expect(warnings.contains { $0.contains("over the budget of 70") })
    }

    @Test func reloadsSoonerThanTheFloorAreFlagged() {
        let warnings = lint(spacing: 3600, count: 1, policy: .after(now.addingTimeInterval(60)))
        #expect(warnings.contains { $0.contains("at least 5 min apart") })
    }

    @Test func emptyTimelinesAreFlagged() {
        #expect(
            lint(spacing: 0, count: 0, policy: .never) == [
                "The timeline has no entries; the widget keeps showing its previous content."
            ])
    }
}
