import Foundation
import Synchronization
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

/// Lines noted by a store and an observer, in the order they happened.
final class Lines: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
}

/// A store that notes each batch it saves, to check that the host writes before it tells anyone.
final class NotingStore: WidgetStore {
    let base: SQLiteWidgetStore
    let log: Lines

    init(base: SQLiteWidgetStore, log: Lines) {
        self.base = base
        self.log = log
    }

    func apply(_ changes: [WidgetStoreChange]) async throws {
        try await base.apply(changes)
        let names = changes.map { change -> String in
            switch change {
            case .saveTimeline: "timeline"
            case .appendRecords(let records): "records:" + records.map(\.event.rawValue).joined(separator: ",")
            case .insertInstance, .updateInstance: "instance"
            default: "other"
            }
        }
        log.append("saved " + names.joined(separator: " "))
    }

    func load(now: Date, recordLimit: Int) async throws -> StoredHostState {
        try await base.load(now: now, recordLimit: recordLimit)
    }

    func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        try await base.rendering(instanceID: instanceID, slot: slot, variant: variant)
    }

    func records(instanceID: String, since: Date?) async throws -> [ReloadRecord] {
        try await base.records(instanceID: instanceID, since: since)
    }

    func pruneRecords(before date: Date) async throws -> Int { try await base.pruneRecords(before: date) }
}

@Suite struct DurabilityTests {
    @Test func theHostWritesBeforeItTellsAnyone() async throws {
        let log = Lines()
        let store = NotingStore(base: try SQLiteWidgetStore.inMemory(), log: log)
        let harness = try await HostHarness.make(.entries(count: 2, spacing: 600, policy: .never), store: store)
        await harness.host.addObserver { event in
            switch event {
            case .instanceAdded: log.append("told instanceAdded")
            case .timelineInstalled: log.append("told timelineInstalled")
            case .recorded(let record): log.append("told \(record.event)")
            default: break
            }
        }
        try await harness.addLoaded()
        let lines = log.all
        func position(_ line: String) throws -> Int { try #require(lines.firstIndex(of: line), "\(lines)") }
        #expect(try position("saved instance other other") < position("told instanceAdded"))
        let saved = try #require(lines.firstIndex { $0.hasPrefix("saved timeline") })
        #expect(lines[saved].contains("records:reloaded"))
        #expect(saved < (try position("told reloaded")))
        #expect(saved < (try position("told timelineInstalled")))
    }

    @Test func aStoppedHostLeavesItsPlansToTheNextOne() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .after(600)))
        try await harness.addLoaded()
        await harness.host.stop()
        await harness.clock.advance(by: 3600)
        #expect(harness.script.timelineCalls == 1)
        #expect(try await harness.host.nextReload(of: "w1")?.date == harness.at(600))
        #expect(harness.clock.pendingWakeUps.isEmpty)
    }

    @Test func eventsStreamTheHostsChanges() async throws {
        let harness = try await HostHarness.make(.entries(count: 1, spacing: 0, policy: .never))
        let stream = await harness.host.events()
        try await harness.addLoaded()
        var kinds: [String] = []
        for await event in stream {
            switch event {
            case .instanceAdded: kinds.append("added")
            case .entryShown(let shown): kinds.append(shown.isPlaceholder ? "placeholder" : "entry")
            case .timelineInstalled: kinds.append("timeline")
            case .recorded(let record): kinds.append(record.event.rawValue)
            default: kinds.append("other")
            }
            if kinds.last == "entry" { break }
        }
        #expect(kinds == ["added", "placeholder", "reloaded", "timeline", "entry"])
    }
}
