import Foundation
import GRDB
import WidgetryHost
import WidgetryKit

extension SQLiteWidgetStore {
    /// Saves Live Activities as they are now (content, token, end and dismissal); new ones go after those already
    /// saved. Each is merged with the saved one in the same transaction (``LiveActivityRecord/merged(with:)``), so an
    /// older copy never overwrites a newer change.
    ///
    /// - throws: ``HostError`` when the store cannot be written.
    public func saveLiveActivities(_ records: [LiveActivityRecord]) async throws {
        guard !records.isEmpty else { return }
        try await write("save Live Activities") { db in
            let next = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM liveActivity") ?? 0) + 1
            for (offset, record) in records.enumerated() {
                let saved = try String.fetchOne(
                    db, sql: "SELECT record FROM liveActivity WHERE id = ?", arguments: [record.id])
                let merged = try saved.map { try Self.decodeActivity($0).merged(with: record) } ?? record
                let json = String(decoding: try LiveActivityCoding.encoder.encode(merged), as: UTF8.self)
                try db.execute(
                    sql: """
                        INSERT INTO liveActivity (id, position, record) VALUES (?, ?, ?)
                        ON CONFLICT(id) DO UPDATE SET record = excluded.record
                        """,
                    arguments: [record.id, next + offset, json])
            }
        }
    }

    /// The saved Live Activities, in the order they were first saved.
    ///
    /// - throws: ``HostError`` when the store cannot be read or a saved activity does not decode.
    public func liveActivities() async throws -> [LiveActivityRecord] {
        let rows = try await read("read Live Activities") { db in
            try String.fetchAll(db, sql: "SELECT record FROM liveActivity ORDER BY position")
        }
        return try rows.map(Self.decodeActivity)
    }

    /// The saved Live Activity with an identifier, or `nil`.
    ///
    /// - throws: ``HostError`` when the store cannot be read or the activity does not decode.
    public func liveActivity(id: String) async throws -> LiveActivityRecord? {
        let row = try await read("read a Live Activity") { db in
            try String.fetchOne(db, sql: "SELECT record FROM liveActivity WHERE id = ?", arguments: [id])
        }
        return try row.map(Self.decodeActivity)
    }

    /// The saved Live Activity whose push token is `token`, or `nil`.
    ///
    /// - throws: ``HostError`` when the store cannot be read or the activity does not decode.
    public func liveActivity(pushToken token: Data) async throws -> LiveActivityRecord? {
        // Records keep the token as JSON does, in base64.
        let row = try await read("read a Live Activity by push token") { db in
            try String.fetchOne(
                db,
                sql: """
                    SELECT record FROM liveActivity WHERE json_extract(record, '$.pushToken') = ?
                    ORDER BY position LIMIT 1
                    """,
                arguments: [token.base64EncodedString()])
        }
        return try row.map(Self.decodeActivity)
    }

    static func decodeActivity(_ json: String) throws -> LiveActivityRecord {
        try LiveActivityCoding.decoder.decode(LiveActivityRecord.self, from: Data(json.utf8))
    }

    /// Forgets saved Live Activities.
    public func removeLiveActivities(ids: [String]) async throws {
        guard !ids.isEmpty else { return }
        try await write("remove Live Activities") { db in
            for id in ids { try db.execute(sql: "DELETE FROM liveActivity WHERE id = ?", arguments: [id]) }
        }
    }
}

extension SQLiteWidgetStore {
    /// Keeps `value` among the store's facts under `key`, replacing an earlier one.
    public func saveFact(_ value: String, key: String, action: String) async throws {
        try await write(action) { db in
            try db.execute(
                sql: """
                    INSERT INTO storeFact (key, value) VALUES (?, ?)
                    ON CONFLICT(key) DO UPDATE SET value = excluded.value
                    """,
                arguments: [key, value])
        }
    }

    /// The facts whose keys start with `prefix`, by the rest of the key.
    public func facts(prefix: String, action: String) async throws -> [String: String] {
        let rows = try await read(action) { db in
            try Row.fetchAll(
                db, sql: "SELECT key, value FROM storeFact WHERE substr(key, 1, ?) = ?",
                arguments: [prefix.count, prefix]
            )
            .map { (key: $0["key"] as String, value: $0["value"] as String) }
        }
        return Dictionary(rows.map { (String($0.key.dropFirst(prefix.count)), $0.value) }) { _, last in last }
    }
}

enum LiveActivityCoding {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
    static let decoder = JSONDecoder()
}
