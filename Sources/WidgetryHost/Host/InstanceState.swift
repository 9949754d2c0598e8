import Foundation
import WidgetryKit

/// Everything the host keeps in memory about one widget instance.
struct InstanceState: Sendable {
    var instance: WidgetInstance
    /// The descriptor, shared by every instance of its kind: a descriptor is hundreds of bytes of names, closures
    /// and schemas, which a million instances must not each copy (nor retain on every copy of their state).
    let shared: SharedWidget
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
    var plans = SlotPlans()
    /// The sequence number of the heap event for the next entry change.
    var entryChangeSequence: Int?
    /// Whether a provider call is in progress.
    var isReloading = false
    /// A reload asked for while one was in progress; it runs when that one ends.
    var queuedReason: ReloadReason?

    var id: String { instance.id }

    /// The widget this is an instance of.
    var widget: WidgetDescriptor { shared.descriptor }

    init(instance: WidgetInstance, shared: SharedWidget, budget: ReloadBudget) {
        self.instance = instance
        self.shared = shared
        self.budget = budget
    }

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
                shownSince: max(change.date, timeline.installedAt), summaryText: entry.summaryText)
        }
        guard let placeholder else { return nil }
        return ShownEntry(
            instanceID: id, slot: .placeholder, entryDate: placeholder.date, shownSince: instance.created,
            summaryText: placeholder.summaryText)
    }
}

/// A widget descriptor kept once per kind and pointed at by each of its instances.
final class SharedWidget: Sendable {
    let descriptor: WidgetDescriptor

    init(_ descriptor: WidgetDescriptor) {
        self.descriptor = descriptor
    }
}

/// An instance's planned reloads, at most one per slot, with the heap sequence that stands for each: three inline
/// optionals instead of a dictionary, so an instance's plans cost no allocation of their own.
struct SlotPlans: Sendable {
    typealias Plan = (plan: ScheduledReload, sequence: Int)

    private var policy: Plan?
    private var retry: Plan?
    private var request: Plan?

    subscript(slot: ScheduledReload.Slot) -> Plan? {
        get {
            switch slot {
            case .policy: policy
            case .retry: retry
            case .request: request
            }
        }
        set {
            switch slot {
            case .policy: policy = newValue
            case .retry: retry = newValue
            case .request: request = newValue
            }
        }
    }

    /// The plans there are, in slot order.
    var values: [Plan] { [policy, retry, request].compactMap { $0 } }
}

extension WidgetHost {
    /// The shared copy of a widget's descriptor, made on first use.
    func sharedWidget(_ widget: WidgetDescriptor) -> SharedWidget {
        if let shared = sharedWidgets[widget.kind] { return shared }
        let shared = SharedWidget(widget)
        sharedWidgets[widget.kind] = shared
        return shared
    }
}

/// The host's instances by id: states stored contiguously, with a small index from id to position.
///
/// A dictionary of states keeps a bucket of a state's full size for every slot of its table, which is up to twice
/// the count, then rounded up to a power of two: about 2 KB per instance at a million. Here the buckets hold only an
/// id and a position, and a removal moves the last state into the hole. Iteration order means nothing (the host keeps
/// its own `order`).
struct InstanceTable: Sendable {
    private var states: [InstanceState?] = []
    private var positions: [String: Int] = [:]

    /// How many instances there are.
    var count: Int { states.count }

    /// Makes room for `capacity` instances in all, so loading a million does not grow the table twenty times.
    mutating func reserveCapacity(_ capacity: Int) {
        states.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    /// Adds an instance's state with one lookup of its id (replacing the state the table holds for it, if any).
    mutating func append(_ state: InstanceState) {
        if let held = positions.updateValue(states.count, forKey: state.id) {
            positions[state.id] = held
            states[held] = state
            return
        }
        states.append(state)
    }

    /// The state of an instance, `nil` when there is none; setting `nil` removes it. Mutations through optional
    /// chaining (`table[id]?.failures += 1`) happen in place.
    subscript(id: String) -> InstanceState? {
        get { positions[id].flatMap { states[$0] } }
        _modify {
            if let position = positions[id] {
                yield &states[position]
                if states[position] == nil { remove(at: position, id: id) }
            } else {
                var added: InstanceState? = nil
                yield &added
                if let added {
                    positions[id] = states.count
                    states.append(added)
                }
            }
        }
        set {
            if let position = positions[id] {
                states[position] = newValue
                if newValue == nil { remove(at: position, id: id) }
            } else if let newValue {
                positions[id] = states.count
                states.append(newValue)
            }
        }
    }

    private mutating func remove(at position: Int, id: String) {
        positions[id] = nil
        let last = states.count - 1
        if position != last {
            states.swapAt(position, last)
            if let moved = states[position] { positions[moved.id] = position }
        }
        states.removeLast()
    }
}
