import Foundation
import Synchronization

/// A ``WidgetStore`` that keeps everything in memory: what `simulate`, previews, snapshot tests and a host without
/// a store use, with the same rules as the SQLite and PostgreSQL stores and none of their dependencies.
///
/// A batch is applied whole or not at all: the changes that can fail (adding an instance whose id is taken,
/// editing one that was removed) are checked, in order, before anything is changed. Nothing survives the process.
///
/// For example:
///
/// ```swift
/// let host = try await WidgetHost(bundle: bundle, store: InMemoryWidgetStore(), clock: ManualClock())
/// ```
public final class InMemoryWidgetStore: WidgetStore {
    private let contents = Mutex(Contents())

    /// Creates an empty store.
    public init() {}

    public func apply(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        try contents.withLock { contents in
            try contents.check(changes)
            for change in changes { contents.apply(change) }
        }
    }

    public func load(now: Date, recordLimit: Int) async throws -> StoredHostState {
        contents.withLock { contents in
            var state = contents.state(of: contents.orderedInstances(), now: now)
            if recordLimit > 0 {
                for (id, lines) in contents.records where !lines.isEmpty {
                    state.records[id] = Array(lines.suffix(recordLimit))
                }
            }
            state.controls = contents.controls.values.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
            state.stacks = contents.stacks.values.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
            state.stackRecords = contents.stackRecords.filter { !$0.value.isEmpty }
            return state
        }
    }

    public func load(instanceIDs ids: [String], now: Date) async throws -> StoredHostState {
        let wanted = Set(ids)
        return contents.withLock { contents in
            contents.state(of: contents.orderedInstances().filter { wanted.contains($0.id) }, now: now)
        }
    }

    public func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        contents.withLock { $0.renderings[instanceID]?[RenderingKey(slot: slot.storageIndex, variant: variant.key)] }
    }

    public func records(instanceID: String, since: Date?) async throws -> [ReloadRecord] {
        contents.withLock { contents in
            let lines = contents.records[instanceID] ?? []
            guard let since else { return lines }
            return lines.filter { $0.date >= since }
        }
    }

    public func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord] {
        contents.withLock { Array(($0.records[instanceID] ?? []).suffix(max(0, limit))) }
    }

    public func pruneRecords(before date: Date) async throws -> Int {
        contents.withLock { contents in
            var removed = 0
            for id in contents.records.keys {
                let count = contents.records[id]?.count ?? 0
                contents.records[id]?.removeAll { $0.date < date }
                removed += count - (contents.records[id]?.count ?? 0)
            }
            return removed
        }
    }

    public func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int] {
        contents.withLock { $0.totals[instanceID] ?? [:] }
    }
}

/// A rendering's place among an instance's renderings.
private struct RenderingKey: Hashable {
    let slot: Int
    let variant: String
}

/// What an ``InMemoryWidgetStore`` holds, changed only under its lock.
private struct Contents {
    var instances: [String: WidgetInstance] = [:]
    var states: [String: StoredInstanceState] = [:]
    var timelines: [String: TimelineRecord] = [:]
    var renderings: [String: [RenderingKey: Data]] = [:]
    var records: [String: [ReloadRecord]] = [:]
    var totals: [String: [ReloadRecord.Event: Int]] = [:]
    var controls: [String: ControlInstance] = [:]
    var stacks: [String: WidgetStack] = [:]
    /// The stack each member instance is in: an instance is in at most one.
    var stackOf: [String: String] = [:]
    var stackRecords: [String: [StackRotationRecord]] = [:]

    /// Throws what the first failing change of the batch would throw, having changed nothing.
    func check(_ changes: [WidgetStoreChange]) throws {
        var present: [String: Bool] = [:]
        for change in changes {
            switch change {
            case .insertInstance(let instance):
                if present[instance.id] ?? (instances[instance.id] != nil) {
                    throw HostError.instanceExists(instance.id)
                }
                present[instance.id] = true
            case .updateInstance(let instance):
                guard present[instance.id] ?? (instances[instance.id] != nil) else {
                    throw HostError(
                        .unknownInstance,
                        "No widget instance with id '\(instance.id)'; it was removed. Add the widget again to edit it.")
                }
            case .deleteInstance(let id):
                present[id] = false
            case .saveTimeline(let timeline):
                try requireInstance(timeline.instanceID, present)
            case .saveRenderings(let renderings):
                for rendering in renderings { try requireInstance(rendering.instanceID, present) }
            case .appendRecords(let lines):
                for line in lines { try requireInstance(line.instanceID, present) }
            case .saveState(let state):
                try requireInstance(state.instanceID, present)
            default:
                break
            }
        }
    }

    /// Fails the batch as the SQL stores' foreign keys do when a change hangs on an instance that is not stored.
    private func requireInstance(_ id: String, _ present: [String: Bool]) throws {
        guard !(present[id] ?? (instances[id] != nil)) else { return }
        throw HostError(
            .storeFailed,
            "The widget store could not save a change; nothing of this change was saved. See the host's log.",
            detail: "FOREIGN KEY constraint failed: no instance '\(id)' (it was removed, or never added).")
    }

    mutating func apply(_ change: WidgetStoreChange) {
        switch change {
        case .insertInstance(let instance):
            instances[instance.id] = instance
        case .updateInstance(let instance):
            instances[instance.id] = instance
        case .deleteInstance(let id):
            deleteInstance(id)
        case .saveTimeline(let timeline):
            guard instances[timeline.instanceID] != nil else { return }
            timelines[timeline.instanceID] = timeline
            renderings[timeline.instanceID] = renderings[timeline.instanceID]?.filter { $0.key.slot < 0 }
        case .saveRenderings(let saved):
            for rendering in saved where instances[rendering.instanceID] != nil {
                let key = RenderingKey(slot: rendering.slot.storageIndex, variant: rendering.variant.key)
                renderings[rendering.instanceID, default: [:]][key] = rendering.data
            }
        case .appendRecords(let lines):
            for line in lines where instances[line.instanceID] != nil { append(line) }
        case .pruneLedger(let id, let before, let keepingLast, let protecting):
            guard let lines = records[id] else { return }
            let newest = max(0, lines.count - max(0, keepingLast))
            records[id] = lines.enumerated().filter { position, line in
                !(line.date < protecting && (line.date < before || position < newest))
            }.map(\.element)
        case .saveState(let state):
            guard instances[state.instanceID] != nil else { return }
            states[state.instanceID] = state
        case .saveControl(let control):
            let created = controls[control.id]?.created ?? control.created
            controls[control.id] = ControlInstance(
                id: control.id, kind: control.kind, configuration: control.configuration, created: created)
        case .deleteControl(let id):
            controls[id] = nil
        case .saveStack(let stack):
            saveStack(stack)
        case .deleteStack(let id):
            for member in stacks[id]?.members ?? [] { stackOf[member] = nil }
            stacks[id] = nil
            stackRecords[id] = nil
        case .appendStackRecords(let lines):
            for line in lines where stacks[line.stackID] != nil {
                stackRecords[line.stackID, default: []].append(line)
            }
            for id in Set(lines.map(\.stackID)) {
                let excess = (stackRecords[id]?.count ?? 0) - WidgetStack.storedRecordLimit
                if excess > 0 { stackRecords[id]?.removeFirst(excess) }
            }
        case .requireLeases:
            break  // One host per store: nobody else can hold its work.
        }
    }

    /// Appends a ledger line, or folds a repeated refusal into the previous line, and counts it in the totals.
    private mutating func append(_ line: ReloadRecord) {
        totals[line.instanceID, default: [:]][line.event, default: 0] += 1
        if let last = records[line.instanceID]?.last, last.coalesces(with: line) {
            let index = records[line.instanceID]!.count - 1
            records[line.instanceID]![index].repeats += 1
            records[line.instanceID]![index].lastRepeated = line.date
            return
        }
        records[line.instanceID, default: []].append(line)
    }

    /// Removes an instance and all that hangs on it, as the SQL stores' cascades do.
    private mutating func deleteInstance(_ id: String) {
        instances[id] = nil
        states[id] = nil
        timelines[id] = nil
        renderings[id] = nil
        records[id] = nil
        totals[id] = nil
        if let stackID = stackOf.removeValue(forKey: id) { stacks[stackID]?.members.removeAll { $0 == id } }
    }

    /// Saves a stack with the members that are stored instances, taking each out of any other stack.
    private mutating func saveStack(_ stack: WidgetStack) {
        var saved = stack
        if let existing = stacks[stack.id] {
            saved = WidgetStack(
                id: stack.id, name: stack.name, members: stack.members, smartRotate: stack.smartRotate,
                chosenTop: stack.chosenTop, top: stack.top, topSince: stack.topSince, created: existing.created)
            for member in existing.members { stackOf[member] = nil }
        }
        var members: [String] = []
        for member in stack.members where instances[member] != nil && !members.contains(member) {
            if let other = stackOf[member], other != stack.id { stacks[other]?.members.removeAll { $0 == member } }
            stackOf[member] = stack.id
            members.append(member)
        }
        saved.members = members
        stacks[stack.id] = saved
    }

    /// The instances, oldest first (ties by id), as the SQL stores order them.
    func orderedInstances() -> [WidgetInstance] {
        instances.values.sorted { ($0.created, $0.id) < ($1.created, $1.id) }
    }

    /// What ``WidgetStore/load(instanceIDs:now:)`` returns for these instances.
    func state(of chosen: [WidgetInstance], now: Date) -> StoredHostState {
        var state = StoredHostState()
        state.instances = chosen
        let dayBefore = now.addingTimeInterval(-86_400)
        for instance in chosen {
            let id = instance.id
            if var stored = states[id] {
                stored.scheduled.sort { $0.date < $1.date }
                state.states[id] = stored
            }
            if let timeline = timelines[id] { state.timelines[id] = timeline }
            let uses = (records[id] ?? []).filter { $0.counted && $0.date > dayBefore && $0.date <= now }.map(\.date)
            if !uses.isEmpty { state.budgetUses[id] = uses }
        }
        return state
    }
}
