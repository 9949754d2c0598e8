import Foundation
import GRDB
import Synchronization
import WidgetryHost

/// The embedded ``WidgetStore``: SQLite through GRDB, in WAL mode on disk, or in memory for tests.
///
/// For example:
///
/// ```swift
/// let store = try SQLiteWidgetStore(path: "host.sqlite")   // a file, WAL mode
/// let scratch = try SQLiteWidgetStore.inMemory()           // nothing on disk
/// // …
/// try await store.close()                                  // checkpoint: the .sqlite file alone holds everything
/// ```
///
/// The schema is created and upgraded by a `DatabaseMigrator` when the store opens, and the store proves it can
/// write before it is used, so a read-only file is refused at start rather than failing every change later.
/// Dates are stored as seconds since 1970 (`REAL`), so they round-trip exactly.
///
/// Errors carry a message safe for clients ("the widget store could not save this change") and keep the path and
/// SQLite's own error (with its SQL) in ``HostError/detail``, for logs and the command line.
public final class SQLiteWidgetStore: WidgetStore {
    let writer: any DatabaseWriter
    /// Where the database lives, or `":memory:"`.
    public let path: String
    /// The file's identity when it was opened, to notice the file being deleted or replaced under the host.
    let fileIdentity: FileIdentity?
    /// Changes waiting to be written together (see ``applyDeferred(_:)``).
    let deferred = Mutex(DeferredChanges())
    /// How long deferred changes wait, at most, before they are written (unless a read or a write comes first).
    public let deferredWriteInterval: TimeInterval = 0.05

    /// Opens (creating if needed) a database file in WAL mode, making its folder if missing.
    ///
    /// - Parameter path: The database file's path.
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed`` when the file cannot be opened, migrated
    ///   or written (a read-only file or folder).
    public convenience init(path: String) throws {
        try self.init(path: path, readOnlyForTesting: false)
    }

    /// Opens a file; `readOnlyForTesting` opens it the way SQLite does when it cannot write the file.
    convenience init(path: String, readOnlyForTesting: Bool) throws {
        let url = URL(fileURLWithPath: path)
        let writer: DatabasePool
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            var configuration = Configuration()
            configuration.busyMode = .timeout(10)
            configuration.readonly = readOnlyForTesting
            writer = try DatabasePool(path: url.path, configuration: configuration)
        } catch {
            throw Self.failure("open", path: url.path, error)
        }
        try self.init(writer: writer, path: url.path, identity: FileIdentity(path: url.path))
    }

    /// Opens a private in-memory database, gone when the store is.
    ///
    /// - throws: ``HostError`` when SQLite cannot create it.
    public static func inMemory() throws -> SQLiteWidgetStore {
        do {
            return try SQLiteWidgetStore(writer: DatabaseQueue(), path: ":memory:", identity: nil)
        } catch let error as HostError {
            throw error
        } catch {
            throw failure("open", path: ":memory:", error)
        }
    }

    init(writer: any DatabaseWriter, path: String, identity: FileIdentity?) throws {
        self.writer = writer
        self.path = path
        self.fileIdentity = identity
        let applied: [String]
        do {
            applied = try writer.read { try Self.migrator.appliedMigrations($0) }
        } catch {
            applied = []
        }
        do {
            try Self.migrator.migrate(writer)
            // Proves the file is writable now, not at the first change a client makes.
            try writer.write { db in
                try db.execute(
                    sql: "INSERT OR REPLACE INTO storeFact (key, value) VALUES ('opened', ?)",
                    arguments: [Date().ISO8601Format()])
                if applied == [Self.firstMigration] {
                    try db.execute(sql: "INSERT OR IGNORE INTO storeFact (key, value) VALUES ('seeded', 'before v2')")
                }
            }
        } catch {
            throw Self.failure(applied.isEmpty ? "create its schema" : "open for writing", path: path, error)
        }
    }

    /// The journal mode SQLite reports: `wal` for files, `memory` in memory.
    public func journalMode() async throws -> String {
        try await read("read the journal mode") { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? ""
        }
    }

    func read<T: Sendable>(_ what: String, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        // Readers see every change made so far, deferred ones included.
        if hasDeferredChanges { try await flush() }
        do {
            return try await writer.read(body)
        } catch {
            throw Self.failure(what, path: path, error)
        }
    }

    func write<T: Sendable>(_ what: String, _ body: @escaping @Sendable (Database) throws -> T) async throws -> T {
        try checkFileIsStillThere(before: what)
        // Deferred changes go first, in the same transaction, so the store applies changes in the order they came.
        let taken = TakenChanges()
        let outcome: Result<T, any Error>
        do {
            outcome = try await writer.write { db in
                guard self.hasDeferredChanges else { return .success(try body(db)) }
                try self.writeDeferred(db, taking: taken)
                // The caller's changes fail alone: the deferred ones before them are still committed.
                do {
                    var value: T?
                    try db.inSavepoint {
                        value = try body(db)
                        return .commit
                    }
                    guard let value else { throw DatabaseError(message: "the write returned no value") }
                    return .success(value)
                } catch {
                    return .failure(error)
                }
            }
        } catch let error as HostError {
            restoreDeferred(taken)
            throw error
        } catch {
            restoreDeferred(taken)
            throw Self.failure(what, path: path, error)
        }
        switch outcome {
        case .success(let value): return value
        case .failure(let error as HostError): throw error
        case .failure(let error): throw Self.failure(what, path: path, error)
        }
    }

    /// Throws when the database file was deleted or replaced since it was opened: writes would go to a file no one
    /// can open again, so they are refused.
    func checkFileIsStillThere(before what: String) throws {
        guard let fileIdentity, FileIdentity(path: path) != fileIdentity else { return }
        throw HostError(
            .storeFailed, "The widget store could not \(what); nothing of this change was saved. See the host's log.",
            detail: "The store file '\(path)' was deleted or replaced while the host was running, so no change can "
                + "be saved. Stop the host, restore the file from a backup (or remove it to start afresh), and start "
                + "again.")
    }

    static func failure(_ what: String, path: String, _ error: any Error) -> HostError {
        if let error = error as? HostError { return error }
        var advice = "Check that the file and its folder are writable and that the file is not corrupt."
        if let error = error as? DatabaseError, error.resultCode == .SQLITE_READONLY {
            advice =
                "The file or its folder is read-only; make both writable by the user running the host (the '-wal' "
                + "and '-shm' files beside it too), or choose another --store path."
        } else if let error = error as? DatabaseError, error.resultCode == .SQLITE_CONSTRAINT {
            advice = "A row it refers to is gone (a widget removed meanwhile)."
        }
        return HostError(
            .storeFailed,
            "The widget store could not \(what); nothing of this change was saved. See the host's log.",
            detail: "Store '\(path)': \(error). \(advice)")
    }
}

/// A file's device and inode: equal while the same file is at the path.
struct FileIdentity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity of the file at a path, or `nil` when there is none.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
