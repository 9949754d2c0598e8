import Foundation
import WidgetryKit

extension WidgetHost {
    /// Loads the store's state into memory, replans every instance and arms the clock.
    func resume() async throws {
        let now = clock.now
        // Ledgers stay in the store (``ledger(for:)`` reads them there): a million instances' lines would not fit.
        let stored = try await store.load(now: now, recordLimit: 0)
        for instance in stored.instances {
            guard let widget = bundle.widgets.first(where: { $0.kind == instance.kind && $0.role == .widget }),
                widget.provider != nil
            else {
                log(
                    .warning, instance.id,
                    "Stored widget of kind '\(instance.kind)' is not in bundle '\(bundle.name)'; it stays in the store "
                        + "but is not shown. Kinds in this bundle: "
                        + HostError.quotedList(bundle.timelineWidgets.map(\.kind)) + ".")
                continue
            }
            let saved = stored.states[instance.id] ?? StoredInstanceState(instanceID: instance.id)
            var state = InstanceState(
                instance: instance, shared: sharedWidget(widget),
                budget: ReloadBudget(
                    uses: stored.budgetUses[instance.id] ?? [], limit: configuration.limits.dailyReloadBudget))
            state.lastReload = saved.lastReload
            state.failures = saved.failures
            state.placeholder = saved.placeholder
            if let timeline = stored.timelines[instance.id] {
                state.timeline = timeline
                state.display = DisplaySchedule.changes(
                    entries: timeline.entries, from: timeline.installedAt, floor: configuration.displayFloor)
            }
            state.shown = state.shownEntry(at: now)
            sequence += 1
            state.generation = sequence
            instances[instance.id] = state
            order.append(instance.id)
            for plan in saved.scheduled { setPlan(plan, for: instance.id) }
            if state.timeline == nil && saved.scheduled.isEmpty {
                setPlan(
                    ScheduledReload(slot: .request, date: now, reason: .initial, requestedDate: now), for: instance.id)
            }
            scheduleNextEntryChange(for: instance.id, after: now)
        }
        for control in stored.controls {
            controls[control.id] = ControlState(instance: control, value: nil, updated: now)
            controlOrder.append(control.id)
        }
        resumeStacks(stored)
        arm()
        armSweep()
    }
}
