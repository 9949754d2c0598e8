import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetrySQLite

/// SQLite-only store tests; what every store must do is in ``StoreContractTests``.
@Suite struct StoreTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000.123456)

    func instance(_ id: String = "i1") -> WidgetInstance {
        WidgetInstance(
            id: id, kind: "K", family: .systemMedium, placement: .homeScreen,
            configuration: ["city": "Paris", "days": 3, "nested": ["a": [true, .null]]], created: t0)
    }

    @Test func filesUseWriteAheadLogging() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        #expect(try await store.journalMode() == "wal")
        #expect(try await SQLiteWidgetStore.inMemory().journalMode() == "memory")
    }

    @Test func reopeningAFileKeepsItsDataAndSchema() async throws {
        let path = StoreKind.temporaryPath()
        try await SQLiteWidgetStore(path: path).apply([.insertInstance(instance())])
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.load(now: t0, recordLimit: 1).instances == [instance()])
    }

    @Test func loadPutsRowsStoredOutOfOrderInOrder() async throws {
        // Rows are read in storage order; the load sorts what the host relies on: instances by creation then id
        // (bytewise), each instance's plans by date, each timeline's entries by index.
        func made(_ id: String, _ created: Date) -> WidgetInstance {
            WidgetInstance(
                id: id, kind: "K", family: .systemSmall, placement: .homeScreen, configuration: nil, created: created)
        }
        let later = t0.addingTimeInterval(60)
        let store = try SQLiteWidgetStore.inMemory()
        try await store.apply(
            [made("b", later), made("c", t0), made("a", later), made("B", later)].map { .insertInstance($0) })
        let plans = [
            ScheduledReload(slot: .policy, date: t0.addingTimeInterval(900), reason: .policyAfter, requestedDate: t0),
            ScheduledReload(slot: .retry, date: t0.addingTimeInterval(300), reason: .retry, requestedDate: t0),
        ]
        let entries = [2, 0, 1].map {
            TimelineRecord.Entry(index: $0, date: t0.addingTimeInterval(Double($0) * 60), summary: "#\($0)")
        }
        try await store.apply([
            .saveState(StoredInstanceState(instanceID: "a", scheduled: plans)),
            .saveTimeline(
                TimelineRecord(instanceID: "a", reason: .initial, installedAt: t0, entries: entries, policy: .atEnd)),
        ])
        let loaded = try await store.load(now: t0, recordLimit: 0)
        #expect(loaded.instances.map(\.id) == ["c", "B", "a", "b"])
        #expect(loaded.states["a"]?.scheduled.map(\.slot) == [.retry, .policy])
        #expect(loaded.timelines["a"]?.entries.map(\.index) == [0, 1, 2])
    }

    @Test func anUnopenableFileIsReportedWithItsPath() async throws {
        let error = #expect(throws: HostError.self) {
            try SQLiteWidgetStore(path: "/proc/widgetry-cannot-write-here/host.sqlite")
        }
        #expect(error?.code == .storeFailed)
        #expect(error?.description.contains("'/proc/widgetry-cannot-write-here/host.sqlite'") == true)
    }
}
