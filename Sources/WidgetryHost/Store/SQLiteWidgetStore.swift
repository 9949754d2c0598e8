import Foundation
import GRDB

/// The embedded ``WidgetStore``: SQLite through GRDB, in WAL mode on disk, or in memory for tests.
///
/// For example:
///
/// ```swift
/// let store = try SQLiteWidgetStore(path: "host.sqlite")   // a file, WAL mode
/// let scratch = try SQLiteWidgetStore.inMemory()           // nothing on disk
/// ```
///
/// The schema is created and upgraded by a `DatabaseMigrator` when the store opens. Dates are stored as seconds
/// since 1970 (`REAL`), so they round-trip exactly.
public final class SQLiteWidgetStore: WidgetStore {
    let writer: any DatabaseWriter
    /// Where the database lives, or `":memory:"`.
    public let path: String

    /// Opens (creating if needed) a database file in WAL mode, making its folder if missing.
    ///
    /// - Parameter path: The database file's path.
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed`` when the file cannot be opened or migrated.
    public convenience init(path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.busyMode = .timeout(10)
            try self.init(writer: DatabasePool(path: url.path, configuration: configuration), path: url.path)
        } catch let error as HostError {
            throw error
        } catch {
            throw Self.failure("open", path: path, error)
        }
    }

    /// Opens a private in-memory database, gone when the store is.
    ///
    /// - throws: ``HostError`` when SQLite cannot create it.
    public static func inMemory() throws -> SQLiteWidgetStore {
        do {
            return try SQLiteWidgetStore(writer: DatabaseQueue(), path: ":memory:")
        } catch let error as HostError {
            throw error
        } catch {
            throw failure("open", path: ":memory:", error)
        }
    }

    init(writer: any DatabaseWriter, path: String) throws {
        self.writer = writer
        self.path = path
        do {
            try Self.migrator.migrate(writer)
        } catch {
            throw Self.failure("migrate", path: path, error)
        }
    }

    /// The journal mode SQLite reports: `wal` for files, `memory` in memory.
    public func journalMode() async throws -> String {
        try await read("read the journal mode") { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
        }
    }

    func read<T: Sendable>(_ what: String, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.read(body)
        } catch {
            throw Self.failure(what, path: path, error)
        }
    }

    func write<T: Sendable>(_ what: String, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await writer.write(body)
        } catch {
            throw Self.failure(what, path: path, error)
        }
    }

    static func failure(_ what: String, path: String, _ error: any Error) -> HostError {
        HostError(
            .storeFailed,
            "The widget store '\(path)' could not \(what): \(error). Check that the file is writable and not "
                + "corrupt; nothing of this change was saved.")
    }
}
