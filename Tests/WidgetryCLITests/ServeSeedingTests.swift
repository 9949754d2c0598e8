import Foundation
import Testing
import WidgetryHost

@testable import WidgetryCLI

/// `serve` adds one of each widget only to a new store, so removing every widget sticks across restarts.
@Suite struct ServeSeedingTests {
    @Test func onlyANewStoreIsSeeded() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("seed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Demo.sqlite").path
        #expect(ServeCommand.seedsWidgets(storePath: path, empty: false))
        #expect(!ServeCommand.seedsWidgets(storePath: path, empty: true))
        // The store exists once opened, even with every widget removed: a restart does not bring them back.
        _ = try SQLiteWidgetStore(path: path)
        #expect(!ServeCommand.seedsWidgets(storePath: path, empty: false))
    }
}
