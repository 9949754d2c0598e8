import Foundation
import GRDB

extension SQLiteWidgetStore {
    public func apply(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        try await write("save \(changes.count) change(s)") { db in
            for change in changes { try Self.apply(change, in: db) }
        }
    }

    static func apply(_ change: WidgetStoreChange, in db: Database) throws {
        switch change {
        case .saveInstance(let instance):
            try db.execute(
                sql: """
                    INSERT INTO instance (id, kind, family, placement, configuration, created)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    instance.id, instance.kind, instance.family.rawValue, instance.placement.rawValue,
                    try StoreJSON.text(instance.configuration), instance.created.timeIntervalSince1970,
                ])
        case .updateInstance(let instance):
            try db.execute(
                sql: "UPDATE instance SET family = ?, placement = ?, configuration = ? WHERE id = ?",
                arguments: [
                    instance.family.rawValue, instance.placement.rawValue,
                    try StoreJSON.text(instance.configuration), instance.id,
                ])
        case .deleteInstance(let id):
            try db.execute(sql: "DELETE FROM instance WHERE id = ?", arguments: [id])
        case .saveTimeline(let timeline):
            try save(timeline, in: db)
        case .saveRenderings(let renderings):
            for rendering in renderings {
                try db.execute(
                    sql: "INSERT OR REPLACE INTO rendering (instanceID, slot, variant, data) VALUES (?, ?, ?, ?)",
                    arguments: [
                        rendering.instanceID, rendering.slot.storageIndex, rendering.variant.key, rendering.data,
                    ])
            }
        case .appendRecords(let records):
            for record in records {
                try db.execute(
                    sql: """
                        INSERT INTO reloadRecord
                            (instanceID, date, event, reason, counted, budgetLeft, limitKind, detail)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        record.instanceID, record.date.timeIntervalSince1970, record.event.rawValue,
                        record.reason.rawValue, record.counted, record.budgetLeft, record.limit?.rawValue,
                        record.detail,
                    ])
            }
        case .saveState(let state):
            try save(state, in: db)
        case .saveControl(let control):
            try db.execute(
                sql: """
                    INSERT INTO control (id, kind, configuration, created) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, configuration = excluded.configuration
                    """,
                arguments: [
                    control.id, control.kind, try StoreJSON.text(control.configuration),
                    control.created.timeIntervalSince1970,
                ])
        case .deleteControl(let id):
            try db.execute(sql: "DELETE FROM control WHERE id = ?", arguments: [id])
        }
    }

    private static func save(_ timeline: TimelineRecord, in db: Database) throws {
        let id = timeline.instanceID
        try db.execute(sql: "DELETE FROM timelineEntry WHERE instanceID = ?", arguments: [id])
        try db.execute(sql: "DELETE FROM rendering WHERE instanceID = ? AND slot >= 0", arguments: [id])
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO timeline (instanceID, reason, installedAt, policy, truncatedFrom, dateShift)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, timeline.reason.rawValue, timeline.installedAt.timeIntervalSince1970,
                try StoreJSON.text(timeline.policy), timeline.truncatedFrom, timeline.dateShift,
            ])
        for entry in timeline.entries {
            try db.execute(
                sql: """
                    INSERT INTO timelineEntry (instanceID, entryIndex, date, summary, relevance)
                    VALUES (?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, entry.index, entry.date.timeIntervalSince1970, entry.summary,
                    entry.relevance.map { Double($0) },
                ])
        }
    }

    private static func save(_ state: StoredInstanceState, in db: Database) throws {
        let id = state.instanceID
        try db.execute(
            sql: """
                INSERT OR REPLACE INTO instanceState
                    (instanceID, lastReload, failures, placeholderDate, placeholderSummary)
                VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [
                id, state.lastReload?.timeIntervalSince1970, state.failures,
                state.placeholder?.date.timeIntervalSince1970, state.placeholder?.summary,
            ])
        try db.execute(sql: "DELETE FROM scheduledReload WHERE instanceID = ?", arguments: [id])
        for plan in state.scheduled {
            try db.execute(
                sql: """
                    INSERT OR REPLACE INTO scheduledReload (instanceID, slot, date, reason, requestedDate, failures)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, plan.slot.rawValue, plan.date.timeIntervalSince1970, plan.reason.rawValue,
                    plan.requestedDate.timeIntervalSince1970, plan.failures,
                ])
        }
    }
}

/// JSON text for the columns that hold JSON: configurations and policies.
enum StoreJSON {
    static func text<T: Encodable>(_ value: T?) throws -> String? {
        guard let value else { return nil }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func value<T: Decodable>(_ type: T.Type, from text: String?) throws -> T? {
        guard let text else { return nil }
        return try JSONDecoder().decode(T.self, from: Data(text.utf8))
    }
}
