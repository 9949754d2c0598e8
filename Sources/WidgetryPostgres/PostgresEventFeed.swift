import Foundation
import PostgresNIO
import WidgetryHost

extension PostgresWidgetStore: EventLog {
    /// Migration 5: the event log every host appends its events to and reads the others' from.
    static let eventLogMigration = PostgresMigration(
        version: 5, name: "event log",
        statements: [
            """
            CREATE TABLE event_log (
                id bigserial PRIMARY KEY,
                origin text NOT NULL,
                name text NOT NULL,
                data text NOT NULL
            )
            """,
            """
            CREATE TABLE event_log_horizon (
                singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
                pruned_through bigint NOT NULL
            )
            """,
            "INSERT INTO event_log_horizon (pruned_through) VALUES (0)",
        ])

    /// The channel appends are announced on; its payload is the newest id.
    public static let eventChannel = "widgetry_events"

    /// An arbitrary number every Widgetry host agrees on, for `pg_advisory_xact_lock` while appending events: appends
    /// take turns, so ids commit in increasing order and a reader never finds a smaller id appear after a larger one.
    static let eventLogLock = 7_302_114_906

    @discardableResult
    public func appendEvents(_ events: [NewEvent], origin: String, retention: Int) async throws -> Int64 {
        guard !events.isEmpty else { return try await latestEventID() }
        let retention = Int64(max(1, retention))
        let names = events.map(\.name)
        let payloads = events.map(\.data)
        return try await transaction("log events") { connection in
            try await self.execute("SELECT pg_advisory_xact_lock(\(Self.eventLogLock))", on: connection)
            let added = try await self.rows(
                """
                WITH added AS (
                    INSERT INTO event_log (origin, name, data)
                    SELECT \(origin), name, data FROM unnest(\(names), \(payloads)) WITH ORDINALITY AS e(name, data, n)
                    ORDER BY n
                    RETURNING id
                )
                SELECT min(id) AS first, max(id) AS latest FROM added
                """, on: connection
            ).first
            let first = try added?["first"].decode(Int64.self) ?? 0
            let latest = try added?["latest"].decode(Int64.self) ?? 0
            let horizon = first - 1 - retention
            if horizon > 0 {
                try await self.execute("DELETE FROM event_log WHERE id <= \(horizon)", on: connection)
                try await self.execute(
                    "UPDATE event_log_horizon SET pruned_through = greatest(pruned_through, \(horizon))",
                    on: connection)
            }
            // Delivered to every listening host when this transaction commits.
            try await self.execute("SELECT pg_notify(\(Self.eventChannel), \(String(latest)))", on: connection)
            return latest
        }
    }

    public func events(after id: Int64, limit: Int) async throws -> EventLogPage {
        try await read("read the event log") { connection in
            let bounds = try await self.rows(
                """
                SELECT (SELECT pruned_through FROM event_log_horizon) AS pruned,
                    (SELECT last_value FROM event_log_id_seq) AS last_value,
                    (SELECT is_called FROM event_log_id_seq) AS is_called
                """, on: connection
            ).first
            let pruned = try bounds?["pruned"].decode(Int64.self) ?? 0
            let isCalled = try bounds?["is_called"].decode(Bool.self) ?? false
            let latest = isCalled ? try bounds?["last_value"].decode(Int64.self) ?? 0 : 0
            guard id >= pruned, id <= latest else { return EventLogPage(events: [], missed: true, latestID: latest) }
            let events = try await self.rows(
                "SELECT id, origin, name, data FROM event_log WHERE id > \(id) ORDER BY id LIMIT \(max(0, limit))",
                on: connection
            ).map {
                LoggedEvent(
                    id: try $0["id"].decode(Int64.self), name: try $0["name"].decode(String.self),
                    data: try $0["data"].decode(String.self), origin: try $0["origin"].decode(String.self))
            }
            return EventLogPage(events: events, missed: false, latestID: latest)
        }
    }

    public func latestEventID() async throws -> Int64 {
        try await read("read the event log") { connection in
            let row = try await self.rows(
                "SELECT last_value, is_called FROM event_log_id_seq", on: connection
            ).first
            guard let row, try row["is_called"].decode(Bool.self) else { return 0 }
            return try row["last_value"].decode(Int64.self)
        }
    }

    /// Listens on ``eventChannel`` on a connection of its own (not one of the pool's), reopened a second after it is
    /// lost, until the task is cancelled.
    public func followAppends(_ appended: @escaping @Sendable (Int64) async -> Void) async throws {
        var connectionID = 1000
        while !Task.isCancelled {
            connectionID += 1
            do {
                let connection = try await PostgresConnection.connect(
                    configuration: try url.connectionConfiguration(schema: Self.schema), id: connectionID,
                    logger: logger)
                do {
                    try await connection.listen(on: Self.eventChannel) { notifications in
                        // Listening now: whatever was appended before is read once.
                        await appended(try await self.latestEventID())
                        for try await notification in notifications {
                            await appended(Int64(notification.payload) ?? 0)
                        }
                    }
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {
                if Task.isCancelled { return }
                logger.warning(
                    "Listening for other hosts' events failed; retrying in a second.",
                    metadata: ["error": "\(Self.explain(error, url: url))"])
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }
}
