import Foundation
import GRDB
import WidgetryHost

extension SQLiteWidgetStore: ScheduledWorkClaims {
    /// One host per file: the host runs its reloads without claiming them.
    public var sharesWork: Bool { false }

    /// One host per file: every stored, due plan is granted.
    public func claim(_ plans: [PlanKey], hostID: String, now: Date, leaseDuration: TimeInterval) async throws
        -> [PlanKey: WorkLease]
    {
        let due = try await claimDue(hostID: hostID, now: now, leaseDuration: leaseDuration, limit: Int.max)
        let wanted = Set(plans)
        return Dictionary(due.filter { wanted.contains($0.plan) }.map { ($0.plan, $0) }) { first, _ in first }
    }

    /// One host per file: every due plan, the most overdue first.
    public func claimDue(hostID: String, now: Date, leaseDuration: TimeInterval, limit: Int) async throws
        -> [WorkLease]
    {
        let rows = try await read("read the due reloads") { db in
            try Row.fetchAll(
                db, sql: "SELECT instanceID, slot, date FROM scheduledReload WHERE date <= ? ORDER BY date LIMIT ?",
                arguments: [now.timeIntervalSince1970, max(0, min(limit, Int(Int32.max)))]
            ).map { (id: $0["instanceID"] as String, slot: $0["slot"] as String, date: $0["date"] as Double) }
        }
        return rows.compactMap { row in
            ScheduledReload.Slot(rawValue: row.slot).map {
                WorkLease(
                    plan: PlanKey(instanceID: row.id, slot: $0), hostID: hostID,
                    due: Date(timeIntervalSince1970: row.date), expires: now.addingTimeInterval(leaseDuration))
            }
        }
    }

    /// One host per file: nobody can take a lease over, so every one is renewed.
    public func renew(_ leases: [WorkLease], now: Date, leaseDuration: TimeInterval) async throws -> [WorkLease] {
        leases.map {
            WorkLease(plan: $0.plan, hostID: $0.hostID, due: $0.due, expires: now.addingTimeInterval(leaseDuration))
        }
    }

    /// One host per file: nothing is held.
    public func release(_ leases: [WorkLease]) async throws {}
}
