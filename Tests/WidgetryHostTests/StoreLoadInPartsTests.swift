import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit

/// ``WidgetStore/loadInParts(now:batchSize:)``, what a host resumes from: the same state as one
/// ``WidgetStore/load(now:recordLimit:)``, in batches of instances oldest first, then the controls and stacks. Run
/// against the in-memory store, SQLite (in memory and in a file) and PostgreSQL.
@Suite struct StoreLoadInPartsTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000.123456)

    func instance(_ index: Int) -> WidgetInstance {
        WidgetInstance(
            id: "i\(index)", kind: index.isMultiple(of: 2) ? "Even" : "Odd", family: .systemSmall,
            placement: .homeScreen, configuration: ["n": .int(index)],
            created: t0.addingTimeInterval(Double(index)))
    }

    func timeline(_ index: Int) -> TimelineRecord {
        TimelineRecord(
            instanceID: "i\(index)", reason: .initial, installedAt: t0,
            entries: (0..<3).map {
                TimelineRecord.Entry(
                    index: $0, date: t0.addingTimeInterval(Double($0) * 900), summary: "entry \($0) of i\(index)",
                    relevance: $0 == 1 ? 0.5 : nil, relevanceDuration: $0 == 1 ? 600 : nil)
            },
            // A date of its own, as `.after` policies have: read back to the same bit.
            policy: index == 4 ? .after(t0.addingTimeInterval(1234.567_890_1)) : .atEnd)
    }

    func state(_ index: Int) -> StoredInstanceState {
        StoredInstanceState(
            instanceID: "i\(index)", lastReload: t0, failures: index % 3,
            placeholder: TimelineRecord.Entry(index: -1, date: t0, summary: "placeholder of i\(index)"),
            scheduled: [
                ScheduledReload(
                    slot: .policy, date: t0.addingTimeInterval(3600), reason: .policyAtEnd, requestedDate: t0),
                ScheduledReload(slot: .retry, date: t0.addingTimeInterval(300), reason: .retry, requestedDate: t0),
            ])
    }

    func countedReload(_ index: Int, at offset: TimeInterval) -> ReloadRecord {
        ReloadRecord(
            date: t0.addingTimeInterval(offset), instanceID: "i\(index)", event: .reloaded, reason: .policyAtEnd,
            counted: true, budgetLeft: 69, detail: "")
    }

    /// Seven instances, all but one with a timeline, states, plans and counted reloads (one of them a day old, so
    /// not a budget use), an eighth added and deleted with all it had, a control and a stack.
    func fill(_ store: any WidgetStore) async throws {
        var changes: [WidgetStoreChange] = []
        for index in 0..<8 {
            changes.append(.insertInstance(instance(index)))
            if index != 3 { changes.append(.saveTimeline(timeline(index))) }
            if index != 5 { changes.append(.saveState(state(index))) }
            changes.append(.appendRecords([countedReload(index, at: -60), countedReload(index, at: -90_000)]))
        }
        changes.append(.saveControl(ControlInstance(id: "c1", kind: "Flashlight", configuration: nil, created: t0)))
        changes.append(.saveStack(WidgetStack(id: "s1", name: "Stack", members: ["i1", "i2", "i7"], created: t0)))
        try await store.apply(changes)
        try await store.apply([.deleteInstance(id: "i7")])
    }

    /// The parts gathered back into one state, checking their order on the way: instance batches of at most
    /// `batchSize` with the whole count, then one part of controls and stacks, last.
    func gathered(_ store: any WidgetStore, batchSize: Int) async throws -> (StoredHostState, batches: Int) {
        var state = StoredHostState()
        var batches = 0
        var ended = false
        for try await part in store.loadInParts(now: t0, batchSize: batchSize) {
            #expect(!ended, "nothing after the controls and stacks")
            switch part {
            case .instances(let batch):
                batches += 1
                #expect(batch.count >= 1 && batch.count <= batchSize)
                #expect(batch.states.count == batch.count && batch.timelines.count == batch.count)
                #expect(batch.budgetUses.count == batch.count)
                for position in 0..<batch.count {
                    let id = batch.instances[position].id
                    state.instances.append(batch.instances[position])
                    state.states[id] = batch.states[position]
                    state.timelines[id] = batch.timelines[position]
                    if !batch.budgetUses[position].isEmpty { state.budgetUses[id] = batch.budgetUses[position] }
                }
            case .controlsAndStacks(let rest):
                ended = true
                #expect(rest.instances.isEmpty)
                state.controls = rest.controls
                state.stacks = rest.stacks
                state.stackRecords = rest.stackRecords
            }
        }
        #expect(ended, "the controls and stacks come last")
        return (state, batches)
    }

    func expectSame(_ parts: StoredHostState, _ whole: StoredHostState) {
        #expect(parts.instances == whole.instances)
        #expect(parts.states == whole.states)
        #expect(parts.timelines == whole.timelines)
        #expect(parts.budgetUses == whole.budgetUses)
        #expect(parts.controls == whole.controls)
        #expect(parts.stacks == whole.stacks)
        #expect(parts.stackRecords == whole.stackRecords)
    }

    @Test(arguments: ContractStore.all)
    func partsHoldWhatTheWholeLoadHoldsAfterADeletion(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await fill(store)
        let whole = try await store.load(now: t0, recordLimit: 0)
        #expect(whole.instances.map(\.id) == (0..<7).map { "i\($0)" }, "the deleted instance is gone")
        for batchSize in [1, 3, 7, 100] {
            let (parts, batches) = try await gathered(store, batchSize: batchSize)
            expectSame(parts, whole)
            #expect(batches == (7 + batchSize - 1) / batchSize)
        }
        let (parts, _) = try await gathered(store, batchSize: 3)
        #expect(parts.timelines["i3"] == nil && parts.timelines["i2"] == timeline(2))
        #expect(parts.timelines["i4"] == timeline(4))
        #expect(parts.states["i5"] == nil && parts.states["i4"]?.scheduled.map(\.slot) == [.retry, .policy])
        #expect(parts.budgetUses["i6"] == [t0.addingTimeInterval(-60)])
        #expect(parts.stacks.first?.members == ["i1", "i2"])
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func batchesSayHowManyInstancesThereAreInAll(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        try await fill(store)
        for try await part in store.loadInParts(now: t0, batchSize: 2) {
            if case .instances(let batch) = part { #expect(batch.instanceTotal == 7) }
        }
        try await close()
    }

    @Test(arguments: ContractStore.all)
    func anEmptyStoreGivesOnlyItsControlsAndStacks(kind: ContractStore) async throws {
        let (store, close) = try await kind.open()
        let (parts, batches) = try await gathered(store, batchSize: 4)
        #expect(batches == 0)
        expectSame(parts, try await store.load(now: t0, recordLimit: 0))
        try await store.apply([
            .saveControl(ControlInstance(id: "c1", kind: "Flashlight", configuration: nil, created: t0))
        ])
        let (withControl, none) = try await gathered(store, batchSize: 4)
        #expect(none == 0)
        #expect(withControl.controls.map(\.id) == ["c1"])
        try await close()
    }
}
