import Foundation
import PostgresNIO
import WidgetryHost

/// One schema change: applied once per database, in order, and recorded in `widgetry.schema_migrations`.
public struct PostgresMigration: Sendable {
    /// Its number; migrations run in increasing order and a shipped one is never edited.
    public let version: Int
    /// What it adds.
    public let name: String
    /// Its statements, run in one transaction with the others being applied.
    let statements: [String]
}

extension PostgresWidgetStore {
    /// The oldest server this store runs on, as `server_version_num` counts: 15.0.
    public static let minimumServerVersion = 150_000

    /// Every migration this build knows, in order; a new version appends one and never edits a shipped one.
    public static let migrations: [PostgresMigration] = [
        PostgresMigration(
            version: 1, name: "instances, timelines, renderings, ledgers, plans, controls, live activities, facts",
            statements: [
                """
                CREATE TABLE instance (
                    id text PRIMARY KEY,
                    kind text NOT NULL,
                    family text NOT NULL,
                    placement text NOT NULL,
                    configuration text,
                    created double precision NOT NULL
                )
                """,
                """
                CREATE TABLE instance_state (
                    instance_id text PRIMARY KEY REFERENCES instance(id) ON DELETE CASCADE,
                    last_reload double precision,
                    failures bigint NOT NULL DEFAULT 0,
                    placeholder_date double precision,
                    placeholder_summary text
                )
                """,
                """
                CREATE TABLE scheduled_reload (
                    instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    slot text NOT NULL,
                    date double precision NOT NULL,
                    reason text NOT NULL,
                    requested_date double precision NOT NULL,
                    failures bigint NOT NULL DEFAULT 0,
                    PRIMARY KEY (instance_id, slot)
                )
                """,
                "CREATE INDEX scheduled_reload_by_date ON scheduled_reload (date)",
                """
                CREATE TABLE timeline (
                    instance_id text PRIMARY KEY REFERENCES instance(id) ON DELETE CASCADE,
                    reason text NOT NULL,
                    installed_at double precision NOT NULL,
                    policy text NOT NULL,
                    truncated_from bigint,
                    date_shift double precision NOT NULL DEFAULT 0
                )
                """,
                """
                CREATE TABLE timeline_entry (
                    instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    entry_index bigint NOT NULL,
                    date double precision NOT NULL,
                    summary text NOT NULL,
                    relevance real,
                    PRIMARY KEY (instance_id, entry_index)
                )
                """,
                """
                CREATE TABLE rendering (
                    instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    slot bigint NOT NULL,
                    variant text NOT NULL,
                    data bytea NOT NULL,
                    PRIMARY KEY (instance_id, slot, variant)
                )
                """,
                """
                CREATE TABLE reload_record (
                    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                    instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    date double precision NOT NULL,
                    event text NOT NULL,
                    reason text NOT NULL,
                    counted boolean NOT NULL,
                    budget_left bigint NOT NULL,
                    limit_kind text,
                    detail text NOT NULL,
                    repeats bigint NOT NULL DEFAULT 0,
                    last_repeated double precision
                )
                """,
                "CREATE INDEX reload_record_by_instance ON reload_record (instance_id, id)",
                "CREATE INDEX reload_record_by_instance_and_date ON reload_record (instance_id, date)",
                // A resuming host reads every budget's counted reloads of the last 24 hours.
                "CREATE INDEX reload_record_counted_by_date ON reload_record (date, instance_id) WHERE counted",
                """
                CREATE TABLE ledger_total (
                    instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                    event text NOT NULL,
                    count bigint NOT NULL,
                    PRIMARY KEY (instance_id, event)
                )
                """,
                """
                CREATE TABLE control (
                    id text PRIMARY KEY,
                    kind text NOT NULL,
                    configuration text,
                    created double precision NOT NULL
                )
                """,
                "CREATE TABLE store_fact (key text PRIMARY KEY, value text NOT NULL)",
                """
                CREATE TABLE live_activity (
                    id text PRIMARY KEY,
                    position bigint GENERATED ALWAYS AS IDENTITY,
                    record text NOT NULL
                )
                """,
            ]),
        stacksMigration,
        hostsMigration,
        leasesMigration,
        eventLogMigration,
    ]

    /// The schema version this build writes: the highest migration's number.
    public static var schemaVersion: Int { migrations.last?.version ?? 0 }

    /// An arbitrary number every Widgetry host agrees on, for `pg_advisory_xact_lock` while migrating.
    static let migrationLock = 7_302_114_905

    /// Connects once, checks the server's version and applies the migrations the database lacks, under an
    /// advisory lock so hosts starting together take turns (the second finds nothing to do).
    ///
    /// - Parameters:
    ///   - url: Where to connect.
    ///   - logger: Where postgres-nio logs.
    /// - Returns: The versions applied now; empty when the schema was up to date.
    /// - throws: ``HostError`` that says what was wrong and what to do (see ``open(_:logger:)``).
    @discardableResult
    public static func migrate(_ url: PostgresStoreURL, logger: Logger? = nil) async throws -> [Int] {
        let logger = logger ?? quietLogger
        return try await withConnection(url, logger: logger, "migrate its schema") { connection in
            try await checkServerVersion(on: connection, url: url, logger: logger)
            try await connection.query("BEGIN", logger: logger)
            do {
                try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
                let applied = try await appliedMigrations(on: connection, logger: logger)
                let unknown = applied.keys.filter { version in !migrations.contains { $0.version == version } }
                guard unknown.isEmpty else {
                    throw HostError(
                        .storeFailed,
                        "The PostgreSQL store at \(url.redacted) was written by a newer version of Widgetry.",
                        detail:
                            "Its schema has migration(s) \(unknown.sorted().map(String.init).joined(separator: ", ")) "
                            + "this build does not know (it knows 1 to \(schemaVersion)). Run the newer version, or "
                            + "point --store at another database.")
                }
                if applied.isEmpty {
                    // CREATE SCHEMA IF NOT EXISTS needs CREATE on the database even when the schema is there.
                    let hasSchema =
                        try await connection.query(
                            "SELECT count(*) FROM pg_namespace WHERE nspname = \(schema)", logger: logger
                        ).collect().first?.decode(Int.self) ?? 0
                    if hasSchema == 0 {
                        try await connection.query("CREATE SCHEMA \(unescaped: schema)", logger: logger)
                    }
                    try await connection.query(
                        """
                        CREATE TABLE IF NOT EXISTS schema_migrations (
                            version bigint PRIMARY KEY,
                            name text NOT NULL,
                            applied_at timestamptz NOT NULL DEFAULT now()
                        )
                        """, logger: logger)
                }
                var done: [Int] = []
                for migration in migrations where applied[migration.version] == nil {
                    for statement in migration.statements {
                        try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                    }
                    try await connection.query(
                        "INSERT INTO schema_migrations (version, name) VALUES (\(migration.version), \(migration.name))",
                        logger: logger)
                    done.append(migration.version)
                }
                try await connection.query("COMMIT", logger: logger)
                return done
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }

    /// The migrations recorded in the database, by version (empty when the schema was never created).
    static func appliedMigrations(on connection: PostgresConnection, logger: Logger) async throws -> [Int: String] {
        let exists =
            try await connection.query(
                "SELECT to_regclass(\(schema + ".schema_migrations")) IS NOT NULL", logger: logger
            ).collect().first?.decode(Bool.self) ?? false
        guard exists else { return [:] }
        var applied: [Int: String] = [:]
        for try await (version, name) in try await connection.query(
            "SELECT version, name FROM \(unescaped: schema).schema_migrations", logger: logger
        ).decode((Int, String).self) {
            applied[version] = name
        }
        return applied
    }

    /// Refuses servers older than ``minimumServerVersion`` with a message that names the version found.
    static func checkServerVersion(on connection: PostgresConnection, url: PostgresStoreURL, logger: Logger)
        async throws
    {
        let number = try await connection.query("SHOW server_version_num", logger: logger).collect().first?.decode(
            String.self)
        guard let number, let version = Int(number), version >= minimumServerVersion else {
            throw HostError(
                .storeFailed, "The PostgreSQL server at \(url.host):\(url.port) is too old for the widget store.",
                detail: "It reports version number \(number ?? "unknown"); the store needs PostgreSQL 15 or later.")
        }
    }

    /// Creates an empty database on a server and returns its URL: for test suites that want a database each, and
    /// for a first setup.
    ///
    /// - Parameters:
    ///   - name: The new database's name: lowercase letters, digits and `_`, starting with a letter.
    ///   - serverURL: A URL of the server (any database the user can log in to); its user needs `CREATEDB`.
    /// - Returns: `serverURL` with the new database.
    /// - throws: ``HostError`` when the name is not allowed, the database exists or the user may not create it.
    public static func createDatabase(_ name: String, on serverURL: String) async throws -> String {
        let url = try PostgresStoreURL(serverURL)
        guard let first = name.first, first.isLetter, first.isLowercase,
            name.allSatisfy({ ($0.isLetter && $0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "_" }),
            name.count <= 63
        else {
            throw HostError(
                .storeFailed,
                "The database name '\(name)' is not allowed; use up to 63 lowercase letters, digits and '_', "
                    + "starting with a letter.")
        }
        let logger = quietLogger
        try await withConnection(url, logger: logger, "create database '\(name)'") { connection in
            _ = try await connection.query("CREATE DATABASE \(unescaped: name)", logger: logger)
        }
        return url.with(database: name)
    }

    /// Opens one connection (not a pool: an unreachable server or a wrong password fails at once, with its
    /// reason), runs `body` and closes it.
    static func withConnection<T: Sendable>(
        _ url: PostgresStoreURL, logger: Logger, _ what: String,
        _ body: @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: try url.connectionConfiguration(schema: schema), id: 1, logger: logger)
        } catch {
            throw HostError(
                .storeFailed, "Could not open the PostgreSQL store at \(url.redacted).",
                detail: explain(error, url: url))
        }
        do {
            let value = try await body(connection)
            try? await connection.close()
            return value
        } catch let error as HostError {
            try? await connection.close()
            throw error
        } catch {
            try? await connection.close()
            throw HostError(
                .storeFailed, "The PostgreSQL store at \(url.redacted) could not \(what).",
                detail: explain(error, url: url))
        }
    }
}
