import Foundation
import WidgetryKit

extension WidgetHost {
    // MARK: Claiming

    /// Claims the due plans of a batch and runs the granted ones; the others belong to another host, which
    /// stores the next plan when it is done (this host reads it when the other host's events arrive, or at a
    /// sweep).
    func runClaimed(_ batches: [(id: String, plans: [ScheduledReload])], granted leases: [WorkLease], refused: Int)
        async
    {
        scheduler.statistics.claimsRefused += refused
        let fired = Dictionary(batches.map { ($0.id, $0.plans) }) { first, _ in first }
        await run(leases, fired: fired)
    }

    /// Looks for due plans no live lease holds (a dead host's, or those of widgets added through another host this
    /// one has not heard of yet), runs them, and sets the next sweep.
    func sweepForWork() async {
        guard !isStopped else { return }
        beginWork()
        defer { endWork() }
        guard let leases = await workClaims.claimUnheld(limit: max(1, configuration.maximumConcurrentReloads)) else {
            armSweep()
            return
        }
        scheduler.statistics.sweeps += 1
        await run(leases, fired: [:])
        armSweep()
        arm()
    }

    /// Sets the next sweep for due work, when other hosts can leave work behind.
    func armSweep() {
        guard !isStopped else { return }
        workClaims.armSweep { [weak self] in await self?.sweepForWork() }
    }

    /// Reads the leased instances from the store, then runs each one's leased plans as one reload (at most
    /// ``HostConfiguration/maximumConcurrentReloads`` at once), releasing the leases as each ends.
    ///
    /// `fired` has the plans this host's own queue fired, for instances it is busy with (their state in memory is
    /// newer than the store's).
    private func run(_ leases: [WorkLease], fired: [String: [ScheduledReload]]) async {
        guard !leases.isEmpty else { return }
        for lease in leases {
            if let previous = lease.takenOverFrom {
                scheduler.statistics.leaseTakeovers += 1
                configuration.metrics?.countLeaseTakeovers(1)
                log(
                    .info, lease.plan.instanceID,
                    "Took over the \(lease.plan.slot.rawValue) reload due at \(lease.due.ISO8601Format()) from host "
                        + "'\(previous)', whose lease on it expired.")
            }
        }
        armRenewal()
        let byInstance = Dictionary(grouping: leases, by: \.plan.instanceID)
        let plans = await readClaimed(byInstance, fired: fired)
        let batches = byInstance.keys.sorted { (instances[$0]?.generation ?? 0) < (instances[$1]?.generation ?? 0) }
        await forEachReload(of: batches) { id in
            let held = byInstance[id] ?? []
            if let planned = plans[id], !planned.isEmpty {
                await self.runPlanned(planned, for: id, run: .claimed(held))
            }
            await self.releaseLeases(held)
        }
    }

    /// Reads the instances of claimed plans from the store and returns each one's claimed plans as stored (the
    /// store's are the latest: another host may have changed them since this host last read them).
    private func readClaimed(_ leases: [String: [WorkLease]], fired: [String: [ScheduledReload]]) async
        -> [String: [ScheduledReload]]
    {
        let claimed = Set(leases.values.joined().map(\.plan))
        let fresh = await readFromStore(Array(leases.keys), leaving: claimed)
        var plans: [String: [ScheduledReload]] = [:]
        for (id, held) in leases {
            let slots = Set(held.map(\.plan.slot))
            if let stored = fresh[id] {
                plans[id] = stored.filter { slots.contains($0.slot) }
            } else if let state = instances[id] {
                // Busy here (a reload or an edit in progress): this host's state is the newer one.
                let queued = slots.compactMap { slot in state.plans[slot]?.plan }
                plans[id] = (fired[id] ?? []).filter { slots.contains($0.slot) } + queued
                for slot in slots { clearPlan(slot, for: id) }
            }
        }
        return plans
    }

    /// Gives leases back once their work is stored.
    private func releaseLeases(_ leases: [WorkLease]) async {
        await workClaims.release(leases)
    }

    // MARK: Renewing

    /// Sets the renewal of the held leases a third of a lease from now, unless one is set already.
    private func armRenewal() {
        guard !isStopped else { return }
        workClaims.armRenewal { [weak self] in await self?.renewHeldLeases() }
    }

    /// Renews every lease held while its work runs; a lease another host took over meanwhile is dropped, and the
    /// reload holding it stores nothing (see ``stillHolds(_:)``).
    private func renewHeldLeases() async {
        await workClaims.renewHeld()
        armRenewal()
    }

    /// Whether this host still holds the leases of the reload the current task runs: renewed just before its
    /// outcome is stored, so a host that stalled past its lease never stores a reload another host ran again.
    func stillHolds(_ leases: [WorkLease]) async -> Bool {
        switch await workClaims.stillHolds(leases) {
        case .held: return true
        case .lost:
            scheduler.statistics.leasesLost += 1
            return false
        case .unconfirmed: return false
        }
    }

    // MARK: Reading instances again

    /// Reads instances again from the store, which hosts sharing it change: their configuration, timeline,
    /// budget, ledger position and planned reloads; instances added elsewhere are added here, and those removed
    /// elsewhere are forgotten (the store is not touched).
    ///
    /// An instance this host is reloading or editing keeps its state: its own write is the newer one. Nothing is
    /// published: the host that made the change published it.
    ///
    /// - Parameter ids: The instances.
    /// - Returns: The ids whose state was read again, added or forgotten.
    @discardableResult
    public func refreshFromStore(_ ids: [String]) async -> [String] {
        let read = Array(Set(ids).filter { !isBusy($0) })
        _ = await readFromStore(read, leaving: [])
        arm()
        return read
    }

    /// Whether this host is writing an instance's state now.
    private func isBusy(_ id: String) -> Bool {
        instances[id]?.isReloading == true || mutationQueues[id] != nil
    }

    /// Reads instances from the store into memory, without the plans of `leaving` (this host runs those now), and
    /// returns the plans the store has for each instance read; a busy instance is not read.
    private func readFromStore(_ ids: [String], leaving: Set<PlanKey>) async -> [String: [ScheduledReload]] {
        let wanted = Array(Set(ids).filter { !isBusy($0) })
        guard !wanted.isEmpty else { return [:] }
        let now = clock.now
        let stored: StoredHostState
        do {
            stored = try await store.load(instanceIDs: wanted, now: now)
        } catch {
            log(.error, nil, "Could not read \(wanted.count) widget(s) again from the shared store: \(error)")
            return [:]
        }
        var plans: [String: [ScheduledReload]] = [:]
        let found = Dictionary(stored.instances.map { ($0.id, $0) }) { first, _ in first }
        for id in wanted where !isBusy(id) {
            guard let instance = found[id] else {
                if instances[id] != nil { forget(id) }
                continue
            }
            let saved = stored.states[id] ?? StoredInstanceState(instanceID: id)
            guard
                install(
                    instance, saved: saved, timeline: stored.timelines[id], uses: stored.budgetUses[id] ?? [],
                    leaving: leaving, now: now)
            else { continue }
            plans[id] = saved.scheduled
        }
        return plans
    }

    /// Replaces an instance's state in memory by the stored one.
    private func install(
        _ instance: WidgetInstance, saved: StoredInstanceState, timeline: TimelineRecord?, uses: [Date],
        leaving: Set<PlanKey>, now: Date
    ) -> Bool {
        guard let widget = bundle.widgets.first(where: { $0.kind == instance.kind && $0.role == .widget }),
            widget.provider != nil
        else { return false }
        let previous = instances[instance.id]
        var state = InstanceState(
            instance: instance, shared: sharedWidget(widget),
            budget: ReloadBudget(uses: uses, limit: configuration.limits.dailyReloadBudget))
        state.lastReload = saved.lastReload
        state.failures = saved.failures
        state.placeholder = saved.placeholder
        if let timeline {
            state.timeline = timeline
            state.display = DisplaySchedule.changes(
                entries: timeline.entries, from: timeline.installedAt, floor: configuration.displayFloor)
        }
        state.shown = state.shownEntry(at: now)
        if let previous {
            state.generation = previous.generation
        } else {
            state.generation = scheduler.nextSequence()
            order.append(instance.id)
        }
        instances[instance.id] = state
        for plan in saved.scheduled where !leaving.contains(PlanKey(instanceID: instance.id, slot: plan.slot)) {
            setPlan(plan, for: instance.id)
        }
        scheduleNextEntryChange(for: instance.id, after: now)
        noteStackMemberChanged(instance.id)
        return true
    }

    /// Drops an instance another host removed from memory.
    private func forget(_ id: String) {
        instances[id] = nil
        order.removeAll { $0 == id }
        lastPruned[id] = nil
    }
}
