import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetrySQLite

/// Concurrent mutations of one instance: every one is serial and check-then-act atomic, in memory and in the store.
@Suite struct RaceTests {
    /// A harness whose providers never miss the deadline while a test holds them at a gate.
    static func harness(store: (any WidgetStore)? = nil) async throws -> HostHarness {
        try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never), store: store) {
            $0.limits.providerDeadline = 600
        }
    }

    @Test func anEditThatFinishesAfterADeleteDoesNotBringTheInstanceBack() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let harness = try await Self.harness(store: store)
        let source = IntentJSON.string(harness.script.id)
        try await harness.addLoaded(kind: "Configurable", configuration: ["source": source])
        harness.script.queryGate.close()
        let edit = Task {
            try await harness.host.reconfigureWidget(id: "w1", configuration: ["source": source, "label": "B"])
        }
        await harness.script.queryGate.arrivals(1)
        try await harness.host.removeWidget(id: "w1")
        harness.script.queryGate.open()
        let result = await edit.result
        #expect(throws: HostError.self) { try result.get() }
        #expect(await harness.host.widgets().isEmpty)
        let stored = try await store.load(now: harness.clock.now, recordLimit: 10)
        #expect(stored.instances.isEmpty, "the acknowledged delete stays deleted")
        #expect(stored.states.isEmpty && stored.timelines.isEmpty)
    }

    @Test func concurrentAddsOfOneIDCreateItOnce() async throws {
        let store = try SQLiteWidgetStore(path: StoreKind.temporaryPath())
        let harness = try await Self.harness(store: store)
        let source = IntentJSON.string(harness.script.id)
        harness.script.queryGate.close()
        let attempts = 5
        let results = await withTaskGroup(of: Result<WidgetInstance, any Error>.self) { group in
            for _ in 0..<attempts {
                group.addTask {
                    do {
                        return .success(
                            try await harness.host.addWidget(
                                kind: "Configurable", family: .systemSmall, configuration: ["source": source],
                                id: "dup"))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            await harness.script.queryGate.arrivals(attempts)
            harness.script.queryGate.open()
            var results: [Result<WidgetInstance, any Error>] = []
            for await result in group { results.append(result) }
            return results
        }
        let created = results.filter { (try? $0.get()) != nil }
        let refusals: [HostError] = results.compactMap { result in
            guard case .failure(let error) = result else { return nil }
            return error as? HostError
        }
        #expect(created.count == 1)
        #expect(refusals.count == attempts - 1)
        #expect(refusals.allSatisfy { $0.code == .instanceExists && $0.message.contains("'dup'") })
        #expect(await harness.host.widgets().map(\.id) == ["dup"])
        let stored = try await store.load(now: harness.clock.now, recordLimit: 10)
        #expect(stored.instances.map(\.id) == ["dup"])
    }

    @Test func addingAnExistingIDIsRefusedAndLeavesTheInstanceAlone() async throws {
        let harness = try await Self.harness()
        let first = try await harness.addLoaded(id: "same")
        let error = await #expect(throws: HostError.self) {
            try await harness.host.addWidget(kind: "Scripted", family: .systemMedium, id: "same")
        }
        #expect(error?.code == .instanceExists)
        #expect(try await harness.host.widget(id: "same") == first)
    }

    @Test(arguments: StoreKind.allCases)
    func theStoreInsertsAnIDOnceAndUpdatesOnlyExistingRows(kind: StoreKind) async throws {
        let store = try kind.make()
        let instance = WidgetInstance(
            id: "i1", kind: "K", family: .systemSmall, placement: .homeScreen, configuration: nil,
            created: HostHarness.start)
        try await store.apply([.insertInstance(instance)])
        let duplicate = await #expect(throws: HostError.self) { try await store.apply([.insertInstance(instance)]) }
        #expect(duplicate?.code == .instanceExists)
        #expect(duplicate?.message.contains("'i1'") == true)
        try await store.apply([.deleteInstance(id: "i1")])
        var edited = instance
        edited.configuration = ["label": "B"]
        let gone = await #expect(throws: HostError.self) { try await store.apply([.updateInstance(edited)]) }
        #expect(gone?.code == .unknownInstance)
        #expect(try await store.load(now: HostHarness.start, recordLimit: 10).instances.isEmpty)
    }
}
