import Foundation
import PostgresNIO
import WidgetryHost

extension PostgresWidgetStore: HostDirectory {
    /// Migration 3: the hosts sharing the database, one row per host id with its last heartbeat, for
    /// `GET /api/hosts` on every host.
    static let hostsMigration = PostgresMigration(
        version: 3, name: "host directory",
        statements: [
            """
            CREATE TABLE host (
                id text PRIMARY KEY,
                started double precision NOT NULL,
                last_heartbeat double precision NOT NULL,
                record text NOT NULL
            )
            """,
            "CREATE INDEX host_by_heartbeat ON host (last_heartbeat)",
        ])

    public func register(_ record: HostRecord) async throws {
        try await save(record, "register this host")
    }

    public func heartbeat(_ record: HostRecord) async throws {
        try await save(record, "record this host's heartbeat")
    }

    public func deregister(hostID: String) async throws {
        try await transaction("deregister this host") { connection in
            try await self.execute("DELETE FROM host WHERE id = \(hostID)", on: connection)
        }
    }

    public func liveHosts(since cutoff: Date) async throws -> [HostRecord] {
        let texts = try await read("list the hosts") { connection in
            try await self.rows(
                """
                SELECT record FROM host WHERE last_heartbeat >= \(cutoff.timeIntervalSince1970)
                ORDER BY started, id
                """, on: connection
            ).map { try $0["record"].decode(String.self) }
        }
        return try texts.compactMap { try StoreJSON.value(HostRecord.self, from: $0) }
    }

    private func save(_ record: HostRecord, _ what: String) async throws {
        let json = try StoreJSON.text(record)
        try await transaction(what) { connection in
            try await self.execute(
                """
                INSERT INTO host (id, started, last_heartbeat, record)
                VALUES (\(record.id), \(record.started.timeIntervalSince1970),
                    \(record.lastHeartbeat.timeIntervalSince1970), \(json))
                ON CONFLICT (id) DO UPDATE SET started = EXCLUDED.started, last_heartbeat = EXCLUDED.last_heartbeat,
                    record = EXCLUDED.record
                """, on: connection)
        }
    }
}
