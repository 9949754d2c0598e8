import Foundation
import WidgetryKit

extension WidgetHost {
    /// How many instances the store hands over at a time while the host resumes.
    static let resumeBatchSize = 16_384

    /// Loads the store's state into memory, replans every instance and arms the clock.
    ///
    /// A million instances resume in one pass, batch by batch as the store reads them
    /// (``WidgetStore/loadInParts(now:batchSize:)``): each state is built whole and added to the table once (room
    /// for all of them reserved at the first batch), and their heap events are gathered and put in heap order
    /// together, in linear time, instead of being inserted one by one.
    func resume() async throws {
        let now = clock.now
        // The first widget of each kind, as a lookup by kind finds it; one without a provider shows nothing.
        var widgetsByKind: [String: SharedWidget?] = [:]
        for widget in bundle.widgets where widget.role == .widget && widgetsByKind[widget.kind] == nil {
            widgetsByKind[widget.kind] = .some(widget.provider == nil ? nil : sharedWidget(widget))
        }
        var events: [ScheduledEvent] = []
        var rest = StoredHostState()
        var reserved = false
        // Ledgers stay in the store (``ledger(for:)`` reads them there): a million instances' lines would not fit.
        for try await part in store.loadInParts(now: now, batchSize: Self.resumeBatchSize) {
            switch part {
            case .instances(let batch):
                if !reserved {
                    reserved = true
                    instances.reserveCapacity(instances.count + batch.instanceTotal)
                    order.reserveCapacity(order.count + batch.instanceTotal)
                    events.reserveCapacity(batch.instanceTotal * 2)
                }
                resumeBatch(batch, widgetsByKind: widgetsByKind, now: now, events: &events)
            case .controlsAndStacks(let stored):
                rest = stored
            }
        }
        scheduler.queue(events)
        for control in rest.controls {
            controls[control.id] = ControlState(instance: control, value: nil, updated: now)
        }
        resumeStacks(rest)
        arm()
        armSweep()
    }

    /// Builds the states of one batch of stored instances and appends their heap events to `events`.
    private func resumeBatch(
        _ batch: StoredInstanceBatch, widgetsByKind: [String: SharedWidget?], now: Date,
        events: inout [ScheduledEvent]
    ) {
        for position in 0..<batch.count {
            let instance = batch.instances[position]
            guard let shared = widgetsByKind[instance.kind] ?? nil else {
                log(
                    .warning, instance.id,
                    "Stored widget of kind '\(instance.kind)' is not in bundle '\(bundle.name)'; it stays in the store "
                        + "but is not shown. Kinds in this bundle: "
                        + HostError.quotedList(bundle.timelineWidgets.map(\.kind)) + ".")
                continue
            }
            let state = resumedState(
                instance, shared: shared, saved: batch.states[position], timeline: batch.timelines[position],
                uses: batch.budgetUses[position], now: now, events: &events)
            instances.append(state)
            order.append(instance.id)
        }
    }

    /// One instance's state as the store left it, with its plans and next entry change given sequence numbers (in
    /// the order ``setPlan(_:for:)`` and ``scheduleNextEntryChange(for:after:)`` would give them) and their heap
    /// events appended to `events`.
    private func resumedState(
        _ instance: WidgetInstance, shared: SharedWidget, saved: StoredInstanceState?, timeline: TimelineRecord?,
        uses: [Date], now: Date, events: inout [ScheduledEvent]
    ) -> InstanceState {
        let saved = saved ?? StoredInstanceState(instanceID: instance.id)
        var state = InstanceState(
            instance: instance, shared: shared,
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
        scheduler.sequence += 1
        state.generation = scheduler.sequence
        var plans = saved.scheduled
        if state.timeline == nil && plans.isEmpty {
            plans = [ScheduledReload(slot: .request, date: now, reason: .initial, requestedDate: now)]
        }
        for plan in plans {
            scheduler.sequence += 1
            state.plans[plan.slot] = (plan, scheduler.sequence)
            events.append(
                ScheduledEvent(
                    date: plan.date, sequence: scheduler.sequence, instanceID: instance.id, kind: .reload(plan.slot)))
        }
        if let next = state.display.first(where: { $0.date > now }) {
            scheduler.sequence += 1
            state.entryChangeSequence = scheduler.sequence
            events.append(
                ScheduledEvent(
                    date: next.date, sequence: scheduler.sequence, instanceID: instance.id, kind: .entryChange))
        }
        return state
    }
}
