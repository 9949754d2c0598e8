import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPostgres
@_spi(Testing) import WidgetryServer

/// One host of several on a PostgreSQL database, with its Live Activities kept in the store by a journal, as
/// `ServingHost` assembles it: its own `LiveActivityStore`, a manual clock, the store's event log.
struct ActivityHost {
    let logged: LoggedServer
    let activities: LiveActivityStore
    let journal: LiveActivityJournal
    let store: PostgresWidgetStore

    static func make(database: String, hostID: String) async throws -> ActivityHost {
        let store = try await PostgresWidgetStore.open(database)
        let clock = ManualClock(now: ServerHarness.start)
        let activities = LiveActivityStore(clock: { clock.now })
        let journal = try await LiveActivityJournal.attach(activities, to: store)
        var configuration = HostConfiguration(
            developerMode: true, variants: WidgetServer.variants, timelineDating: .relativeToWallClock,
            logger: CollectingHostLogger())
        configuration.limits.providerDeadline = 600
        let host = try await WidgetHost(
            bundle: await serverTestBundle(), store: store, claims: store,
            renderer: DisplayListRenderer(pipeline: ServerHarness.pipeline), clock: clock,
            configuration: configuration)
        var serverConfiguration = WidgetServerConfiguration(host: "127.0.0.1", port: 0)
        serverConfiguration.eventKeepAlive = .seconds(600)
        serverConfiguration.hostID = hostID
        serverConfiguration.eventLog = store
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        let server = try await WidgetServer(
            host: host, pipeline: ServerHarness.pipeline, configuration: serverConfiguration, logger: logger,
            activities: activities, activitiesSaved: { await journal.flush() }, activityEvents: journal,
            activityJournal: journal)
        // As `serve` has once it listens: the push-to-start tokens the server made are written.
        await journal.flush()
        return ActivityHost(
            logged: LoggedServer(clock: clock, host: host, server: server), activities: activities, journal: journal,
            store: store)
    }

    /// Sends requests to this host's API.
    func send<T: Sendable>(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> T) async throws -> T {
        try await logged.server.application().test(.router) { client in try await body(client) }
    }

    /// Stops this host as `serve` does: events end, every activity change is written, the host stops.
    func stop() async throws {
        logged.close()
        await journal.flush()
        journal.detach()
        await logged.host.stop()
        try await store.close()
    }
}

/// Live Activities on several hosts sharing one PostgreSQL database: an activity started through one host is
/// changed through another, and the first host's API, renders and page show the change.
@Suite struct SharedActivityTests {
    @Test(.enabled(if: FanOutPostgres.url != nil, FanOutPostgres.skipReason))
    func anActivityStartedOnOneHostIsUpdatedThroughAnotherAndTheFirstShowsTheUpdate() async throws {
        let database = try await FanOutPostgres.freshDatabase()
        let a = try await ActivityHost.make(database: database, hostID: "host-a")
        let b = try await ActivityHost.make(database: database, hostID: "host-b")
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        // Started through A; once A's page heard of it, every later event on A's streams is one the test caused.
        let started = try await a.logged.events(limit: 1) {
            _ = try await a.send { client in try await APNsPushTests.startParcel(client) }
        }
        #expect(started.first?.data.contains(#""event":"started""#) == true, "\(started)")
        let token = try #require(a.activities.record(id: "parcel")?.pushToken).hexString
        // B may or may not have taken the activity in from A's event by now (its relay runs on its own); either
        // way its REST route applies the change to the activity as the store holds it, which is what follows.

        // Through B's REST API (B reads the activity from the store), while A's page listens.
        let restUpdate = try await a.logged.events(limit: 1) {
            let reply = try await b.send { client in
                try await client.send(
                    .put, "/api/activities/parcel/content", body: #"{"contentState":{"stopsAway":2}}"#)
            }
            #expect(reply.status == 200, "\(reply.text)")
        }
        #expect(restUpdate.map(\.name) == ["activity"], "\(restUpdate)")
        #expect(restUpdate.first?.data.contains(#""event":"updated""#) == true, "\(restUpdate)")
        #expect(restUpdate.first?.data.contains(#""stopsAway":2"#) == true, "\(restUpdate)")
        // A read it before its page heard of it: its listing and its renders show B's update.
        try await a.send { client in
            let listing = try await client.send(.get, "/api/activities")
            #expect(listing.text.contains(#""stopsAway":2"#), "\(listing.text)")
            let banner = try await client.send(
                .get, "/api/activities/parcel/render.html?fragment=true&presentation=lockScreen")
            #expect(banner.status == 200 && banner.text.contains("Posten: 2 stops away"), "\(banner.text)")
        }

        // Through B's APNs route, to the push token A gave out.
        let push = try await a.logged.events(limit: 1) {
            let reply = try await b.send { client in
                try await client.send(
                    .post, "/3/device/\(token)", body: APNsPushTests.update(1, at: now + 10),
                    headers: APNsPushTests.headers())
            }
            #expect(reply.status == 200, "\(reply.text)")
        }
        #expect(push.first?.data.contains(#""stopsAway":1"#) == true, "\(push)")
        try await a.send { client in
            let shown = try await client.send(.get, "/api/activities/parcel")
            #expect(shown.json["contentState"]?["stopsAway"] == 1, "\(shown.text)")
            let banner = try await client.send(
                .get, "/api/activities/parcel/render.html?fragment=true&presentation=lockScreen")
            #expect(banner.text.contains("Posten: 1 stops away"), "\(banner.text)")
        }
        // The store holds B's last change, its history with both updates.
        let saved = try #require(try await a.store.liveActivity(id: "parcel"))
        #expect(saved.history.map(\.event) == [.started, .updated, .updated])

        // An end through B: A's page hears of it and A's listing shows it ended; a later push through A to the
        // token is refused as APNs refuses an ended activity's.
        let end = try await a.logged.events(limit: 1) {
            let reply = try await b.send { client in
                try await client.send(.post, "/api/activities/parcel/end", body: #"{"dismissal":"default"}"#)
            }
            #expect(reply.status == 200, "\(reply.text)")
        }
        #expect(end.first?.data.contains(#""event":"ended""#) == true, "\(end)")
        #expect(a.activities.record(id: "parcel")?.endDate != nil)
        try await a.send { client in
            let late = try await client.send(
                .post, "/3/device/\(token)", body: APNsPushTests.update(0, at: now + 20),
                headers: APNsPushTests.headers())
            #expect(late.status == 410 && late.json["reason"] == "ExpiredToken", "\(late.text)")
        }
        try await b.stop()
        try await a.stop()
    }

    @Test(.enabled(if: FanOutPostgres.url != nil, FanOutPostgres.skipReason))
    func anActivityStartedOnAnotherHostIsListedRenderedAndChangedHere() async throws {
        let database = try await FanOutPostgres.freshDatabase()
        let a = try await ActivityHost.make(database: database, hostID: "host-a")
        let b = try await ActivityHost.make(database: database, hostID: "host-b")
        // B starts it by push-to-start, to the token A made for the type (B read A's token at its start).
        let startToken = try #require(a.activities.pushToStartTokens["ParcelAttributes"]).hexString
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        let started = try await a.logged.events(limit: 1) {
            let reply = try await b.send { client in
                try await client.send(
                    .post, "/3/device/\(startToken)",
                    body: #"{"aps":{"timestamp":\#(now),"event":"start","attributes-type":"ParcelAttributes","#
                        + #""attributes":{"carrier":"Bring"},"content-state":{"stopsAway":7},"input-push-token":1}}"#,
                    headers: APNsPushTests.headers())
            }
            #expect(reply.status == 200, "\(reply.text)")
        }
        #expect(started.first?.data.contains(#""event":"started""#) == true, "\(started)")
        let id = try #require(b.activities.records.first?.id)
        let pushToken = try #require(b.activities.records.first?.pushToken).hexString
        #expect(a.activities.record(id: id) != nil, "A read the activity before its page heard of it")
        try await a.send { client in
            let banner = try await client.send(
                .get, "/api/activities/\(id)/render.html?fragment=true&presentation=lockScreen")
            #expect(banner.text.contains("Bring: 7 stops away"), "\(banner.text)")
            // A push through A to the activity's token, which B gave out.
            let push = try await client.send(
                .post, "/3/device/\(pushToken)", body: APNsPushTests.update(6, at: now + 5),
                headers: APNsPushTests.headers())
            #expect(push.status == 200, "\(push.text)")
        }
        #expect(
            try await b.store.liveActivity(pushToken: try #require(Data(hexString: pushToken)))?.content.state
                == Data(#"{"stopsAway":6}"#.utf8))
        try await b.stop()
        try await a.stop()
    }

    @Test(.enabled(if: FanOutPostgres.url != nil, FanOutPostgres.skipReason))
    func aPushToStartTokenSavedByAnotherHostAfterThisOneStartedStartsAnActivityHere() async throws {
        let database = try await FanOutPostgres.freshDatabase()
        let a = try await ActivityHost.make(database: database, hostID: "host-a")
        // Another host (started on the empty database at the same moment) saved a token of its own for the type.
        let token = Data((0..<32).map { UInt8($0 * 7 % 256) })
        try await a.store.savePushToStartToken(token, forAttributesType: "ParcelAttributes")
        #expect(a.activities.pushToStartTokens["ParcelAttributes"] != token, "A still has its own")
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await a.send { client in
            let reply = try await client.send(
                .post, "/3/device/\(token.hexString)",
                body: #"{"aps":{"timestamp":\#(now),"event":"start","attributes-type":"ParcelAttributes","#
                    + #""attributes":{"carrier":"Bring"},"content-state":{"stopsAway":7}}}"#,
                headers: APNsPushTests.headers())
            #expect(reply.status == 200, "\(reply.text)")
            let listing = try await client.send(.get, "/api/activities")
            #expect(listing.text.contains(#""carrier":"Bring""#), "\(listing.text)")
            // A lists the store's token from now on, as every host sharing the database does.
            let tokens = try await client.send(.get, "/api/push-tokens")
            #expect(tokens.text.contains(token.hexString), "\(tokens.text)")
        }
        try await a.stop()
    }

    @Test(.enabled(if: FanOutPostgres.url != nil, FanOutPostgres.skipReason))
    func aHostRestartedAfterAnotherChangedAnActivityShowsTheChange() async throws {
        let database = try await FanOutPostgres.freshDatabase()
        let a = try await ActivityHost.make(database: database, hostID: "host-a")
        let b = try await ActivityHost.make(database: database, hostID: "host-b")
        _ = try await a.send { client in try await APNsPushTests.startParcel(client) }
        try await a.stop()
        let reply = try await b.send { client in
            try await client.send(.put, "/api/activities/parcel/content", body: #"{"contentState":{"stopsAway":4}}"#)
        }
        #expect(reply.status == 200, "\(reply.text)")
        let restarted = try await ActivityHost.make(database: database, hostID: "host-a")
        try await restarted.send { client in
            let shown = try await client.send(.get, "/api/activities/parcel")
            #expect(shown.json["contentState"]?["stopsAway"] == 4, "\(shown.text)")
            let banner = try await client.send(
                .get, "/api/activities/parcel/render.html?fragment=true&presentation=lockScreen")
            #expect(banner.text.contains("Posten: 4 stops away"), "\(banner.text)")
        }
        try await b.stop()
        try await restarted.stop()
    }
}
