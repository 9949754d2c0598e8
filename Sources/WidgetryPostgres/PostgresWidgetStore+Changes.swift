import Foundation
import PostgresNIO
import WidgetryHost

extension PostgresWidgetStore {
    public func apply(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        try await transaction("save \(changes.count) change(s)") { connection in
            for change in changes { try await self.apply(change, on: connection) }
        }
    }

    func apply(_ change: WidgetStoreChange, on connection: PostgresConnection) async throws {
        switch change {
        case .insertInstance(let instance):
            // ON CONFLICT DO NOTHING waits for a concurrent insert of the same id and then inserts nothing.
            let inserted = try await rows(
                """
                INSERT INTO instance (id, kind, family, placement, configuration, created)
                VALUES (\(instance.id), \(instance.kind), \(instance.family.rawValue), \(instance.placement.rawValue),
                    \(try StoreJSON.text(instance.configuration)), \(instance.created.timeIntervalSince1970))
                ON CONFLICT (id) DO NOTHING
                RETURNING id
                """, on: connection)
            if inserted.isEmpty {
                throw HostError(
                    .instanceExists,
                    "An instance with id '\(instance.id)' exists already. Choose another id, or omit it for a new one.")
            }
        case .updateInstance(let instance):
            let updated = try await rows(
                """
                UPDATE instance SET kind = \(instance.kind), family = \(instance.family.rawValue),
                    placement = \(instance.placement.rawValue),
                    configuration = \(try StoreJSON.text(instance.configuration))
                WHERE id = \(instance.id)
                RETURNING id
                """, on: connection)
            if updated.isEmpty {
                throw HostError(
                    .unknownInstance,
                    "No widget instance with id '\(instance.id)'; it was removed. Add the widget again to edit it.")
            }
        case .deleteInstance(let id):
            try await execute("DELETE FROM instance WHERE id = \(id)", on: connection)
        case .saveTimeline(let timeline):
            try await save(timeline, on: connection)
        case .saveRenderings(let renderings):
            for rendering in renderings {
                try await execute(
                    """
                    INSERT INTO rendering (instance_id, slot, variant, data)
                    VALUES (\(rendering.instanceID), \(rendering.slot.storageIndex), \(rendering.variant.key),
                        \(rendering.data))
                    ON CONFLICT (instance_id, slot, variant) DO UPDATE SET data = EXCLUDED.data
                    """, on: connection)
            }
        case .appendRecords(let records):
            var locked: Set<String> = []
            for record in records {
                if locked.insert(record.instanceID).inserted {
                    try await lockLedger(of: record.instanceID, on: connection)
                }
                try await append(record, on: connection)
            }
        case .pruneLedger(let id, let before, let keepingLast, let protecting):
            try await execute(
                """
                DELETE FROM reload_record
                WHERE instance_id = \(id) AND date < \(protecting.timeIntervalSince1970)
                    AND (date < \(before.timeIntervalSince1970) OR id <= COALESCE(
                        (SELECT id FROM reload_record WHERE instance_id = \(id)
                            ORDER BY id DESC LIMIT 1 OFFSET \(max(0, keepingLast))), -1))
                """, on: connection)
        case .saveState(let state):
            try await save(state, on: connection)
        case .saveControl(let control):
            try await execute(
                """
                INSERT INTO control (id, kind, configuration, created)
                VALUES (\(control.id), \(control.kind), \(try StoreJSON.text(control.configuration)),
                    \(control.created.timeIntervalSince1970))
                ON CONFLICT (id) DO UPDATE SET kind = EXCLUDED.kind, configuration = EXCLUDED.configuration
                """, on: connection)
        case .deleteControl(let id):
            try await execute("DELETE FROM control WHERE id = \(id)", on: connection)
        case .saveStack, .deleteStack, .appendStackRecords:
            try await applyStackChange(change, on: connection)
        case .requireLeases(let leases):
            try await requireLeases(leases, on: connection)
        }
    }

    /// Locks the leases' rows until the transaction ends (a host taking one over waits, then finds the plan no
    /// longer due) and fails when one of them is no longer the host's.
    private func requireLeases(_ leases: [WorkLease], on connection: PostgresConnection) async throws {
        guard !leases.isEmpty else { return }
        let held = try await rows(
            """
            SELECT instance_id, slot FROM lease
            WHERE (instance_id, slot, host_id) IN (
                SELECT * FROM unnest(\(leases.map(\.plan.instanceID)), \(leases.map(\.plan.slot.rawValue)),
                    \(leases.map(\.hostID))))
            ORDER BY instance_id, slot
            FOR UPDATE
            """, on: connection)
        guard held.count == leases.count else {
            let lease = leases[0]
            throw HostError(
                .leaseLost,
                "Host '\(lease.hostID)' no longer holds the lease on the \(lease.plan.slot.rawValue) reload of "
                    + "'\(lease.plan.instanceID)': another host took it over after it expired, so this outcome is not "
                    + "stored. Give the hosts a longer lease (serve --lease-seconds) if their reloads outlast it.")
        }
    }

    /// Takes the instance's row lock until the transaction ends, so two hosts appending to one ledger take turns:
    /// each sees the other's last line before it coalesces. (Foreign keys take a weaker lock, so inserts of other
    /// rows of the instance are not held up.)
    private func lockLedger(of instanceID: String, on connection: PostgresConnection) async throws {
        try await execute("SELECT 1 FROM instance WHERE id = \(instanceID) FOR NO KEY UPDATE", on: connection)
    }

    /// Appends a ledger line, or folds a repeated refusal into the previous line, and counts it in the totals.
    private func append(_ record: ReloadRecord, on connection: PostgresConnection) async throws {
        try await execute(
            """
            INSERT INTO ledger_total (instance_id, event, count) VALUES (\(record.instanceID), \(record.event.rawValue), 1)
            ON CONFLICT (instance_id, event) DO UPDATE SET count = ledger_total.count + 1
            """, on: connection)
        let last = try await rows(
            "SELECT * FROM reload_record WHERE instance_id = \(record.instanceID) ORDER BY id DESC LIMIT 1",
            on: connection
        ).first
        if let last, try Self.record(last).coalesces(with: record) {
            try await execute(
                """
                UPDATE reload_record SET repeats = repeats + 1, last_repeated = \(record.date.timeIntervalSince1970)
                WHERE id = \(try last["id"].decode(Int.self))
                """, on: connection)
            return
        }
        try await execute(
            """
            INSERT INTO reload_record
                (instance_id, date, event, reason, counted, budget_left, limit_kind, detail, repeats, last_repeated)
            VALUES (\(record.instanceID), \(record.date.timeIntervalSince1970), \(record.event.rawValue),
                \(record.reason.rawValue), \(record.counted), \(record.budgetLeft), \(record.limit?.rawValue),
                \(record.detail), \(record.repeats), \(record.lastRepeated?.timeIntervalSince1970))
            """, on: connection)
    }

    private func save(_ timeline: TimelineRecord, on connection: PostgresConnection) async throws {
        let id = timeline.instanceID
        try await execute("DELETE FROM timeline_entry WHERE instance_id = \(id)", on: connection)
        try await execute("DELETE FROM rendering WHERE instance_id = \(id) AND slot >= 0", on: connection)
        try await execute(
            """
            INSERT INTO timeline (instance_id, reason, installed_at, policy, truncated_from, date_shift)
            VALUES (\(id), \(timeline.reason.rawValue), \(timeline.installedAt.timeIntervalSince1970),
                \(try StoreJSON.text(timeline.policy) ?? "null"), \(timeline.truncatedFrom), \(timeline.dateShift))
            ON CONFLICT (instance_id) DO UPDATE SET reason = EXCLUDED.reason, installed_at = EXCLUDED.installed_at,
                policy = EXCLUDED.policy, truncated_from = EXCLUDED.truncated_from, date_shift = EXCLUDED.date_shift
            """, on: connection)
        guard !timeline.entries.isEmpty else { return }
        // One statement for every entry: a timeline can hold hundreds.
        let entries = timeline.entries
        try await execute(
            """
            INSERT INTO timeline_entry (instance_id, entry_index, date, summary, relevance, relevance_duration)
            SELECT \(id), entry_index, date, summary, CASE WHEN has_relevance THEN relevance END,
                CASE WHEN has_duration THEN duration END
            FROM unnest(\(entries.map(\.index)), \(entries.map { $0.date.timeIntervalSince1970 }),
                \(entries.map(\.summary)), \(entries.map { $0.relevance != nil }), \(entries.map { $0.relevance ?? 0 }),
                \(entries.map { $0.relevanceDuration != nil }), \(entries.map { $0.relevanceDuration ?? 0 }))
                AS entry (entry_index, date, summary, has_relevance, relevance, has_duration, duration)
            """, on: connection)
    }

    private func save(_ state: StoredInstanceState, on connection: PostgresConnection) async throws {
        let id = state.instanceID
        try await execute(
            """
            INSERT INTO instance_state (instance_id, last_reload, failures, placeholder_date, placeholder_summary)
            VALUES (\(id), \(state.lastReload?.timeIntervalSince1970), \(state.failures),
                \(state.placeholder?.date.timeIntervalSince1970), \(state.placeholder?.summary))
            ON CONFLICT (instance_id) DO UPDATE SET last_reload = EXCLUDED.last_reload,
                failures = EXCLUDED.failures, placeholder_date = EXCLUDED.placeholder_date,
                placeholder_summary = EXCLUDED.placeholder_summary
            """, on: connection)
        try await execute("DELETE FROM scheduled_reload WHERE instance_id = \(id)", on: connection)
        for plan in state.scheduled {
            try await execute(
                """
                INSERT INTO scheduled_reload (instance_id, slot, date, reason, requested_date, failures)
                VALUES (\(id), \(plan.slot.rawValue), \(plan.date.timeIntervalSince1970), \(plan.reason.rawValue),
                    \(plan.requestedDate.timeIntervalSince1970), \(plan.failures))
                ON CONFLICT (instance_id, slot) DO UPDATE SET date = EXCLUDED.date, reason = EXCLUDED.reason,
                    requested_date = EXCLUDED.requested_date, failures = EXCLUDED.failures
                """, on: connection)
        }
    }
}
