import Foundation
import PostgresNIO
import WidgetryHost
import WidgetryKit

extension PostgresWidgetStore {
    // MARK: Seeding

    public func isSeeded() async throws -> Bool {
        try await read("read whether it was seeded") { connection in
            try await !self.rows("SELECT 1 FROM store_fact WHERE key = 'seeded'", on: connection).isEmpty
        }
    }

    public func markSeeded() async throws {
        try await transaction("record that it was seeded") { connection in
            try await self.execute(
                """
                INSERT INTO store_fact (key, value) VALUES ('seeded', \(Date().ISO8601Format()))
                ON CONFLICT (key) DO NOTHING
                """, on: connection)
        }
    }

    // MARK: Live Activities

    public func saveLiveActivities(_ records: [LiveActivityRecord]) async throws {
        guard !records.isEmpty else { return }
        try await transaction("save Live Activities") { connection in
            // Hosts saving the same activity take turns on its row, and each merges with what the last one saved,
            // so an older copy never overwrites a newer change.
            var saved: [String: LiveActivityRecord] = [:]
            for row in try await self.rows(
                "SELECT id, record FROM live_activity WHERE id = ANY(\(records.map(\.id))) ORDER BY id FOR UPDATE",
                on: connection)
            {
                saved[try row["id"].decode(String.self)] = try Self.decodeActivity(
                    try row["record"].decode(String.self))
            }
            // The identity column numbers new activities in the order they are first saved.
            for record in records {
                let merged = saved[record.id].map { $0.merged(with: record) } ?? record
                saved[record.id] = merged
                let json = try Self.encodeActivity(merged)
                try await self.execute(
                    """
                    INSERT INTO live_activity (id, record) VALUES (\(record.id), \(json))
                    ON CONFLICT (id) DO UPDATE SET record = EXCLUDED.record
                    """, on: connection)
            }
        }
    }

    public func liveActivities() async throws -> [LiveActivityRecord] {
        let texts = try await read("read Live Activities") { connection in
            try await self.rows("SELECT record FROM live_activity ORDER BY position", on: connection).map {
                try $0["record"].decode(String.self)
            }
        }
        return try texts.map(Self.decodeActivity)
    }

    public func liveActivity(id: String) async throws -> LiveActivityRecord? {
        let text = try await read("read a Live Activity") { connection in
            try await self.rows("SELECT record FROM live_activity WHERE id = \(id)", on: connection).first.map {
                try $0["record"].decode(String.self)
            }
        }
        return try text.map(Self.decodeActivity)
    }

    public func liveActivity(pushToken token: Data) async throws -> LiveActivityRecord? {
        // Records keep the token as JSON does, in base64.
        let text = try await read("read a Live Activity by push token") { connection in
            try await self.rows(
                """
                SELECT record FROM live_activity WHERE record::jsonb ->> 'pushToken' = \(token.base64EncodedString())
                ORDER BY position LIMIT 1
                """, on: connection
            ).first.map { try $0["record"].decode(String.self) }
        }
        return try text.map(Self.decodeActivity)
    }

    static func encodeActivity(_ record: LiveActivityRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    static func decodeActivity(_ json: String) throws -> LiveActivityRecord {
        try JSONDecoder().decode(LiveActivityRecord.self, from: Data(json.utf8))
    }

    public func removeLiveActivities(ids: [String]) async throws {
        guard !ids.isEmpty else { return }
        try await transaction("remove Live Activities") { connection in
            try await self.execute("DELETE FROM live_activity WHERE id = ANY(\(ids))", on: connection)
        }
    }

    // MARK: Facts (push tokens and the seeded mark live here; see ServingWidgetStore)

    public func saveFact(_ value: String, key: String, action: String) async throws {
        try await transaction(action) { connection in
            try await self.execute(
                """
                INSERT INTO store_fact (key, value) VALUES (\(key), \(value))
                ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value
                """, on: connection)
        }
    }

    public func facts(prefix: String, action: String) async throws -> [String: String] {
        let rows = try await read(action) { connection in
            try await self.rows(
                "SELECT key, value FROM store_fact WHERE starts_with(key, \(prefix))", on: connection
            ).map { (key: try $0["key"].decode(String.self), value: try $0["value"].decode(String.self)) }
        }
        return Dictionary(rows.map { (String($0.key.dropFirst(prefix.count)), $0.value) }) { _, last in last }
    }
}
