import Foundation

/// The claims of a host sharing its store with other hosts, over the store's ``ScheduledWorkClaims``: each due plan
/// is claimed under a lease before it runs, held leases are renewed a third of a lease apart, given back when their
/// work is stored and required in the transaction that stores it, and due work no live lease holds is looked for
/// every ``HostConfiguration/workSweepInterval``.
final class SharedStoreClaims: WorkClaims {
    /// The store's claims.
    let claims: any ScheduledWorkClaims
    /// The host claiming (``HostConfiguration/hostID``).
    let hostID: String
    /// How long a lease lasts unless renewed.
    let leaseDuration: TimeInterval
    /// How often to look for due work no lease holds.
    let sweepInterval: TimeInterval
    /// The host's clock: the dates of claims, and the renewal and sweep wake-ups.
    let clock: any HostClock
    /// Where failures to reach the store are told.
    let logger: any HostLogger

    /// The leases this host holds, by plan: the reloads it is running now.
    private(set) var held: [PlanKey: WorkLease] = [:]
    /// Instances whose claimed reload was taken over while it ran: read again from the store once it ends.
    private(set) var lost: Set<String> = []
    /// When the renewal wake-up is set for, if it is.
    private(set) var renewalDate: Date?
    private let renewalWakeUpID = UUID()
    private let sweepWakeUpID = UUID()

    /// Creates the claims of one host.
    init(
        _ claims: any ScheduledWorkClaims, hostID: String, leaseDuration: TimeInterval, sweepInterval: TimeInterval,
        clock: any HostClock, logger: any HostLogger
    ) {
        self.claims = claims
        self.hostID = hostID
        self.leaseDuration = leaseDuration
        self.sweepInterval = sweepInterval
        self.clock = clock
        self.logger = logger
    }

    var readsAskedReloadsFromStore: Bool { true }

    nonisolated(nonsending) func claimFired(_ batches: [(id: String, plans: [ScheduledReload])]) async -> FiredWork {
        // A plan this host is running already (found by a sweep, or fired again) is not claimed twice.
        let keys = batches.flatMap { batch in
            batch.plans.map { PlanKey(instanceID: batch.id, slot: $0.slot) }
        }.filter { held[$0] == nil }
        guard !keys.isEmpty else { return .claimed([], refused: 0) }
        let granted: [PlanKey: WorkLease]
        do {
            granted = try await claims.claim(keys, hostID: hostID, now: clock.now, leaseDuration: leaseDuration)
        } catch {
            // The plans stay in the store, due: a sweep (here or on another host) claims them when it can.
            log(.error, nil, "Could not claim \(keys.count) due reload(s) in the shared store: \(error)")
            return .claimed([], refused: 0)
        }
        let leases = Array(granted.values)
        hold(leases)
        return .claimed(leases, refused: keys.count - granted.count)
    }

    nonisolated(nonsending) func claimUnheld(limit: Int) async -> [WorkLease]? {
        let due: [WorkLease]
        do {
            due = try await claims.claimDue(hostID: hostID, now: clock.now, leaseDuration: leaseDuration, limit: limit)
        } catch {
            log(.error, nil, "Could not look for due work in the shared store: \(error)")
            return nil
        }
        let leases = due.filter { held[$0.plan] == nil }
        hold(leases)
        return leases
    }

    private func hold(_ leases: [WorkLease]) {
        for lease in leases { held[lease.plan] = lease }
    }

    nonisolated(nonsending) func release(_ leases: [WorkLease]) async {
        guard !leases.isEmpty else { return }
        for lease in leases { held[lease.plan] = nil }
        do {
            try await claims.release(leases)
        } catch {
            // They expire by themselves; another host then finds the stored plans, which are no longer due.
            log(.warning, nil, "Could not release \(leases.count) lease(s); they expire by themselves: \(error)")
        }
    }

    nonisolated(nonsending) func stillHolds(_ leases: [WorkLease]) async -> LeaseCheck {
        guard !leases.isEmpty else { return .held }
        do {
            let renewed = try await claims.renew(leases, now: clock.now, leaseDuration: leaseDuration)
            if renewed.count == leases.count { return .held }
        } catch {
            log(.warning, leases[0].plan.instanceID, "Could not renew the reload's lease: \(error)")
            return .unconfirmed
        }
        log(
            .warning, leases[0].plan.instanceID,
            "Another host took this reload over after its lease expired; its outcome is dropped here.")
        return .lost
    }

    func storeRequirements(for run: ReloadRun) -> [WidgetStoreChange] {
        run.leases.isEmpty ? [] : [.requireLeases(run.leases)]
    }

    func armRenewal(_ renew: @escaping @Sendable () async -> Void) {
        guard !held.isEmpty, renewalDate == nil else { return }
        let date = clock.now.addingTimeInterval(leaseDuration / 3)
        renewalDate = date
        clock.setWakeUp(renewalWakeUpID, at: date, renew)
    }

    nonisolated(nonsending) func renewHeld() async {
        renewalDate = nil
        guard !held.isEmpty else { return }
        let leases = Array(held.values)
        do {
            let renewed = try await claims.renew(leases, now: clock.now, leaseDuration: leaseDuration)
            let kept = Set(renewed.map(\.plan))
            for lease in leases where held[lease.plan] != nil {
                held[lease.plan] = kept.contains(lease.plan) ? lease : nil
            }
        } catch {
            log(.warning, nil, "Could not renew \(leases.count) lease(s): \(error)")
        }
    }

    func armSweep(_ sweep: @escaping @Sendable () async -> Void) {
        clock.setWakeUp(sweepWakeUpID, at: clock.now.addingTimeInterval(max(sweepInterval, 0.001)), sweep)
    }

    func noteLost(_ instanceID: String) {
        lost.insert(instanceID)
    }

    func takeLost(_ instanceID: String) -> Bool {
        lost.remove(instanceID) != nil
    }

    func stop() {
        clock.cancelWakeUp(sweepWakeUpID)
        clock.cancelWakeUp(renewalWakeUpID)
    }

    private func log(_ level: HostLogMessage.Level, _ instanceID: String?, _ message: String) {
        logger.log(HostLogMessage(level: level, date: clock.now, instanceID: instanceID, message: message))
    }
}
