import Foundation
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetrySQLite
import WidgetryUI

/// Lets a test hold an entity query inside its lookup until it opens the gate, so a host operation can be
/// suspended at a known point while another one runs.
actor QueryGate {
    static let shared = QueryGate()
    private var armed = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private(set) var arrivals = 0

    func arm() { armed = true }

    func pass() async {
        guard armed else { return }
        arrivals += 1
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        armed = false
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}

struct GatedRoom: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = GatedRoomQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct GatedRoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [GatedRoom] {
        await QueryGate.shared.pass()
        return identifiers.map(GatedRoom.init)
    }
    func defaultResult() async -> GatedRoom? { GatedRoom(id: "kitchen") }
}

struct GatedIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Choose Room"
    @Parameter(title: "Room") var room: GatedRoom
}

struct GatedProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> ScriptEntry { ScriptEntry(date: .distantPast, label: "placeholder") }
    func snapshot(for configuration: GatedIntent, in context: Context) async -> ScriptEntry {
        ScriptEntry(date: Date(), label: configuration.room.id)
    }
    func timeline(for configuration: GatedIntent, in context: Context) async -> Timeline<ScriptEntry> {
        Timeline(entries: [ScriptEntry(date: Date(), label: configuration.room.id)], policy: .never)
    }
}

struct GatedWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Gated", intent: GatedIntent.self, provider: GatedProvider()) { entry in
            Text(entry.label)
        }
        .supportedFamilies([.systemSmall])
    }
}

/// Mutations of one instance are serial and check-then-act atomic: an acknowledged removal stays removed, and
/// one id is added once.
@Suite(.serialized) struct InstanceRaceTests {
    func makeHost(store: SQLiteWidgetStore) async throws -> WidgetHost {
        var configuration = HostConfiguration(logger: CollectingHostLogger())
        // Resolution waits on the gate, not on time: a deadline far away keeps the test independent of load.
        configuration.limits.providerDeadline = 600
        let bundle = await makeBundle([GatedWidget()])
        return try await WidgetHost(
            bundle: bundle, store: store, renderer: RecordingRenderer(),
            clock: ManualClock(now: HostHarness.start), configuration: configuration)
    }

    @Test func aRemovalDuringAnEditStaysRemoved() async throws {
        let path = StoreKind.temporaryPath()
        let store = try SQLiteWidgetStore(path: path)
        let host = try await makeHost(store: store)
        try await host.addWidget(kind: "Gated", family: .systemSmall, configuration: ["room": "kitchen"], id: "w1")
        await QueryGate.shared.arm()
        // The edit resolves its entity and waits inside the query.
        let edit = Task { try await host.reconfigureWidget(id: "w1", configuration: ["room": "hall"]) }
        while await QueryGate.shared.arrivals == 0 { await Task.yield() }
        try await host.removeWidget(id: "w1")
        await QueryGate.shared.open()
        await #expect(throws: HostError.self) { _ = try await edit.value }
        #expect(await host.widgets().isEmpty)
        let reopened = try SQLiteWidgetStore(path: path)
        #expect(try await reopened.load(now: HostHarness.start, recordLimit: 10).instances.isEmpty)
    }

    @Test func concurrentAddsOfOneIDMakeOneInstance() async throws {
        let host = try await makeHost(store: try SQLiteWidgetStore.inMemory())
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    do {
                        _ = try await host.addWidget(
                            kind: "Gated", family: .systemSmall, configuration: ["room": "kitchen"], id: "same")
                        return true
                    } catch let error as HostError {
                        return error.code == .instanceExists ? false : true
                    } catch {
                        return true
                    }
                }
            }
            var results: [Bool] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(results.filter { $0 }.count == 1)
        #expect(await host.widgets().map(\.id) == ["same"])
    }
}
