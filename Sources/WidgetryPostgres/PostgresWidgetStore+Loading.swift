import Foundation
import PostgresNIO
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryUI

extension PostgresWidgetStore {
    public func load(now: Date, recordLimit: Int) async throws -> StoredHostState {
        try await load(now: now, recordLimit: recordLimit, only: nil)
    }

    /// The instances' rows only, each table read with `= ANY` on its instance id.
    public func load(instanceIDs ids: [String], now: Date) async throws -> StoredHostState {
        guard !ids.isEmpty else { return StoredHostState() }
        return try await load(now: now, recordLimit: 0, only: ids)
    }

    /// Everything (`only` is `nil`), or the rows of some instances without controls and stacks.
    private func load(now: Date, recordLimit: Int, only: [String]?) async throws -> StoredHostState {
        let all = only == nil
        let ids = only ?? []
        return try await read("load the host's state") { connection in
            var state = StoredHostState()
            state.instances = try await self.rows(
                "SELECT * FROM instance WHERE (\(all) OR id = ANY(\(ids))) ORDER BY created, id", on: connection
            ).map(Self.instance)
            for row in try await self.rows(
                "SELECT * FROM instance_state WHERE (\(all) OR instance_id = ANY(\(ids)))", on: connection)
            {
                let id = try row["instance_id"].decode(String.self)
                let placeholder = try row["placeholder_date"].decode(Double?.self).map {
                    TimelineRecord.Entry(
                        index: -1, date: Date(timeIntervalSince1970: $0),
                        summary: try row["placeholder_summary"].decode(String?.self) ?? "")
                }
                state.states[id] = StoredInstanceState(
                    instanceID: id,
                    lastReload: try row["last_reload"].decode(Double?.self).map(Date.init(timeIntervalSince1970:)),
                    failures: try row["failures"].decode(Int.self), placeholder: placeholder)
            }
            for row in try await self.rows(
                "SELECT * FROM scheduled_reload WHERE (\(all) OR instance_id = ANY(\(ids))) ORDER BY date",
                on: connection)
            {
                let id = try row["instance_id"].decode(String.self)
                state.states[id, default: StoredInstanceState(instanceID: id)].scheduled.append(try Self.plan(row))
            }
            var entries: [String: [TimelineRecord.Entry]] = [:]
            for row in try await self.rows(
                """
                SELECT * FROM timeline_entry WHERE (\(all) OR instance_id = ANY(\(ids)))
                ORDER BY instance_id, entry_index
                """, on: connection)
            {
                entries[try row["instance_id"].decode(String.self), default: []].append(
                    TimelineRecord.Entry(
                        index: try row["entry_index"].decode(Int.self),
                        date: Date(timeIntervalSince1970: try row["date"].decode(Double.self)),
                        summary: try row["summary"].decode(String.self),
                        relevance: try row["relevance"].decode(Float?.self),
                        relevanceDuration: try row["relevance_duration"].decode(Double?.self)))
            }
            for row in try await self.rows(
                "SELECT * FROM timeline WHERE (\(all) OR instance_id = ANY(\(ids)))", on: connection)
            {
                let id = try row["instance_id"].decode(String.self)
                state.timelines[id] = TimelineRecord(
                    instanceID: id, reason: try Self.reason(try row["reason"].decode(String.self)),
                    installedAt: Date(timeIntervalSince1970: try row["installed_at"].decode(Double.self)),
                    entries: entries[id] ?? [],
                    policy: try StoreJSON.value(TimelineReloadPolicy.self, from: try row["policy"].decode(String.self))
                        ?? .never,
                    truncatedFrom: try row["truncated_from"].decode(Int?.self),
                    dateShift: try row["date_shift"].decode(Double.self))
            }
            // A host that reads ledgers on demand asks for none: the window over every line is skipped.
            if recordLimit > 0 {
                let recent = try await self.rows(
                    """
                    SELECT * FROM (
                        SELECT *, ROW_NUMBER() OVER (PARTITION BY instance_id ORDER BY id DESC) AS age
                        FROM reload_record
                    ) AS numbered WHERE age <= \(recordLimit) ORDER BY id
                    """, on: connection)
                for row in recent {
                    state.records[try row["instance_id"].decode(String.self), default: []].append(
                        try Self.record(row))
                }
            }
            let uses = try await self.rows(
                """
                SELECT instance_id, date FROM reload_record
                WHERE counted AND date > \(now.timeIntervalSince1970 - 86_400) AND date <= \(now.timeIntervalSince1970)
                    AND (\(all) OR instance_id = ANY(\(ids)))
                """, on: connection)
            for row in uses {
                state.budgetUses[try row["instance_id"].decode(String.self), default: []].append(
                    Date(timeIntervalSince1970: try row["date"].decode(Double.self)))
            }
            guard all else { return state }
            state.controls = try await self.rows("SELECT * FROM control ORDER BY created, id", on: connection).map(
                Self.control)
            try await self.loadStacks(into: &state, on: connection)
            return state
        }
    }

    public func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        try await read("read a rendering") { connection in
            try await self.rows(
                """
                SELECT data FROM rendering
                WHERE instance_id = \(instanceID) AND slot = \(slot.storageIndex) AND variant = \(variant.key)
                """, on: connection
            ).first?["data"].decode(Data.self)
        }
    }

    public func records(instanceID: String, since: Date?) async throws -> [ReloadRecord] {
        try await read("read the ledger") { connection in
            try await self.rows(
                """
                SELECT * FROM reload_record
                WHERE instance_id = \(instanceID) AND date >= \(since?.timeIntervalSince1970 ?? -Double.infinity)
                ORDER BY id
                """, on: connection
            ).map(Self.record)
        }
    }

    public func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord] {
        try await read("read the ledger") { connection in
            try await self.rows(
                """
                SELECT * FROM (
                    SELECT * FROM reload_record WHERE instance_id = \(instanceID) ORDER BY id DESC LIMIT \(max(0, limit))
                ) AS recent ORDER BY id
                """, on: connection
            ).map(Self.record)
        }
    }

    public func pruneRecords(before date: Date) async throws -> Int {
        try await transaction("prune the ledger") { connection in
            try await self.rows(
                """
                WITH pruned AS (DELETE FROM reload_record WHERE date < \(date.timeIntervalSince1970) RETURNING 1)
                SELECT count(*) AS n FROM pruned
                """, on: connection
            ).first?["n"].decode(Int.self) ?? 0
        }
    }

    public func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int] {
        try await read("read the ledger's totals") { connection in
            var totals: [ReloadRecord.Event: Int] = [:]
            for row in try await self.rows(
                "SELECT event, count FROM ledger_total WHERE instance_id = \(instanceID)", on: connection)
            {
                if let event = ReloadRecord.Event(rawValue: try row["event"].decode(String.self)) {
                    totals[event] = try row["count"].decode(Int.self)
                }
            }
            return totals
        }
    }

    // MARK: Rows

    private static func instance(_ row: PostgresRandomAccessRow) throws -> WidgetInstance {
        let id = try row["id"].decode(String.self)
        let familyName = try row["family"].decode(String.self)
        let placementName = try row["placement"].decode(String.self)
        guard let family = WidgetFamily(rawValue: familyName), let placement = WidgetPlacement(rawValue: placementName)
        else {
            throw HostError(
                .storeFailed,
                "Stored instance '\(id)' has family '\(familyName)' and placement '\(placementName)', which this "
                    + "version does not know. Open the store with the version that wrote it.")
        }
        return WidgetInstance(
            id: id, kind: try row["kind"].decode(String.self), family: family, placement: placement,
            configuration: try StoreJSON.value(
                WidgetConfigurationValues.self, from: try row["configuration"].decode(String?.self)),
            created: Date(timeIntervalSince1970: try row["created"].decode(Double.self)))
    }

    private static func control(_ row: PostgresRandomAccessRow) throws -> ControlInstance {
        ControlInstance(
            id: try row["id"].decode(String.self), kind: try row["kind"].decode(String.self),
            configuration: try StoreJSON.value(
                WidgetConfigurationValues.self, from: try row["configuration"].decode(String?.self)),
            created: Date(timeIntervalSince1970: try row["created"].decode(Double.self)))
    }

    private static func plan(_ row: PostgresRandomAccessRow) throws -> ScheduledReload {
        let slotName = try row["slot"].decode(String.self)
        guard let slot = ScheduledReload.Slot(rawValue: slotName) else {
            throw HostError(.storeFailed, "Stored plan has unknown slot '\(slotName)'.")
        }
        return ScheduledReload(
            slot: slot, date: Date(timeIntervalSince1970: try row["date"].decode(Double.self)),
            reason: try reason(try row["reason"].decode(String.self)),
            requestedDate: Date(timeIntervalSince1970: try row["requested_date"].decode(Double.self)),
            failures: try row["failures"].decode(Int.self))
    }

    static func record(_ row: PostgresRandomAccessRow) throws -> ReloadRecord {
        let eventName = try row["event"].decode(String.self)
        guard let event = ReloadRecord.Event(rawValue: eventName) else {
            throw HostError(.storeFailed, "Stored ledger line has unknown event '\(eventName)'.")
        }
        var record = ReloadRecord(
            date: Date(timeIntervalSince1970: try row["date"].decode(Double.self)),
            instanceID: try row["instance_id"].decode(String.self), event: event,
            reason: try reason(try row["reason"].decode(String.self)), counted: try row["counted"].decode(Bool.self),
            budgetLeft: try row["budget_left"].decode(Int.self),
            limit: try row["limit_kind"].decode(String?.self).flatMap(ReloadRecord.Limit.init(rawValue:)),
            detail: try row["detail"].decode(String.self))
        record.repeats = try row["repeats"].decode(Int.self)
        record.lastRepeated = try row["last_repeated"].decode(Double?.self).map(Date.init(timeIntervalSince1970:))
        return record
    }

    private static func reason(_ name: String) throws -> ReloadReason {
        guard let reason = ReloadReason(rawValue: name) else {
            throw HostError(.storeFailed, "Stored reload reason '\(name)' is unknown to this version.")
        }
        return reason
    }
}
