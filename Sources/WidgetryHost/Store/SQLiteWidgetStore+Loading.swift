import Foundation
import GRDB
import WidgetryIntents
import WidgetryKit
import WidgetryUI

extension SQLiteWidgetStore {
    public func load(now: Date, recordLimit: Int) async throws -> StoredHostState {
        try await read("load the host's state") { db in
            var state = StoredHostState()
            state.instances = try Row.fetchAll(db, sql: "SELECT * FROM instance ORDER BY created, id").map(
                Self.instance)
            for row in try Row.fetchAll(db, sql: "SELECT * FROM instanceState") {
                let id: String = row["instanceID"]
                let placeholder: TimelineRecord.Entry? = (row["placeholderDate"] as Double?).map {
                    TimelineRecord.Entry(
                        index: -1, date: Date(timeIntervalSince1970: $0), summary: row["placeholderSummary"] ?? "")
                }
                state.states[id] = StoredInstanceState(
                    instanceID: id, lastReload: (row["lastReload"] as Double?).map(Date.init(timeIntervalSince1970:)),
                    failures: row["failures"], placeholder: placeholder)
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM scheduledReload ORDER BY date") {
                let id: String = row["instanceID"]
                state.states[id, default: StoredInstanceState(instanceID: id)].scheduled.append(try Self.plan(row))
            }
            var entries: [String: [TimelineRecord.Entry]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM timelineEntry ORDER BY instanceID, entryIndex") {
                entries[row["instanceID"], default: []].append(
                    TimelineRecord.Entry(
                        index: row["entryIndex"], date: Date(timeIntervalSince1970: row["date"]),
                        summary: row["summary"], relevance: (row["relevance"] as Double?).map(Float.init),
                        relevanceDuration: row["relevanceDuration"]))
            }
            for row in try Row.fetchAll(db, sql: "SELECT * FROM timeline") {
                let id: String = row["instanceID"]
                state.timelines[id] = TimelineRecord(
                    instanceID: id, reason: try Self.reason(row["reason"]),
                    installedAt: Date(timeIntervalSince1970: row["installedAt"]), entries: entries[id] ?? [],
                    policy: try StoreJSON.value(TimelineReloadPolicy.self, from: row["policy"]) ?? .never,
                    truncatedFrom: row["truncatedFrom"], dateShift: row["dateShift"])
            }
            // A host that reads ledgers on demand asks for none: the window over every line is skipped.
            if recordLimit > 0 {
                let recent = try Row.fetchAll(
                    db,
                    sql: """
                        SELECT * FROM (
                            SELECT *, ROW_NUMBER() OVER (PARTITION BY instanceID ORDER BY id DESC) AS age
                            FROM reloadRecord
                        ) WHERE age <= ? ORDER BY id
                        """, arguments: [recordLimit])
                for row in recent {
                    state.records[row["instanceID"], default: []].append(try Self.record(row))
                }
            }
            let uses = try Row.fetchAll(
                db, sql: "SELECT instanceID, date FROM reloadRecord WHERE counted = 1 AND date > ? AND date <= ?",
                arguments: [now.timeIntervalSince1970 - 86_400, now.timeIntervalSince1970])
            for row in uses {
                state.budgetUses[row["instanceID"], default: []].append(Date(timeIntervalSince1970: row["date"]))
            }
            state.controls = try Row.fetchAll(db, sql: "SELECT * FROM control ORDER BY created, id").map(Self.control)
            try Self.loadStacks(into: &state, from: db)
            return state
        }
    }

    public func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        try await read("read a rendering") { db in
            try Data.fetchOne(
                db, sql: "SELECT data FROM rendering WHERE instanceID = ? AND slot = ? AND variant = ?",
                arguments: [instanceID, slot.storageIndex, variant.key])
        }
    }

    public func records(instanceID: String, since: Date?) async throws -> [ReloadRecord] {
        try await read("read the ledger") { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM reloadRecord WHERE instanceID = ? AND date >= ? ORDER BY id",
                arguments: [instanceID, since?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude]
            ).map(Self.record)
        }
    }

    public func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord] {
        try await read("read the ledger") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (SELECT * FROM reloadRecord WHERE instanceID = ? ORDER BY id DESC LIMIT ?)
                    ORDER BY id
                    """,
                arguments: [instanceID, max(0, limit)]
            ).map(Self.record)
        }
    }

    public func pruneRecords(before date: Date) async throws -> Int {
        try await write("prune the ledger") { db in
            try db.execute(sql: "DELETE FROM reloadRecord WHERE date < ?", arguments: [date.timeIntervalSince1970])
            return db.changesCount
        }
    }

    public func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int] {
        try await read("read the ledger's totals") { db in
            var totals: [ReloadRecord.Event: Int] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT event, count FROM ledgerTotal WHERE instanceID = ?", arguments: [instanceID])
            {
                if let event = ReloadRecord.Event(rawValue: row["event"]) { totals[event] = row["count"] }
            }
            return totals
        }
    }

    private static func instance(_ row: Row) throws -> WidgetInstance {
        let familyName: String = row["family"]
        let placementName: String = row["placement"]
        guard let family = WidgetFamily(rawValue: familyName), let placement = WidgetPlacement(rawValue: placementName)
        else {
            throw HostError(
                .storeFailed,
                "Stored instance '\(row["id"] as String)' has family '\(familyName)' and placement "
                    + "'\(placementName)', which this version does not know. Open the store with the version that "
                    + "wrote it.")
        }
        return WidgetInstance(
            id: row["id"], kind: row["kind"], family: family, placement: placement,
            configuration: try StoreJSON.value(WidgetConfigurationValues.self, from: row["configuration"]),
            created: Date(timeIntervalSince1970: row["created"]))
    }

    private static func control(_ row: Row) throws -> ControlInstance {
        ControlInstance(
            id: row["id"], kind: row["kind"],
            configuration: try StoreJSON.value(WidgetConfigurationValues.self, from: row["configuration"]),
            created: Date(timeIntervalSince1970: row["created"]))
    }

    private static func plan(_ row: Row) throws -> ScheduledReload {
        let slotName: String = row["slot"]
        guard let slot = ScheduledReload.Slot(rawValue: slotName) else {
            throw HostError(.storeFailed, "Stored plan has unknown slot '\(slotName)'.")
        }
        return ScheduledReload(
            slot: slot, date: Date(timeIntervalSince1970: row["date"]), reason: try reason(row["reason"]),
            requestedDate: Date(timeIntervalSince1970: row["requestedDate"]), failures: row["failures"])
    }

    static func record(_ row: Row) throws -> ReloadRecord {
        let eventName: String = row["event"]
        guard let event = ReloadRecord.Event(rawValue: eventName) else {
            throw HostError(.storeFailed, "Stored ledger line has unknown event '\(eventName)'.")
        }
        var record = ReloadRecord(
            date: Date(timeIntervalSince1970: row["date"]), instanceID: row["instanceID"], event: event,
            reason: try reason(row["reason"]), counted: row["counted"], budgetLeft: row["budgetLeft"],
            limit: (row["limitKind"] as String?).flatMap(ReloadRecord.Limit.init(rawValue:)), detail: row["detail"])
        record.repeats = row["repeats"] ?? 0
        record.lastRepeated = (row["lastRepeated"] as Double?).map(Date.init(timeIntervalSince1970:))
        return record
    }

    private static func reason(_ name: String) throws -> ReloadReason {
        guard let reason = ReloadReason(rawValue: name) else {
            throw HostError(.storeFailed, "Stored reload reason '\(name)' is unknown to this version.")
        }
        return reason
    }
}
