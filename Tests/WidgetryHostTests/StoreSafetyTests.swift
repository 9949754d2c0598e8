import Foundation
import GRDB
import Testing
import WidgetryKit

@testable import WidgetryHost
@testable import WidgetrySQLite

/// What the store does for durability and safety: checkpoints, backups, checks, the seeded marker, faults.
@Suite struct StoreSafetyTests {
    let t0 = HostHarness.start

    func instance(_ id: String = "i1") -> WidgetInstance {
        WidgetInstance(id: id, kind: "K", family: .systemSmall, placement: .homeScreen, configuration: nil, created: t0)
    }

    static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    @Test func closingCheckpointsSoTheMainFileAloneHoldsEverything() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        try await store.apply([.insertInstance(instance())])
        #expect((Self.fileSize(path + "-wal") ?? 0) > 0, "WAL mode writes go to the -wal file first")
        try await store.close()
        #expect((Self.fileSize(path + "-wal") ?? 0) == 0, "a graceful stop leaves nothing in the -wal file")
        let copy = StoreKind.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let loaded = try await SQLiteWidgetStore(path: copy).load(now: t0, recordLimit: 10)
        #expect(loaded.instances.map(\.id) == ["i1"])
    }

    @Test func aBackupIsAConsistentCopyThatPassesTheCheck() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        try await store.apply([.insertInstance(instance("a")), .insertInstance(instance("b"))])
        let target = StoreKind.temporaryPath()
        try await store.backup(to: target)
        let report = try await SQLiteWidgetStore.check(path: target)
        #expect(report.integrity == ["ok"])
        #expect(report.isHealthy)
        #expect(report.counts["instances"] == 2)
        #expect(report.schemaVersion == SQLiteWidgetStore.schemaVersion)
        let again = await #expect(throws: HostError.self) { try await store.backup(to: target) }
        #expect(again?.description.contains(target) == true, "a backup never overwrites a file")
    }

    @Test func checkingAMissingStoreSaysSoAndCreatesNothing() async throws {
        let path = StoreKind.temporaryPath()
        let error = await #expect(throws: HostError.self) { try await SQLiteWidgetStore.check(path: path) }
        #expect(error?.description.contains(path) == true)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aStoreIsSeededOnceAndStaysSeededWhenEmptied() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        #expect(try await !store.isSeeded(), "a new store is not seeded")
        try await store.apply([.insertInstance(instance())])
        try await store.markSeeded()
        try await store.apply([.deleteInstance(id: "i1")])
        try await store.close()
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.isSeeded(), "emptied is not new")
        #expect(try await reopened.load(now: t0, recordLimit: 10).instances.isEmpty)
    }

    @Test func aStoreFromBeforeTheSeededMarkerCountsAsSeeded() async throws {
        let path = StoreKind.temporaryPath()
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: path)
        try SQLiteWidgetStore.migrator.migrate(old, upTo: SQLiteWidgetStore.firstMigration)
        try old.close()
        #expect(try await SQLiteWidgetStore(path: path).isSeeded())
    }

    @Test func aReadOnlyStoreRefusesToOpenWithAClearMessage() async throws {
        let path = StoreKind.temporaryPath()
        let writable = try SQLiteWidgetStore(path: path)
        try await writable.apply([.insertInstance(instance())])
        // Root ignores file modes, so the read-only file is simulated with SQLite's read-only open, which is what
        // SQLite falls back to when it cannot open the file for writing.
        let error = #expect(throws: HostError.self) { try SQLiteWidgetStore(path: path, readOnlyForTesting: true) }
        #expect(error?.code == .storeFailed)
        #expect(error?.description.contains("read-only") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains(path) == true)
    }

    @Test func storeFailuresShowClientsNoSQLAndNoPath() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        let record = ReloadRecord(
            date: t0, instanceID: "missing", event: .reloaded, reason: .initial, counted: false, budgetLeft: 70,
            detail: "")
        let error = await #expect(throws: HostError.self) { try await store.apply([.appendRecords([record])]) }
        let message = try #require(error?.message)
        #expect(!message.contains(path) && !message.contains("/"), "\(message)")
        #expect(!message.uppercased().contains("INSERT") && !message.contains("SQLite error"), "\(message)")
        #expect(error?.detail?.contains(path) == true, "operators get the path in the log")
    }

    @Test func aStoreDeletedUnderTheHostIsNoticedOnTheNextWrite() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        try await store.apply([.insertInstance(instance("a"))])
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        let error = await #expect(throws: HostError.self) { try await store.apply([.insertInstance(instance("b"))]) }
        #expect(error?.code == .storeFailed)
        #expect(error?.detail?.contains("deleted or replaced") == true, "\(error?.detail ?? "")")
        #expect(error?.detail?.contains(path) == true)
    }
}
