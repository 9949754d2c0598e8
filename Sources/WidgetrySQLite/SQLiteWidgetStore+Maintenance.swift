import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore {
    // MARK: Seeding

    /// Whether the default widgets were ever added to this store; a new store is not seeded, an emptied one is.
    ///
    /// `serve` adds one of each widget to a store that is not seeded and then calls ``markSeeded()``, so a person
    /// who removed every widget does not get them back on the next start.
    public func isSeeded() async throws -> Bool {
        try await read("read whether it was seeded") { db in
            try Bool.fetchOne(db, sql: "SELECT 1 FROM storeFact WHERE key = 'seeded'") ?? false
        }
    }

    /// Records that the store's first run is over (its default widgets were added, or deliberately not).
    public func markSeeded() async throws {
        try await write("record that it was seeded") { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO storeFact (key, value) VALUES ('seeded', ?)",
                arguments: [Date().ISO8601Format()])
        }
    }

    // MARK: Shutdown and backups

    /// Moves everything in the `-wal` file into the database file and empties the `-wal` file (a `TRUNCATE`
    /// checkpoint), so the `.sqlite` file alone holds every change.
    ///
    /// - throws: ``HostError`` when a reader holds the log open or the file cannot be written.
    public func checkpoint() async throws {
        try await flush()
        guard fileIdentity != nil else { return }
        try checkFileIsStillThere(before: "checkpoint")
        do {
            try await writer.writeWithoutTransaction { db in
                _ = try db.checkpoint(.truncate)
            }
        } catch {
            throw Self.failure("checkpoint its log", path: path, error)
        }
    }

    /// Checkpoints (see ``checkpoint()``) and closes the database; the store cannot be used afterwards.
    ///
    /// Call it on a graceful stop, so a copy of the `.sqlite` file is a complete backup.
    public func close() async throws {
        try await checkpoint()
        do {
            try writer.close()
        } catch {
            throw Self.failure("close", path: path, error)
        }
    }

    /// Writes a consistent copy of the store to a new file with SQLite's online backup, while the store stays in
    /// use.
    ///
    /// - Parameter target: The new file's path; its folder is made if missing. An existing file is never
    ///   overwritten.
    /// - throws: ``HostError`` naming the path when the file exists or the copy fails.
    public func backup(to target: String) async throws {
        try await flush()
        let url = URL(fileURLWithPath: target)
        guard !FileManager.default.fileExists(atPath: url.path) else {
            throw HostError(
                .storeFailed, "The backup file exists already.",
                detail: "'\(url.path)' exists; a backup never overwrites a file. Choose a new path, or remove it first."
            )
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let destination = try DatabaseQueue(path: url.path)
            try writer.backup(to: destination)
            try destination.close()
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw HostError(
                .storeFailed, "The widget store could not be backed up.",
                detail: "Backing up '\(path)' to '\(url.path)' failed: \(error). Check that the folder is writable.")
        }
    }

    // MARK: Checking

    /// Checks a store file without changing it: SQLite's integrity check, the schema version, and row counts.
    ///
    /// For example, `widgets-demo store check --store host.sqlite` prints the report.
    ///
    /// - Parameter path: The database file; it must exist (nothing is created).
    /// - throws: ``HostError`` when there is no file or it is not a SQLite database.
    public static func check(path: String) async throws -> StoreCheckReport {
        let url = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw HostError(
                .storeFailed, "There is no widget store there.",
                detail: "No file at '\(url.path)'. Give the store's path with --store PATH.")
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let reader = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? reader.close() }
            return try await reader.read { db in
                let integrity = try String.fetchAll(db, sql: "PRAGMA integrity_check")
                let foreignKeys = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").count
                let applied = try migrator.appliedMigrations(db)
                var counts: [String: Int] = [:]
                let tables = [
                    ("instances", "instance"), ("controls", "control"), ("timelineEntries", "timelineEntry"),
                    ("renderings", "rendering"), ("ledgerLines", "reloadRecord"), ("plannedReloads", "scheduledReload"),
                ]
                for (name, table) in tables where try db.tableExists(table) {
                    counts[name] = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0
                }
                var totals: [String: Int] = [:]
                if try db.tableExists("ledgerTotal") {
                    for row in try Row.fetchAll(
                        db, sql: "SELECT event, SUM(count) AS n FROM ledgerTotal GROUP BY event")
                    {
                        totals[row["event"]] = row["n"]
                    }
                }
                let seeded =
                    try db.tableExists("storeFact")
                    ? try Bool.fetchOne(db, sql: "SELECT 1 FROM storeFact WHERE key = 'seeded'") ?? false : false
                return StoreCheckReport(
                    path: url.path, integrity: integrity, foreignKeyViolations: foreignKeys,
                    schemaVersion: applied.count, knownSchemaVersion: schemaVersion, counts: counts,
                    ledgerTotals: totals, isSeeded: seeded)
            }
        } catch {
            throw HostError(
                .storeFailed, "The widget store could not be checked.",
                detail: "'\(url.path)' could not be read as a widget store: \(error).")
        }
    }
}

/// What ``SQLiteWidgetStore/check(path:)`` found.
public struct StoreCheckReport: Sendable, Hashable, Codable {
    /// The file checked.
    public let path: String
    /// SQLite's `PRAGMA integrity_check` lines: `["ok"]` for a sound file.
    public let integrity: [String]
    /// Rows whose references point nowhere.
    public let foreignKeyViolations: Int
    /// Migrations applied to the file.
    public let schemaVersion: Int
    /// Migrations this build knows; a file with more was written by a newer version.
    public let knownSchemaVersion: Int
    /// Rows per kind: `instances`, `controls`, `timelineEntries`, `renderings`, `ledgerLines`, `plannedReloads`.
    public let counts: [String: Int]
    /// Ledger lines ever recorded per event, pruned ones included.
    public let ledgerTotals: [String: Int]
    /// Whether the default widgets were added once.
    public let isSeeded: Bool

    /// Whether the file is sound and this build can open it.
    public var isHealthy: Bool {
        integrity == ["ok"] && foreignKeyViolations == 0 && schemaVersion <= knownSchemaVersion
    }
}
