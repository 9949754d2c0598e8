import Foundation
import PostgresNIO
import WidgetryHost

/// What ``PostgresWidgetStore/check(_:)`` found in a database.
public struct PostgresStoreCheckReport: Sendable, Hashable, Codable {
    /// One migration, applied or known.
    public struct Migration: Sendable, Hashable, Codable {
        /// Its number.
        public let version: Int
        /// What it adds.
        public let name: String
    }

    /// The database, without its password.
    public let url: String
    /// The server's version, as `SHOW server_version` says.
    public let serverVersion: String
    /// The migrations recorded in the database.
    public let applied: [Int]
    /// Migrations this build knows that the database lacks: `store migrate` (or `serve`) applies them.
    public let missing: [Migration]
    /// Migrations the database has that this build does not know: it was written by a newer version.
    public let unknown: [Migration]
    /// The highest migration this build knows.
    public let knownSchemaVersion: Int
    /// Rows per kind, for the tables that exist: `instances`, `controls`, `timelineEntries`, `renderings`,
    /// `ledgerLines`, `plannedReloads`, `liveActivities`.
    public let counts: [String: Int]
    /// Ledger lines ever recorded per event, pruned ones included.
    public let ledgerTotals: [String: Int]
    /// Whether the default widgets were added once.
    public let isSeeded: Bool

    /// Whether the schema is exactly the one this build writes.
    public var isHealthy: Bool { missing.isEmpty && unknown.isEmpty }
}

extension PostgresWidgetStore {
    /// Checks a database without changing it: the migrations it has and lacks, counts and ledger totals.
    ///
    /// For example, `widgets-demo store check --store postgres://widgets@db:5432/widgets` prints the report.
    ///
    /// - Parameter url: A `postgres://` URL.
    /// - throws: ``HostError`` when the URL is wrong or the server cannot be reached or logged in to.
    public static func check(_ url: String) async throws -> PostgresStoreCheckReport {
        let parsed = try PostgresStoreURL(url)
        let logger = quietLogger
        return try await withConnection(parsed, logger: logger, "be checked") { connection in
            let version =
                try await connection.query("SHOW server_version", logger: logger).collect().first?.decode(
                    String.self) ?? "unknown"
            try await connection.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", logger: logger)
            // On an error the connection is closed, which ends the transaction.
            let applied = try await appliedMigrations(on: connection, logger: logger)
            let missing = migrations.filter { applied[$0.version] == nil }.map {
                PostgresStoreCheckReport.Migration(version: $0.version, name: $0.name)
            }
            let unknown = applied.filter { entry in !migrations.contains { $0.version == entry.key } }
                .sorted { $0.key < $1.key }.map { PostgresStoreCheckReport.Migration(version: $0.key, name: $0.value) }
            var counts: [String: Int] = [:]
            let tables = [
                ("instances", "instance"), ("controls", "control"), ("timelineEntries", "timeline_entry"),
                ("renderings", "rendering"), ("ledgerLines", "reload_record"), ("plannedReloads", "scheduled_reload"),
                ("liveActivities", "live_activity"),
            ]
            for (name, table) in tables where try await tableExists(table, on: connection, logger: logger) {
                counts[name] =
                    try await connection.query(
                        "SELECT count(*) FROM \(unescaped: schema).\(unescaped: table)", logger: logger
                    ).collect().first?.decode(Int.self) ?? 0
            }
            var totals: [String: Int] = [:]
            if try await tableExists("ledger_total", on: connection, logger: logger) {
                for try await (event, count) in try await connection.query(
                    "SELECT event, sum(count)::bigint FROM \(unescaped: schema).ledger_total GROUP BY event",
                    logger: logger
                ).decode((String, Int).self) {
                    totals[event] = count
                }
            }
            var seeded = false
            if try await tableExists("store_fact", on: connection, logger: logger) {
                seeded =
                    try await !connection.query(
                        "SELECT 1 FROM \(unescaped: schema).store_fact WHERE key = 'seeded'", logger: logger
                    ).collect().isEmpty
            }
            try await connection.query("COMMIT", logger: logger)
            return PostgresStoreCheckReport(
                url: parsed.redacted, serverVersion: version, applied: applied.keys.sorted(), missing: missing,
                unknown: unknown, knownSchemaVersion: schemaVersion, counts: counts, ledgerTotals: totals,
                isSeeded: seeded)
        }
    }

    private static func tableExists(_ table: String, on connection: PostgresConnection, logger: Logger) async throws
        -> Bool
    {
        try await connection.query("SELECT to_regclass(\(schema + "." + table)) IS NOT NULL", logger: logger)
            .collect().first?.decode(Bool.self) ?? false
    }
}
