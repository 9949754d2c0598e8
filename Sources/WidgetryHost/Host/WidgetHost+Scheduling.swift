import Foundation
import WidgetryKit

extension WidgetHost {
    /// Plans a reload in its slot, replacing the slot's previous plan, and queues its event.
    func setPlan(_ plan: ScheduledReload, for id: String) {
        guard instances[id] != nil else { return }
        instances[id]?.plans[plan.slot] = (plan, scheduler.schedule(.reload(plan.slot), for: id, at: plan.date))
    }

    /// Forgets a slot's plan; its heap event becomes stale.
    func clearPlan(_ slot: ScheduledReload.Slot, for id: String) {
        instances[id]?.plans[slot] = nil
    }

    /// Queues the next entry change after `date`, if the timeline has one.
    func scheduleNextEntryChange(for id: String, after date: Date) {
        guard let state = instances[id] else { return }
        instances[id]?.entryChangeSequence = nil
        guard let next = state.display.first(where: { $0.date > date }) else { return }
        instances[id]?.entryChangeSequence = scheduler.schedule(.entryChange, for: id, at: next.date)
    }

    /// Whether a heap event still stands for a live plan or entry change.
    func isLive(_ event: ScheduledEvent) -> Bool {
        if event.kind == .stackBoundary { return isLiveStackBoundary(event) }
        guard let state = instances[event.instanceID] else { return false }
        switch event.kind {
        case .reload(let slot): return state.plans[slot]?.sequence == event.sequence
        case .entryChange: return state.entryChangeSequence == event.sequence
        case .stackBoundary: return false
        }
    }

    /// Asks the clock to wake the host at the earliest live event.
    func arm() {
        guard !isStopped else { return }
        switch scheduler.nextWake(isLive: { isLive($0) }) {
        case .unchanged: return
        case .cancel: clock.cancelWakeUp(scheduler.wakeUpID)
        case .set(let date):
            clock.setWakeUp(scheduler.wakeUpID, at: date) { [weak self] in
                await self?.fireDueEvents()
            }
        }
    }

    /// Runs every event due now: entry changes first, then one reload per instance, instances concurrently.
    func fireDueEvents() async {
        scheduler.disarm()
        guard !isStopped else { return }
        beginWork()
        defer { endWork() }
        let now = clock.now
        var reloads: [String: [(ScheduledReload, ScheduledEvent)]] = [:]
        while let event = scheduler.popDue(at: now, isLive: { isLive($0) }) {
            switch event.kind {
            case .entryChange:
                scheduler.statistics.entryChanges += 1
                showEntryChange(for: event.instanceID, at: event.date)
            case .reload(let slot):
                guard let plan = instances[event.instanceID]?.plans[slot]?.plan else { continue }
                clearPlan(slot, for: event.instanceID)
                scheduler.statistics.plannedReloads += 1
                reloads[event.instanceID, default: []].append((plan, event))
            case .stackBoundary:
                stackBoundaryFired(event.instanceID)
            }
        }
        await settleStacks()
        // In the order the instances were added (their generations grow with it), without walking every instance.
        let batches = reloads.map { id, plans in
            (id: id, plans: plans.map(\.0), generation: instances[id]?.generation ?? 0)
        }
        .sorted { $0.generation < $1.generation }
        await runDue(batches.map { (id: $0.id, plans: $0.plans) })
        arm()
    }

    /// Runs the plans the clock fired: claimed first when hosts share the store (exactly one of them runs each),
    /// else at most ``HostConfiguration/maximumConcurrentReloads`` at once.
    private func runDue(_ batches: [(id: String, plans: [ScheduledReload])]) async {
        if case .claimed(let leases, let refused) = await workClaims.claimFired(batches) {
            await runClaimed(batches, granted: leases, refused: refused)
            return
        }
        // One instance due (the usual case: dates rarely coincide) needs no task group.
        if batches.count == 1 {
            await runPlanned(batches[0].plans, for: batches[0].id, run: .fired)
            return
        }
        await forEachReload(of: batches) { batch in await self.runPlanned(batch.plans, for: batch.id, run: .fired) }
    }

    /// Runs `reload` for each item, at most ``HostConfiguration/maximumConcurrentReloads`` at once: a million due
    /// together must not be a million tasks.
    func forEachReload<Item: Sendable>(
        of items: [Item], _ reload: @escaping @Sendable (Item) async -> Void
    ) async {
        let limit = max(1, configuration.maximumConcurrentReloads)
        await withTaskGroup(of: Void.self) { group in
            var running = 0
            for item in items {
                if running >= limit {
                    await group.next()
                    running -= 1
                }
                group.addTask { await reload(item) }
                running += 1
            }
        }
    }

    /// Runs the plans that fell due together for one instance as one reload.
    func runPlanned(_ plans: [ScheduledReload], for id: String, run: ReloadRun) async {
        let priority: [ScheduledReload.Slot] = [.request, .policy, .retry]
        let sorted = plans.sorted {
            (priority.firstIndex(of: $0.slot) ?? 0) < (priority.firstIndex(of: $1.slot) ?? 0)
        }
        guard let chosen = sorted.first else { return }
        let also = sorted.dropFirst().map(\.reason.rawValue)
        await reload(id, reason: chosen.reason, plan: chosen, merged: also, run: run)
        arm()
    }

    /// Shows the entry the display schedule has at a date and queues the next change.
    func showEntryChange(for id: String, at date: Date) {
        guard let state = instances[id], let shown = state.shownEntry(at: date) else { return }
        instances[id]?.shown = shown
        publish(.entryShown(shown))
        noteStackMemberChanged(id)
        scheduleNextEntryChange(for: id, after: date)
    }
}
