import Foundation
import PostgresNIO
import WidgetryHost

extension PostgresWidgetStore: ScheduledWorkClaims {
    /// Migration 4: leases on planned reloads, one row per plan, held by a host until it expires.
    static let leasesMigration = PostgresMigration(
        version: 4, name: "leases on planned reloads",
        statements: [
            """
            CREATE TABLE lease (
                instance_id text NOT NULL REFERENCES instance(id) ON DELETE CASCADE,
                slot text NOT NULL,
                host_id text NOT NULL,
                expires double precision NOT NULL,
                taken_over_from text,
                PRIMARY KEY (instance_id, slot)
            )
            """,
            "CREATE INDEX lease_by_host ON lease (host_id)",
        ])

    /// Every host on the database shares the work: each claims a reload before it runs it.
    public var sharesWork: Bool { true }

    public func claim(_ plans: [PlanKey], hostID: String, now: Date, leaseDuration: TimeInterval) async throws
        -> [PlanKey: WorkLease]
    {
        guard !plans.isEmpty else { return [:] }
        let leases = try await claim(
            hostID: hostID, now: now, leaseDuration: leaseDuration, limit: plans.count,
            only: (plans.map(\.instanceID), plans.map(\.slot.rawValue)))
        return Dictionary(leases.map { ($0.plan, $0) }) { first, _ in first }
    }

    public func claimDue(hostID: String, now: Date, leaseDuration: TimeInterval, limit: Int) async throws
        -> [WorkLease]
    {
        try await claim(hostID: hostID, now: now, leaseDuration: leaseDuration, limit: limit, only: nil)
    }

    /// Leases due plans in one statement: the plan rows are locked with `SKIP LOCKED`, so hosts claiming at once
    /// split the work instead of waiting for each other, and the lease is written only where no other host holds
    /// a live one (checked again on conflict, against the latest committed lease).
    private func claim(
        hostID: String, now: Date, leaseDuration: TimeInterval, limit: Int, only: ([String], [String])?
    ) async throws -> [WorkLease] {
        let nowSeconds = now.timeIntervalSince1970
        let expires = nowSeconds + leaseDuration
        let everyPlan = only == nil
        // Named plans include those this host holds (their leases are renewed); a search for work skips them.
        let ownLeases = !everyPlan
        let ids = only?.0 ?? []
        let slots = only?.1 ?? []
        let query: PostgresQuery = """
            WITH due AS (
                SELECT p.instance_id, p.slot, p.date FROM scheduled_reload p
                LEFT JOIN lease l ON l.instance_id = p.instance_id AND l.slot = p.slot
                WHERE p.date <= \(nowSeconds)
                    AND (l.instance_id IS NULL OR l.expires <= \(nowSeconds)
                        OR (\(ownLeases) AND l.host_id = \(hostID)))
                    AND (\(everyPlan) OR (p.instance_id, p.slot) IN (SELECT * FROM unnest(\(ids), \(slots))))
                ORDER BY p.date LIMIT \(max(0, limit))
                FOR UPDATE OF p SKIP LOCKED
            ), leased AS (
                INSERT INTO lease (instance_id, slot, host_id, expires, taken_over_from)
                SELECT instance_id, slot, \(hostID), \(expires), NULL FROM due
                ON CONFLICT (instance_id, slot) DO UPDATE SET host_id = EXCLUDED.host_id, expires = EXCLUDED.expires,
                    taken_over_from = CASE WHEN lease.host_id <> EXCLUDED.host_id THEN lease.host_id END
                WHERE lease.expires <= \(nowSeconds) OR (\(ownLeases) AND lease.host_id = EXCLUDED.host_id)
                RETURNING instance_id, slot, expires, taken_over_from
            )
            SELECT leased.*, due.date FROM leased JOIN due USING (instance_id, slot) ORDER BY due.date
            """
        return try await transaction("claim due reloads") { connection in
            try await self.rows(query, on: connection).compactMap { row in
                guard let slot = ScheduledReload.Slot(rawValue: try row["slot"].decode(String.self)) else { return nil }
                return WorkLease(
                    plan: PlanKey(instanceID: try row["instance_id"].decode(String.self), slot: slot),
                    hostID: hostID, due: Date(timeIntervalSince1970: try row["date"].decode(Double.self)),
                    expires: Date(timeIntervalSince1970: try row["expires"].decode(Double.self)),
                    takenOverFrom: try row["taken_over_from"].decode(String?.self))
            }
        }
    }

    public func renew(_ leases: [WorkLease], now: Date, leaseDuration: TimeInterval) async throws -> [WorkLease] {
        guard !leases.isEmpty else { return [] }
        let expires = now.timeIntervalSince1970 + leaseDuration
        // A lease is still this host's while no other host has taken it over, expired or not.
        let renewed = try await transaction("renew leases") { connection in
            try await self.rows(
                """
                UPDATE lease SET expires = \(expires)
                WHERE (instance_id, slot, host_id) IN (
                    SELECT * FROM unnest(\(leases.map(\.plan.instanceID)), \(leases.map(\.plan.slot.rawValue)),
                        \(leases.map(\.hostID))))
                RETURNING instance_id, slot, host_id
                """, on: connection
            ).map {
                "\(try $0["instance_id"].decode(String.self))\u{0}\(try $0["slot"].decode(String.self))\u{0}"
                    + (try $0["host_id"].decode(String.self))
            }
        }
        let kept = Set(renewed)
        return leases.filter { kept.contains("\($0.plan.instanceID)\u{0}\($0.plan.slot.rawValue)\u{0}\($0.hostID)") }
            .map {
                WorkLease(
                    plan: $0.plan, hostID: $0.hostID, due: $0.due, expires: Date(timeIntervalSince1970: expires),
                    takenOverFrom: $0.takenOverFrom)
            }
    }

    public func release(_ leases: [WorkLease]) async throws {
        guard !leases.isEmpty else { return }
        try await transaction("release leases") { connection in
            try await self.execute(
                """
                DELETE FROM lease
                WHERE (instance_id, slot, host_id) IN (
                    SELECT * FROM unnest(\(leases.map(\.plan.instanceID)), \(leases.map(\.plan.slot.rawValue)),
                        \(leases.map(\.hostID))))
                """, on: connection)
        }
    }
}
