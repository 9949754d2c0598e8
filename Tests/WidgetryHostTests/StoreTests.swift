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

    @Test func anUnopenableFileIsReportedWithItsPath() async throws {
        let error = #expect(throws: HostError.self) {
            try SQLiteWidgetStore(path: "/proc/widgetry-cannot-write-here/host.sqlite")
        }
        #expect(error?.code == .storeFailed)
        #expect(error?.description.contains("'/proc/widgetry-cannot-write-here/host.sqlite'") == true)
    }
}
