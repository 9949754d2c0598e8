import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPostgres
import WidgetrySQLite
@_spi(Testing) import WidgetryServer

/// The PostgreSQL server these tests use, as the store tests do: `WIDGETRY_TEST_POSTGRES`.
enum FanOutPostgres {
    static let url: String? = ProcessInfo.processInfo.environment["WIDGETRY_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    static let skipReason = Comment(
        rawValue: "WIDGETRY_TEST_POSTGRES is not set, so events across hosts on PostgreSQL are not tested: run "
            + "`export WIDGETRY_TEST_POSTGRES=\"$(scripts/postgres.sh)\"` first (scripts/test.sh and CI do).")

    /// A new, empty database on the server, and its URL.
    static func freshDatabase() async throws -> String {
        let server = try #require(url, "WIDGETRY_TEST_POSTGRES is not set")
        let name = "widgetry_events_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        return try await PostgresWidgetStore.createDatabase(String(name.prefix(63)), on: server)
    }
}

/// One host and its server on a store whose event log the server uses, on a manual clock.
struct LoggedServer {
    let clock: ManualClock
    let host: WidgetHost
    let server: WidgetServer

    static func make(
        store: any ServingWidgetStore & EventLog, claims: (any ScheduledWorkClaims)? = nil, hostID: String,
        retention: Int = 10_000
    ) async throws -> LoggedServer {
        let clock = ManualClock(now: ServerHarness.start)
        var configuration = HostConfiguration(
            developerMode: true, variants: WidgetServer.variants, timelineDating: .relativeToWallClock,
            logger: CollectingHostLogger())
        configuration.limits.providerDeadline = 600
        let host = try await WidgetHost(
            bundle: await serverTestBundle(), store: store, claims: claims,
            renderer: DisplayListRenderer(pipeline: ServerHarness.pipeline),
            clock: clock, configuration: configuration)
        var serverConfiguration = WidgetServerConfiguration(host: "127.0.0.1", port: 0)
        serverConfiguration.eventKeepAlive = .seconds(600)
        serverConfiguration.hostID = hostID
        serverConfiguration.eventLog = store
        serverConfiguration.eventLogRetention = retention
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        let server = try await WidgetServer(
            host: host, pipeline: ServerHarness.pipeline, configuration: serverConfiguration, logger: logger,
            activities: LiveActivityStore(clock: { clock.now }))
        return LoggedServer(clock: clock, host: host, server: server)
    }

    /// Opens `GET /api/events?limit=N` (with `Last-Event-ID` when given), runs `trigger` (if any) once the server has
    /// the subscriber, and returns the events the stream sent before it ended after N.
    func events(
        limit: Int, lastEventID: String? = nil, trigger: (@Sendable () async throws -> Void)? = nil
    ) async throws -> [StreamedEvent] {
        let server = self.server
        let text = try await Deadline.run(seconds: 60) {
            try await server.application().test(.router) { client in
                try await withThrowingTaskGroup(of: String?.self) { group in
                    group.addTask {
                        var headers = HTTPFields()
                        if let lastEventID { headers[HTTPField.Name("Last-Event-ID")!] = lastEventID }
                        return try await client.send(.get, "/api/events?limit=\(limit)", headers: headers).text
                    }
                    // Without a trigger the stream may end before a waiter would see its subscription.
                    if let trigger {
                        group.addTask {
                            await server.waitForEventSubscribers(1)
                            try await trigger()
                            return nil
                        }
                    }
                    var text = ""
                    for try await result in group { if let result { text = result } }
                    return text
                }
            }
        }
        return StreamedEvent.parse(try #require(text, "The stream did not end within 60 s: the events did not come."))
    }

    func close() {
        server.closeEventStreams()
    }
}

/// One event of a `text/event-stream`.
struct StreamedEvent: Equatable {
    var id: Int?
    var name: String
    var data: String

    static func parse(_ text: String) -> [StreamedEvent] {
        text.components(separatedBy: "\n\n").compactMap { block in
            var event = StreamedEvent(id: nil, name: "", data: "")
            for line in block.split(separator: "\n") {
                if line.hasPrefix("id: ") { event.id = Int(line.dropFirst(4)) }
                if line.hasPrefix("event: ") { event.name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { event.data = String(line.dropFirst(6)) }
            }
            return event.name.isEmpty ? nil : event
        }
    }
}

@Suite struct EventFanOutTests {
    enum LogStore: String, CaseIterable, CustomStringConvertible {
        case sqlite, postgres
        var description: String { rawValue }

        static var available: [LogStore] { FanOutPostgres.url == nil ? [.sqlite] : [.sqlite, .postgres] }

        /// A URL or path of a new, empty database of this kind.
        func makeDatabase() async throws -> String {
            switch self {
            case .sqlite:
                return FileManager.default.temporaryDirectory.appendingPathComponent(
                    "widgetry-events-\(UUID().uuidString).sqlite"
                ).path
            case .postgres:
                return try await FanOutPostgres.freshDatabase()
            }
        }

        /// Removes a SQLite database's files (PostgreSQL test databases go with the throwaway server).
        func remove(_ database: String) {
            guard self == .sqlite else { return }
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: database + suffix) }
        }

        func open(_ database: String) async throws -> any ServingWidgetStore & EventLog {
            switch self {
            case .sqlite: return try SQLiteWidgetStore(path: database)
            case .postgres: return try await PostgresWidgetStore.open(database)
            }
        }
    }

    @Test(arguments: LogStore.available)
    func aReconnectingPageCatchesUpOnTheEventsAfterItsLastEventID(store kind: LogStore) async throws {
        let database = try await kind.makeDatabase()
        defer { kind.remove(database) }
        let store = try await kind.open(database)
        let logged = try await LoggedServer.make(store: store, hostID: "host-a")
        defer { logged.close() }
        let first = try await logged.events(limit: 2) {
            try await logged.host.addWidget(kind: "Markup", family: .systemSmall, id: "m1")
        }
        #expect(first.map(\.name) == ["instance-added", "entry"])
        let seen = try #require(first.last?.id)
        #expect(first.first?.id.map { $0 < seen } == true, "ids increase: \(first)")
        // The page is away while the widget is removed (another stream hears of it, so it is logged)…
        let removal = try await logged.events(limit: 1, lastEventID: String(seen)) {
            try await logged.host.removeWidget(id: "m1")
        }
        #expect(removal.map(\.name) == ["instance-removed"])
        // … and reconnects with the id of the last event it saw: it gets the removal, with the same id.
        let caughtUp = try await logged.events(limit: 1, lastEventID: String(seen))
        #expect(caughtUp == removal)
        #expect(caughtUp.first?.id == Int(try await store.latestEventID()))
        // A page that saw everything gets nothing old, and live events after that.
        let live = try await logged.events(limit: 1, lastEventID: String(caughtUp.first?.id ?? 0)) {
            try await logged.host.addWidget(kind: "Markup", family: .systemSmall, id: "m2")
        }
        #expect(live.map(\.name) == ["instance-added"] && live.first?.data.contains(#""id":"m2""#) == true)
    }

    @Test(arguments: LogStore.available)
    func aPageWhoseEventsWerePrunedOrComeFromAnotherLogIsToldToReload(store kind: LogStore) async throws {
        let database = try await kind.makeDatabase()
        defer { kind.remove(database) }
        let store = try await kind.open(database)
        let logged = try await LoggedServer.make(store: store, hostID: "host-a", retention: 2)
        defer { logged.close() }
        let events = try await logged.events(limit: 4) {
            try await logged.host.addWidget(kind: "Markup", family: .systemSmall, id: "m1")
            try await logged.host.removeWidget(id: "m1")
            try await logged.host.addWidget(kind: "Markup", family: .systemSmall, id: "m2")
        }
        #expect(events.count == 4)
        let first = try #require(events.first?.id)
        // Other hosts append three times (each append keeps the 2 events before its own).
        for note in 1...3 {
            try await store.appendEvents([NewEvent(name: "note", data: "{\"n\":\(note)}")], origin: "b", retention: 2)
        }
        let latest = Int(try await store.latestEventID())
        for lastEventID in [String(first), "999999", "not-a-number"] {
            let reply = try await logged.events(limit: 1, lastEventID: lastEventID)
            #expect(reply.map(\.name) == ["reload"], "Last-Event-ID \(lastEventID)")
            #expect(reply.first?.id == nil && reply.first?.data == #"{"reason":"missed"}"#)
        }
        // The newest events are still there.
        let kept = try await logged.events(limit: 1, lastEventID: String(latest - 1))
        #expect(kept == [StreamedEvent(id: latest, name: "note", data: #"{"n":3}"#)])
    }

    @Test(.enabled(if: FanOutPostgres.url != nil, FanOutPostgres.skipReason))
    func aChangeOnOneHostReachesThePagesOfAnotherHostOnTheSameDatabase() async throws {
        let database = try await FanOutPostgres.freshDatabase()
        let storeA = try await PostgresWidgetStore.open(database)
        let storeB = try await PostgresWidgetStore.open(database)
        let a = try await LoggedServer.make(store: storeA, claims: storeA, hostID: "host-a")
        let b = try await LoggedServer.make(store: storeB, claims: storeB, hostID: "host-b")
        defer {
            a.close()
            b.close()
        }
        // Host B adds a widget (as POST /api/instances on B would); A's page hears of it.
        let onA = try await a.events(limit: 2) {
            try await b.host.addWidget(kind: "Markup", family: .systemSmall, id: "from-b")
        }
        #expect(onA.map(\.name) == ["instance-added", "entry"], "\(onA)")
        #expect(onA.allSatisfy { $0.data.contains(#""id":"from-b""#) })
        // B's own page sees the same events with the same ids.
        let onB = try await b.events(limit: 2, lastEventID: "0")
        #expect(onB == onA)
        // A push B receives over HTTP reloads the widget there; A's page hears of the new timeline and ledger line.
        let push = try await a.events(limit: 2, lastEventID: String(try #require(onA.last?.id))) {
            let reply = try await b.server.application().test(.router) { client in
                try await client.send(.post, "/api/push", body: #"{"aps":{"content-changed":true}}"#)
            }
            #expect(reply.status == 200 || reply.status == 202, "\(reply.text)")
        }
        #expect(Set(push.map(\.name)) == ["timeline", "ledger"], "\(push)")
        #expect(push.contains { $0.name == "ledger" && $0.data.contains(#""reason":"push""#) }, "\(push)")
        #expect(push.allSatisfy { ($0.id ?? 0) > (onA.last?.id ?? 0) })
        // A read the widget from the database before its page heard of it: A serves the widget B added, with the
        // timeline B's push installed, and its ledger.
        #expect(try await a.host.timeline(of: "from-b")?.reason == .push)
        let (instance, ledger) = try await a.server.application().test(.router) { client in
            (
                try await client.send(.get, "/api/instances/from-b"),
                try await client.send(.get, "/api/instances/from-b/ledger")
            )
        }
        #expect(instance.status == 200, "\(instance.text)")
        #expect(ledger.text.contains(#""reason":"push""#), "\(ledger.text)")
    }
}
