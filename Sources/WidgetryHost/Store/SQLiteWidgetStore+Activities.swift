import Foundation
import GRDB
import WidgetryKit

extension SQLiteWidgetStore {
    /// Saves Live Activities as they are now (content, token, end and dismissal), replacing earlier saves; new ones
    /// go after those already saved.
    ///
    /// - throws: ``HostError`` when the store cannot be written.
    public func saveLiveActivities(_ records: [LiveActivityRecord]) async throws {
        let encoded = try records.map { record in
            (record.id, String(decoding: try LiveActivityCoding.encoder.encode(record), as: UTF8.self))
        }
        try await write("save Live Activities") { db in
            let next = (try Int.fetchOne(db, sql: "SELECT MAX(position) FROM liveActivity") ?? 0) + 1
            for (offset, (id, json)) in encoded.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO liveActivity (id, position, record) VALUES (?, ?, ?)
                        ON CONFLICT(id) DO UPDATE SET record = excluded.record
                        """,
                    arguments: [id, next + offset, json])
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
        return try rows.map { try LiveActivityCoding.decoder.decode(LiveActivityRecord.self, from: Data($0.utf8)) }
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
    /// Saves the push-to-start token of an attributes type, replacing an earlier one.
    ///
    /// - throws: ``HostError`` when the store cannot be written.
    public func savePushToStartToken(_ token: Data, forAttributesType attributesType: String) async throws {
        try await saveToken(token, key: "pushToStartToken:" + attributesType, action: "save a push-to-start token")
    }

    /// The saved push-to-start tokens, by attributes type.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    public func pushToStartTokens() async throws -> [String: Data] {
        try await tokens(prefix: "pushToStartToken:", action: "read push-to-start tokens")
    }

    /// The widget push token saved by ``saveWidgetPushToken(_:)``, or `nil`.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    public func widgetPushToken() async throws -> Data? {
        try await tokens(prefix: "widgetPushToken", action: "read the widget push token")[""]
    }

    /// Saves the token widgets with a push handler get, replacing an earlier one.
    ///
    /// - throws: ``HostError`` when the store cannot be written.
    public func saveWidgetPushToken(_ token: Data) async throws {
        try await saveToken(token, key: "widgetPushToken", action: "save the widget push token")
    }

    /// The push tokens saved for controls, by control id.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    public func controlPushTokens() async throws -> [String: Data] {
        try await tokens(prefix: "controlPushToken:", action: "read control push tokens")
    }

    /// Saves a control's push token.
    ///
    /// - throws: ``HostError`` when the store cannot be written.
    public func saveControlPushToken(_ token: Data, forControl id: String) async throws {
        try await saveToken(token, key: "controlPushToken:" + id, action: "save a control push token")
    }

    /// Keeps a token, in hexadecimal, among the store's facts under `key`.
    private func saveToken(_ token: Data, key: String, action: String) async throws {
        let hex = token.hexString
        try await write(action) { db in
            try db.execute(
                sql: """
                    INSERT INTO storeFact (key, value) VALUES (?, ?)
                    ON CONFLICT(key) DO UPDATE SET value = excluded.value
                    """,
                arguments: [key, hex])
        }
    }

    /// The tokens kept under keys that start with `prefix`, by the rest of the key.
    private func tokens(prefix: String, action: String) async throws -> [String: Data] {
        let rows = try await read(action) { db in
            try Row.fetchAll(
                db, sql: "SELECT key, value FROM storeFact WHERE substr(key, 1, ?) = ?",
                arguments: [prefix.count, prefix]
            )
            .map { (key: $0["key"] as String, hex: $0["value"] as String) }
        }
        var tokens: [String: Data] = [:]
        for (key, hex) in rows {
            if let token = Data(hexString: hex) { tokens[String(key.dropFirst(prefix.count))] = token }
        }
        return tokens
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
