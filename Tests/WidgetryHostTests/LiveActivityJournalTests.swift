import Foundation
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite

/// Live Activities survive a restart: what the journal wrote comes back, tokens and ends included.
@Suite struct LiveActivityJournalTests {
    private func temporaryStorePath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-journal-\(UUID()).sqlite").path
    }

    private func content(_ stopsAway: Int) throws -> ActivityContent<Data> {
        ActivityContent(state: try JSONEncoder().encode(["stopsAway": stopsAway]), staleDate: nil)
    }

    @Test func activitiesTheirTokensAndTheirEndsComeBackAfterARestart() async throws {
        let path = temporaryStorePath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let first = LiveActivityStore(clock: { start })
        do {
            let store = try SQLiteWidgetStore(path: path)
            let journal = try await LiveActivityJournal.attach(first, to: store)
            let attributes = Data(#"{"carrier":"Posten"}"#.utf8)
            let running = try first.start(
                attributesType: "ParcelAttributes", attributes: attributes, content: try content(3), pushType: .token,
                id: "running")
            try first.update(id: "running", content: try content(2))
            try first.start(
                attributesType: "ParcelAttributes", attributes: attributes, content: try content(9), id: "done")
            try first.end(id: "done", dismissalPolicy: .default)
            await journal.flush()
            journal.detach()
            try await store.close()
            #expect(running.pushToken != nil)
        }
        let second = LiveActivityStore(clock: { start.addingTimeInterval(60) })
        let store = try SQLiteWidgetStore(path: path)
        let journal = try await LiveActivityJournal.attach(second, to: store)
        defer { journal.detach() }
        #expect(second.records.map(\.id) == ["running", "done"])
        let running = try #require(second.record(id: "running"))
        #expect(running.content.state == (try content(2)).state, "the update, not the start")
        #expect(running.history.map(\.event) == [.started, .updated], "the history comes back too")
        #expect(running.pushToken == first.record(id: "running")?.pushToken)
        #expect(running.activityState(at: second.now) == .active)
        #expect(second.record(id: "done")?.endDate != nil)
        #expect(second.record(id: "done")?.activityState(at: second.now) == .ended)
    }

    @Test func pushToStartTokensComeBackAfterARestart() async throws {
        let path = temporaryStorePath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let first = LiveActivityStore()
        let token: Data
        do {
            let store = try SQLiteWidgetStore(path: path)
            let journal = try await LiveActivityJournal.attach(first, to: store)
            token = first.pushToStartToken(forAttributesType: "ParcelAttributes")
            #expect(token.count == 32)
            #expect(first.pushToStartToken(forAttributesType: "ParcelAttributes") == token, "made once")
            await journal.flush()
            journal.detach()
            try await store.close()
        }
        let second = LiveActivityStore()
        let store = try SQLiteWidgetStore(path: path)
        let journal = try await LiveActivityJournal.attach(second, to: store)
        defer { journal.detach() }
        #expect(second.pushToStartTokens == ["ParcelAttributes": token])
        #expect(second.attributesType(forPushToStartToken: token) == "ParcelAttributes")
        #expect(second.pushToStartToken(forAttributesType: "ParcelAttributes") == token)
    }

    @Test func anActivityPastItsEightHoursEndsWhenTheHostComesBack() async throws {
        let path = temporaryStorePath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        do {
            let activities = LiveActivityStore(clock: { start })
            let store = try SQLiteWidgetStore(path: path)
            let journal = try await LiveActivityJournal.attach(activities, to: store)
            try activities.start(
                attributesType: "ParcelAttributes", attributes: Data("{}".utf8), content: try content(1), id: "long")
            await journal.flush()
            journal.detach()
            try await store.close()
        }
        let later = LiveActivityStore(clock: { start.addingTimeInterval(9 * 3600) })
        let store = try SQLiteWidgetStore(path: path)
        let journal = try await LiveActivityJournal.attach(later, to: store)
        await journal.flush()
        journal.detach()
        #expect(later.record(id: "long")?.activityState(at: later.now) == .ended)
        #expect(try await store.liveActivities().first?.reportedState == .ended, "the settled state was saved")
    }

    @Test func aChangeIsPassedOnOnlyOnceItIsWritten() async throws {
        let path = temporaryStorePath()
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let activities = LiveActivityStore(clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        let store = try SQLiteWidgetStore(path: path)
        let journal = try await LiveActivityJournal.attach(activities, to: store)
        let (heard, hearing) = AsyncStream.makeStream(of: LiveActivityEvent.self)
        journal.observeEvents { hearing.yield($0) }
        try activities.start(
            attributesType: "ParcelAttributes", attributes: Data(#"{"carrier":"Posten"}"#.utf8),
            content: try content(3), id: "parcel")
        var events = heard.makeAsyncIterator()
        let event = try #require(await events.next())
        #expect(event.record.id == "parcel")
        // Heard, and not flushed: another reader of the file already finds it, as a restarted host would.
        let reader = try SQLiteWidgetStore(path: path)
        #expect(try await reader.liveActivities().map(\.id) == ["parcel"])
        try await reader.close()
        await journal.flush()
        journal.detach()
        try await store.close()
    }
}
