import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore {
    /// Migration v5: stacks, their ordered members (an instance in at most one stack, gone with the instance),
    /// their rotation ledgers, and each timeline entry's relevance duration.
    static let stacksMigration = """
        CREATE TABLE stack (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            smartRotate INTEGER NOT NULL,
            chosenTop TEXT,
            top TEXT,
            topSince REAL,
            created REAL NOT NULL
        );
        CREATE TABLE stackMember (
            instanceID TEXT PRIMARY KEY NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
            stackID TEXT NOT NULL REFERENCES stack(id) ON DELETE CASCADE,
            position INTEGER NOT NULL
        );
        CREATE INDEX stackMemberByStack ON stackMember(stackID, position);
        CREATE TABLE stackRecord (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            stackID TEXT NOT NULL REFERENCES stack(id) ON DELETE CASCADE,
            record TEXT NOT NULL
        );
        CREATE INDEX stackRecordByStack ON stackRecord(stackID, id);
        ALTER TABLE timelineEntry ADD COLUMN relevanceDuration REAL;
        """

    static func applyStackChange(_ change: WidgetStoreChange, in db: Database) throws {
        switch change {
        case .saveStack(let stack):
            try execute(
                db,
                sql: """
                    INSERT INTO stack (id, name, smartRotate, chosenTop, top, topSince, created)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    ON CONFLICT(id) DO UPDATE SET name = excluded.name, smartRotate = excluded.smartRotate,
                        chosenTop = excluded.chosenTop, top = excluded.top, topSince = excluded.topSince
                    """,
                arguments: [
                    stack.id, stack.name, stack.smartRotate, stack.chosenTop, stack.top,
                    stack.topSince?.timeIntervalSince1970, stack.created.timeIntervalSince1970,
                ])
            try execute(db, sql: "DELETE FROM stackMember WHERE stackID = ?", arguments: [stack.id])
            for (position, member) in stack.members.enumerated() {
                // A member deleted meanwhile is skipped: the instance's deletion already took it out of the stack.
                try execute(
                    db,
                    sql: """
                        INSERT OR REPLACE INTO stackMember (instanceID, stackID, position)
                        SELECT id, ?, ? FROM instance WHERE id = ?
                        """,
                    arguments: [stack.id, position, member])
            }
        case .deleteStack(let id):
            try execute(db, sql: "DELETE FROM stack WHERE id = ?", arguments: [id])
        case .appendStackRecords(let records):
            for record in records {
                try execute(
                    db,
                    sql: "INSERT INTO stackRecord (stackID, record) SELECT id, ? FROM stack WHERE id = ?",
                    arguments: [try StoreJSON.text(record), record.stackID])
            }
            for stackID in Set(records.map(\.stackID)) {
                try execute(
                    db,
                    sql: """
                        DELETE FROM stackRecord WHERE stackID = ? AND id <= (
                            SELECT id FROM stackRecord WHERE stackID = ? ORDER BY id DESC LIMIT 1 OFFSET ?)
                        """,
                    arguments: [stackID, stackID, WidgetStack.storedRecordLimit])
            }
        default:
            break
        }
    }

    static func loadStacks(into state: inout StoredHostState, from db: Database) throws {
        var members: [String: [String]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM stackMember ORDER BY stackID, position") {
            members[row["stackID"], default: []].append(row["instanceID"])
        }
        state.stacks = try Row.fetchAll(db, sql: "SELECT * FROM stack ORDER BY created, id").map { row in
            let id: String = row["id"]
            return WidgetStack(
                id: id, name: row["name"], members: members[id] ?? [], smartRotate: row["smartRotate"],
                chosenTop: row["chosenTop"], top: row["top"],
                topSince: (row["topSince"] as Double?).map(Date.init(timeIntervalSince1970:)),
                created: Date(timeIntervalSince1970: row["created"]))
        }
        for row in try Row.fetchAll(db, sql: "SELECT stackID, record FROM stackRecord ORDER BY id") {
            if let record = try StoreJSON.value(StackRotationRecord.self, from: row["record"]) {
                state.stackRecords[row["stackID"], default: []].append(record)
            }
        }
    }
}
