import Foundation
import PostgresNIO
import WidgetryHost

extension PostgresWidgetStore {
    /// Migration 2: Smart Stacks (their ordered members, an instance in at most one stack and gone with it, and
    /// their rotation ledgers) and each timeline entry's relevance duration; SQLite's v5.
    static let stacksMigration = PostgresMigration(
        version: 2, name: "smart stacks, entry relevance durations",
        statements: [
            """
            CREATE TABLE stack (
                id text PRIMARY KEY,
                name text NOT NULL,
                smart_rotate boolean NOT NULL,
                chosen_top text,
                top text,
                top_since double precision,
                created double precision NOT NULL
            )
            """,
            """
            CREATE TABLE stack_member (
                instance_id text PRIMARY KEY REFERENCES instance(id) ON DELETE CASCADE,
                stack_id text NOT NULL REFERENCES stack(id) ON DELETE CASCADE,
                position bigint NOT NULL
            )
            """,
            "CREATE INDEX stack_member_by_stack ON stack_member (stack_id, position)",
            """
            CREATE TABLE stack_record (
                id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
                stack_id text NOT NULL REFERENCES stack(id) ON DELETE CASCADE,
                record text NOT NULL
            )
            """,
            "CREATE INDEX stack_record_by_stack ON stack_record (stack_id, id)",
            "ALTER TABLE timeline_entry ADD COLUMN relevance_duration double precision",
        ])

    func applyStackChange(_ change: WidgetStoreChange, on connection: PostgresConnection) async throws {
        switch change {
        case .saveStack(let stack):
            try await execute(
                """
                INSERT INTO stack (id, name, smart_rotate, chosen_top, top, top_since, created)
                VALUES (\(stack.id), \(stack.name), \(stack.smartRotate), \(stack.chosenTop), \(stack.top),
                    \(stack.topSince?.timeIntervalSince1970), \(stack.created.timeIntervalSince1970))
                ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, smart_rotate = EXCLUDED.smart_rotate,
                    chosen_top = EXCLUDED.chosen_top, top = EXCLUDED.top, top_since = EXCLUDED.top_since
                """, on: connection)
            try await execute("DELETE FROM stack_member WHERE stack_id = \(stack.id)", on: connection)
            for (position, member) in stack.members.enumerated() {
                // A member deleted meanwhile is skipped: the instance's deletion already took it out of the stack.
                try await execute(
                    """
                    INSERT INTO stack_member (instance_id, stack_id, position)
                    SELECT id, \(stack.id), \(position) FROM instance WHERE id = \(member)
                    ON CONFLICT (instance_id) DO UPDATE SET stack_id = EXCLUDED.stack_id, position = EXCLUDED.position
                    """, on: connection)
            }
        case .deleteStack(let id):
            try await execute("DELETE FROM stack WHERE id = \(id)", on: connection)
        case .appendStackRecords(let records):
            for record in records {
                try await execute(
                    """
                    INSERT INTO stack_record (stack_id, record)
                    SELECT id, \(try StoreJSON.text(record)) FROM stack WHERE id = \(record.stackID)
                    """, on: connection)
            }
            for stackID in Set(records.map(\.stackID)) {
                try await execute(
                    """
                    DELETE FROM stack_record WHERE stack_id = \(stackID) AND id <= (
                        SELECT id FROM stack_record WHERE stack_id = \(stackID)
                        ORDER BY id DESC LIMIT 1 OFFSET \(WidgetStack.storedRecordLimit))
                    """, on: connection)
            }
        default:
            break
        }
    }

    func loadStacks(into state: inout StoredHostState, on connection: PostgresConnection) async throws {
        var members: [String: [String]] = [:]
        for row in try await rows("SELECT * FROM stack_member ORDER BY stack_id, position", on: connection) {
            members[try row["stack_id"].decode(String.self), default: []].append(
                try row["instance_id"].decode(String.self))
        }
        state.stacks = try await rows("SELECT * FROM stack ORDER BY created, id", on: connection).map { row in
            let id = try row["id"].decode(String.self)
            return WidgetStack(
                id: id, name: try row["name"].decode(String.self), members: members[id] ?? [],
                smartRotate: try row["smart_rotate"].decode(Bool.self),
                chosenTop: try row["chosen_top"].decode(String?.self), top: try row["top"].decode(String?.self),
                topSince: try row["top_since"].decode(Double?.self).map(Date.init(timeIntervalSince1970:)),
                created: Date(timeIntervalSince1970: try row["created"].decode(Double.self)))
        }
        for row in try await rows("SELECT stack_id, record FROM stack_record ORDER BY id", on: connection) {
            if let record = try StoreJSON.value(
                StackRotationRecord.self, from: try row["record"].decode(String.self))
            {
                state.stackRecords[try row["stack_id"].decode(String.self), default: []].append(record)
            }
        }
    }
}
