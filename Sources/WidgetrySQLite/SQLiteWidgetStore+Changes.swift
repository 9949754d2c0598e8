import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore {
    public func apply(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        try await write("save \(changes.count) change(s)") { db in
            for change in changes { try Self.apply(change, in: db) }
        }
    }

    static func apply(_ change: WidgetStoreChange, in db: Database) throws {
        switch change {
        case .insertInstance(let instance):
            let exists =
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT 1 FROM instance WHERE id = ?"), arguments: [instance.id]) ?? false
            if exists { throw HostError.instanceExists(instance.id) }
            // The primary key refuses a duplicate even if the check above were bypassed.
            try Self.execute(
                db,
                sql: """
                    INSERT INTO instance (id, kind, family, placement, configuration, created)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    instance.id, instance.kind, instance.family.rawValue, instance.placement.rawValue,
                    try StoreJSON.text(instance.configuration), instance.created.timeIntervalSince1970,
                ])
        case .updateInstance(let instance):
            try Self.execute(
                db,
                sql: "UPDATE instance SET kind = ?, family = ?, placement = ?, configuration = ? WHERE id = ?",
                arguments: [
                    instance.kind, instance.family.rawValue, instance.placement.rawValue,
                    try StoreJSON.text(instance.configuration), instance.id,
                ])
            if db.changesCount == 0 {
                throw HostError(
                    .unknownInstance,
                    "No widget instance with id '\(instance.id)'; it was removed. Add the widget again to edit it.")
            }
        case .deleteInstance(let id):
            try Self.execute(db, sql: "DELETE FROM instance WHERE id = ?", arguments: [id])
        case .saveTimeline(let timeline):
            try save(timeline, in: db)
        case .saveRenderings(let renderings):
            for rendering in renderings {
                try Self.execute(
                    db,
                    sql: "INSERT OR REPLACE INTO rendering (instanceID, slot, variant, data) VALUES (?, ?, ?, ?)",
                    arguments: [
                        rendering.instanceID, rendering.slot.storageIndex, rendering.variant.key, rendering.data,
                    ])
            }
        case .appendRecords(let records):
            for record in records { try append(record, in: db) }
        case .pruneLedger(let id, let before, let keepingLast, let protecting):
            try Self.execute(
                db,
                sql: """
                    DELETE FROM reloadRecord WHERE instanceID = ? AND date < ? AND (date < ? OR id <= COALESCE(
                        (SELECT id FROM reloadRecord WHERE instanceID = ? ORDER BY id DESC LIMIT 1 OFFSET ?), -1))
                    """,
                arguments: [
                    id, protecting.timeIntervalSince1970, before.timeIntervalSince1970, id, max(0, keepingLast),
                ])
        case .saveState(let state):
            try save(state, in: db)
        case .saveControl(let control):
            try Self.execute(
                db,
                sql: """
                    INSERT INTO control (id, kind, configuration, created) VALUES (?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET kind = excluded.kind, configuration = excluded.configuration
                    """,
                arguments: [
                    control.id, control.kind, try StoreJSON.text(control.configuration),
                    control.created.timeIntervalSince1970,
                ])
        case .saveStack, .deleteStack, .appendStackRecords:
            try applyStackChange(change, in: db)
        case .deleteControl(let id):
            try Self.execute(db, sql: "DELETE FROM control WHERE id = ?", arguments: [id])
        case .requireLeases:
            break  // One host per file: nobody else can hold its work.
        }
    }

    /// Runs a statement compiled once per connection: a reload writes some thirty rows, and compiling their SQL
    /// each time cost more than running it.
    static func execute(_ db: Database, sql: String, arguments: StatementArguments = StatementArguments()) throws {
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
    }

    /// Appends a ledger line, or folds a repeated refusal into the previous line, and counts it in the totals.
    private static func append(_ record: ReloadRecord, in db: Database) throws {
        try Self.execute(
            db,
            sql: """
                INSERT INTO ledgerTotal (instanceID, event, count) VALUES (?, ?, 1)
                ON CONFLICT(instanceID, event) DO UPDATE SET count = count + 1
                """, arguments: [record.instanceID, record.event.rawValue])
        if let last = try Row.fetchOne(
            db.cachedStatement(sql: "SELECT * FROM reloadRecord WHERE instanceID = ? ORDER BY id DESC LIMIT 1"),
            arguments: [record.instanceID]), try Self.record(last).coalesces(with: record)
        {
            try Self.execute(
                db,
                sql: "UPDATE reloadRecord SET repeats = repeats + 1, lastRepeated = ? WHERE id = ?",
                arguments: [record.date.timeIntervalSince1970, last["id"] as Int64])
            return
        }
        try Self.execute(
            db,
            sql: """
                INSERT INTO reloadRecord
                    (instanceID, date, event, reason, counted, budgetLeft, limitKind, detail, repeats, lastRepeated)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                record.instanceID, record.date.timeIntervalSince1970, record.event.rawValue, record.reason.rawValue,
                record.counted, record.budgetLeft, record.limit?.rawValue, record.detail, record.repeats,
                record.lastRepeated?.timeIntervalSince1970,
            ])
    }

    private static func save(_ timeline: TimelineRecord, in db: Database) throws {
        let id = timeline.instanceID
        try Self.execute(db, sql: "DELETE FROM timelineEntry WHERE instanceID = ?", arguments: [id])
        try Self.execute(db, sql: "DELETE FROM rendering WHERE instanceID = ? AND slot >= 0", arguments: [id])
        try Self.execute(
            db,
            sql: """
                INSERT OR REPLACE INTO timeline (instanceID, reason, installedAt, policy, truncatedFrom, dateShift)
                VALUES (?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                id, timeline.reason.rawValue, timeline.installedAt.timeIntervalSince1970,
                try StoreJSON.text(timeline.policy), timeline.truncatedFrom, timeline.dateShift,
            ])
        for entry in timeline.entries {
            try Self.execute(
                db,
                sql: """
                    INSERT INTO timelineEntry (instanceID, entryIndex, date, summary, relevance, relevanceDuration)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    id, entry.index, entry.date.timeIntervalSince1970, entry.summary,
                    entry.relevance.map { Double($0) }, entry.relevanceDuration,
                ])
        }
    }

    private static func save(_ state: StoredInstanceState, in db: Database) throws {
        let id = state.instanceID
        try Self.execute(
            db,
            sql: """
                INSERT OR REPLACE INTO instanceState
                    (instanceID, lastReload, failures, placeholderDate, placeholderSummary)
                VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [
                id, state.lastReload?.timeIntervalSince1970, state.failures,
                state.placeholder?.date.timeIntervalSince1970, state.placeholder?.summary,
            ])
        try Self.execute(db, sql: "DELETE FROM scheduledReload WHERE instanceID = ?", arguments: [id])
        for plan in state.scheduled {
            try Self.execute(
                db,
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
