import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore: EventLog {
    /// The log's table, created by migration v6.
    static let eventLogMigration = """
        CREATE TABLE eventLog (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            origin TEXT NOT NULL,
            name TEXT NOT NULL,
            data TEXT NOT NULL
        );
        CREATE TABLE eventLogHorizon (
            singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
            prunedThrough INTEGER NOT NULL
        );
        INSERT INTO eventLogHorizon (singleton, prunedThrough) VALUES (1, 0);
        """

    @discardableResult
    public func appendEvents(_ events: [NewEvent], origin: String, retention: Int) async throws -> Int64 {
        guard !events.isEmpty else { return try await latestEventID() }
        let retention = Int64(max(1, retention))
        return try await write("log events") { db in
            let before = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'eventLog'") ?? 0
            for event in events {
                try db.execute(
                    sql: "INSERT INTO eventLog (origin, name, data) VALUES (?, ?, ?)",
                    arguments: [origin, event.name, event.data])
            }
            let latest = try Int64.fetchOne(db, sql: "SELECT max(id) FROM eventLog") ?? 0
            let horizon = before - retention
            if horizon > 0 {
                try db.execute(sql: "DELETE FROM eventLog WHERE id <= ?", arguments: [horizon])
                try db.execute(
                    sql: "UPDATE eventLogHorizon SET prunedThrough = max(prunedThrough, ?)", arguments: [horizon])
            }
            return latest
        }
    }

    public func events(after id: Int64, limit: Int) async throws -> EventLogPage {
        try await read("read the event log") { db in
            let latest = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'eventLog'") ?? 0
            let pruned = try Int64.fetchOne(db, sql: "SELECT prunedThrough FROM eventLogHorizon") ?? 0
            guard id >= pruned, id <= latest else { return EventLogPage(events: [], missed: true, latestID: latest) }
            let events = try Row.fetchAll(
                db, sql: "SELECT id, origin, name, data FROM eventLog WHERE id > ? ORDER BY id LIMIT ?",
                arguments: [id, max(0, min(limit, Int(Int32.max)))]
            ).map { LoggedEvent(id: $0["id"], name: $0["name"], data: $0["data"], origin: $0["origin"]) }
            return EventLogPage(events: events, missed: false, latestID: latest)
        }
    }

    public func latestEventID() async throws -> Int64 {
        try await read("read the event log") { db in
            try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'eventLog'") ?? 0
        }
    }
}
