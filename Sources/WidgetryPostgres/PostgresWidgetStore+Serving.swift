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
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try records.map { ($0.id, String(decoding: try encoder.encode($0), as: UTF8.self)) }
        try await transaction("save Live Activities") { connection in
            // The identity column numbers new activities in the order they are first saved.
            for (id, json) in encoded {
                try await self.execute(
                    """
                    INSERT INTO live_activity (id, record) VALUES (\(id), \(json))
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
        let decoder = JSONDecoder()
        return try texts.map { try decoder.decode(LiveActivityRecord.self, from: Data($0.utf8)) }
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
