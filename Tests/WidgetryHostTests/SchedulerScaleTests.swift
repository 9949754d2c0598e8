import Foundation
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

/// The scheduler's write-behind and its behaviour with many instances: deferred writes reach the file, a resumed
/// host keeps the schedule it would have kept, and thousands of instances each reload once when due.
@Suite struct SchedulerScaleTests {
    /// A ledger line without its free-text detail, to compare schedules.
    struct Line: Hashable, CustomStringConvertible {
        let date: Date
        let event: ReloadRecord.Event
        let reason: ReloadReason
        let counted: Bool
        let repeats: Int

        init(_ record: ReloadRecord) {
            date = record.date
            event = record.event
            reason = record.reason
            counted = record.counted
            repeats = record.repeats
        }

        var description: String { "\(date.timeIntervalSince1970) \(event) \(reason) \(counted) ×\(repeats)" }
    }

    @Test func removingInstancesFromTheMiddleLeavesEveryOtherInstanceItsOwnState() async throws {
        // The host keeps states contiguously and moves the last one into a removed one's place: every survivor must
        // still answer with its own timeline and reload on its own schedule, and a removed id can come back.
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(3600)))
        for index in 1...6 { try await harness.addLoaded(id: "w\(index)") }
        try await harness.host.removeWidget(id: "w2")
        try await harness.host.removeWidget(id: "w6")  // the last one
        try await harness.host.removeWidget(id: "w1")  // the first one
        #expect(await harness.host.widgets().map(\.id) == ["w3", "w4", "w5"])
        for id in ["w3", "w4", "w5"] {
            #expect(try await harness.host.timeline(of: id)?.instanceID == id)
            #expect(try await harness.host.widget(id: id).id == id)
        }
        await #expect(throws: HostError.self) { try await harness.host.widget(id: "w2") }
        try await harness.addLoaded(id: "w2")
        await harness.clock.advance(by: 3600)
        await harness.host.waitUntilIdle()
        for id in ["w2", "w3", "w4", "w5"] {
            let reloads = await harness.records(.reloaded, of: id)
            #expect(reloads.count == 2, "\(id): the first timeline and the policy reload an hour later")
        }
        #expect(await harness.records(.reloaded, of: "w6").isEmpty)
    }

    @Test func theSchedulersDeferredWritesAreInTheFileOnceTheHostStops() async throws {
        let path = StoreKind.temporaryPath()
        let harness = try await HostHarness.make(
            .entries(count: 2, spacing: 600, policy: .after(1800)), store: try SQLiteWidgetStore(path: path))
        try await harness.addLoaded()
        await harness.clock.advance(by: 6 * 3600)
        await harness.host.stop()
        let ledger = await harness.host.ledger(for: "w1")
        let timeline = try await harness.host.timeline(of: "w1")
        let plans = try await harness.host.plannedReloads(of: "w1")
        #expect(ledger.filter { $0.event == .reloaded }.count == 13)  // the first and one every 30 minutes

        // Another connection to the file, as a new process would open it.
        let other = try SQLiteWidgetStore(path: path)
        let stored = try await other.load(now: harness.clock.now, recordLimit: 1000)
        #expect(stored.records["w1"]?.map(Line.init) == ledger.map(Line.init))
        #expect(stored.timelines["w1"] == timeline)
        #expect(stored.states["w1"]?.scheduled == plans)
        #expect(try await other.records(instanceID: "w1", since: nil).count == ledger.count)
    }

    @Test func deferredChangesAreWrittenBeforeAnyReadOrLaterWrite() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let t0 = HostHarness.start
        let instance = WidgetInstance(
            id: "i1", kind: "Scripted", family: .systemSmall, placement: .homeScreen, configuration: nil, created: t0)
        try await store.apply([.insertInstance(instance)])
        func line(_ seconds: TimeInterval, _ detail: String) -> ReloadRecord {
            ReloadRecord(
                date: t0.addingTimeInterval(seconds), instanceID: "i1", event: .reloaded, reason: .policyAfter,
                counted: true, budgetLeft: 69, detail: detail)
        }
        try await store.applyDeferred([.appendRecords([line(1, "deferred first")])])
        // A batch for an instance that is not there fails alone; the others are kept.
        try await store.applyDeferred([.saveState(StoredInstanceState(instanceID: "gone", failures: 1))])
        try await store.applyDeferred([.appendRecords([line(2, "deferred second")])])
        try await store.apply([.appendRecords([line(3, "applied after them")])])
        let details = try await store.records(instanceID: "i1", since: nil).map(\.detail)
        #expect(details == ["deferred first", "deferred second", "applied after them"])
        #expect(store.deferredWriteFailures().count == 1)

        try await store.applyDeferred([.appendRecords([line(4, "read back at once")])])
        #expect(try await store.records(instanceID: "i1", since: nil).last?.detail == "read back at once")
        #expect(try await store.ledgerTotals(instanceID: "i1")[.reloaded] == 4)
    }

    @Test func aHostResumedMidwayKeepsTheScheduleAnUninterruptedHostKeeps() async throws {
        // Quarter-hour policy reloads exhaust a budget of 20 by the sixth hour: reloads, refusals and plans for
        // when the budget frees up all cross the restart.
        let configure: (inout HostConfiguration) -> Void = { $0.limits.dailyReloadBudget = 20 }
        let response = ProviderScript.Response.entries(count: 3, spacing: 300, policy: .after(900))
        let straight = try await HostHarness.make(
            response, store: try SQLiteWidgetStore(path: StoreKind.temporaryPath()), configure: configure)
        try await straight.addLoaded()
        await straight.clock.advance(by: 30 * 3600)
        await straight.host.stop()

        let path = StoreKind.temporaryPath()
        let first = try await HostHarness.make(response, store: try SQLiteWidgetStore(path: path), configure: configure)
        try await first.addLoaded()
        await first.clock.advance(by: 7 * 3600 + 60)
        await first.host.stop()
        let second = try await HostHarness.make(
            store: try SQLiteWidgetStore(path: path), clock: first.clock, script: first.script, configure: configure)
        await first.clock.advance(by: 23 * 3600 - 60)
        await second.host.stop()

        let expected = try await straight.host.storedLedger(for: "w1").map(Line.init)
        let resumed = try await second.host.storedLedger(for: "w1").map(Line.init)
        #expect(resumed == expected)
        #expect(expected.contains { $0.event == .refused })
        #expect(try await second.host.plannedReloads(of: "w1") == straight.host.plannedReloads(of: "w1"))
        #expect(try await second.host.budgetLeft(of: "w1") == straight.host.budgetLeft(of: "w1"))
    }

    @Test func twoThousandInstancesEachReloadOnceWhenDueWithinTheirBudgets() async throws {
        let count = 2000
        let budget = 8
        let harness = try await HostHarness.make(
            .entries(count: 1, spacing: 0, policy: .after(900)),
            store: try SQLiteWidgetStore(path: StoreKind.temporaryPath()),
            configure: {
                $0.limits.dailyReloadBudget = budget
                $0.variants = [.homeScreen: [RenderVariant(.light, .fullColor)]]
            })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<count {
                if index >= 64 { try await group.next() }
                group.addTask {
                    _ = try await harness.host.addWidget(kind: "Scripted", family: .systemSmall, id: "i\(index)")
                }
            }
            try await group.waitForAll()
        }
        await harness.clock.advance(by: 0)
        await harness.clock.advance(by: 4 * 3600)
        await harness.host.waitUntilIdle()

        let statistics = await harness.host.schedulerStatistics()
        // Each instance: the first timeline (free), `budget` counted reloads 15 minutes apart, then one refusal that
        // plans the next reload for when the budget frees up, a day after the first counted reload.
        #expect(statistics.reloads == count * (budget + 1))
        #expect(statistics.refusals == count)
        #expect(statistics.plannedReloads == count * (budget + 2))  // the first timeline was planned too
        #expect(statistics.deferrals == 0 && statistics.failures == 0)
        let start = HostHarness.start
        for index in [0, 1, 999, 1998, 1999] {
            let ledger = await harness.host.ledger(for: "i\(index)")
            let reloads = ledger.filter { $0.event == .reloaded }
            #expect(reloads.map(\.date) == (0...budget).map { start.addingTimeInterval(Double($0) * 900) })
            #expect(reloads.filter(\.counted).map(\.budgetLeft) == (0..<budget).map { budget - 1 - $0 })
            #expect(
                ledger.filter { $0.event == .refused }.map(\.date) == [
                    start.addingTimeInterval(Double(budget + 1) * 900)
                ])
            #expect(try await harness.host.nextReload(of: "i\(index)")?.date == start.addingTimeInterval(900 + 86_400))
        }
        var everyInstance = 0
        for index in 0..<count {
            let ledger = await harness.host.ledger(for: "i\(index)")
            let dates = ledger.filter { $0.event == .reloaded }.map(\.date)
            if dates.count == budget + 1, Set(dates).count == dates.count,
                try await harness.host.budgetLeft(of: "i\(index)") == 0
            {
                everyInstance += 1
            }
        }
        #expect(everyInstance == count)
    }
}
