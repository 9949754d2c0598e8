import Foundation
import WidgetryKit

/// Everything the host keeps in memory about one widget instance.
struct InstanceState: Sendable {
    var instance: WidgetInstance
    let widget: WidgetDescriptor
    var budget: ReloadBudget
    /// Which life of the id this is: a widget removed and added again with the same id gets a new generation.
    var generation = 0
    var lastReload: Date?
    var failures = 0
    var placeholder: TimelineRecord.Entry?
    var timeline: TimelineRecord?
    /// When each entry of the timeline is shown.
    var display: [DisplaySchedule.Change] = []
    var shown: ShownEntry?
    /// The planned reloads and the sequence numbers of their heap events.
    var plans: [ScheduledReload.Slot: (plan: ScheduledReload, sequence: Int)] = [:]
    /// The sequence number of the heap event for the next entry change.
    var entryChangeSequence: Int?
    /// Whether a provider call is in progress.
    var isReloading = false
    /// A reload asked for while one was in progress; it runs when that one ends.
    var queuedReason: ReloadReason?

    var id: String { instance.id }

    /// What the store keeps of this state.
    var stored: StoredInstanceState {
        StoredInstanceState(
            instanceID: id, lastReload: lastReload, failures: failures, placeholder: placeholder,
            scheduled: plans.values.map(\.plan).sorted { ($0.date, $0.slot.rawValue) < ($1.date, $1.slot.rawValue) })
    }

    /// The earliest planned reload.
    var nextReload: ScheduledReload? {
        plans.values.map(\.plan).min { ($0.date, $0.slot.rawValue) < ($1.date, $1.slot.rawValue) }
    }

    /// What the instance shows at a date: the timeline's entry by the display schedule, or the placeholder.
    func shownEntry(at date: Date) -> ShownEntry? {
        if let timeline, let change = DisplaySchedule.current(in: display, at: date),
            let entry = timeline.entries.first(where: { $0.index == change.index })
        {
            return ShownEntry(
                instanceID: id, slot: .entry(entry.index), entryDate: entry.date,
                shownSince: max(change.date, timeline.installedAt), summary: entry.summary)
        }
        guard let placeholder else { return nil }
        return ShownEntry(
            instanceID: id, slot: .placeholder, entryDate: placeholder.date, shownSince: instance.created,
            summary: placeholder.summary)
    }
}
