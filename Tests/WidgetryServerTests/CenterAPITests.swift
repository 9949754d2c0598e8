import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
@_spi(Testing) import WidgetryServer

@Suite struct CenterAPITests {
    @Test func reloadOfAKindReloadsOnlyThatKindAsTheAppAsked() async throws {
        let harness = try await ServerHarness.make(developerMode: true)
        try await harness.addLoaded(configuration: ["label": "reload"], id: "c1")
        try await harness.addLoaded(kind: "Ticker", family: .accessoryCircular, id: "t1")
        try await harness.test { client in
            let reply = try await client.send(.post, "/api/reload", body: #"{"kind":"Counter"}"#)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.json["instances"]?.arrayValue?.map { $0["id"] } == ["c1"])
            #expect(reply.json["instances"]?[0]?["outcome"]?["reason"] == "appRequest")
            let all = try await client.send(.post, "/api/reload")
            #expect(all.json["instances"]?.arrayValue?.count == 2)
            let unknown = try await client.send(.post, "/api/reload", body: #"{"kind":"Nope"}"#)
            #expect(unknown.status == 400)
            #expect(unknown.errorField == "kind")
        }
        #expect(await harness.host.ledger(for: "t1").last?.reason == .appRequest)
    }

    static let badPushes: [(payload: String, field: String)] = [
        ("{", "body"), ("[]", "body"), ("{}", "aps"), (#"{"aps":1}"#, "aps"), (#"{"aps":{}}"#, "aps.content-changed"),
        (#"{"aps":{"content-changed":false}}"#, "aps.content-changed"),
        (#"{"aps":{"content-changed":"yes"}}"#, "aps.content-changed"),
    ]

    @Test(arguments: badPushes)
    func malformedPushIsA400NamingTheField(payload: String, field: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .accessoryCircular, id: "t1")
        let before = await harness.host.ledger(for: "t1").count
        let reply = try await harness.test { client in try await client.send(.post, "/api/push", body: payload) }
        #expect(reply.status == 400)
        #expect(reply.errorField == field, "\(reply.text)")
        #expect(reply.errorCode == "invalidPush")
        #expect(await harness.host.ledger(for: "t1").count == before, "Nothing is half-applied.")
    }

    @Test func pushReloadsTheWidgetsOfItsKindWithinTheBudget() async throws {
        let harness = try await ServerHarness.make(developerMode: true)
        try await harness.addLoaded(kind: "Ticker", family: .accessoryCircular, id: "t1")
        try await harness.addLoaded(configuration: ["label": "push"], id: "c1")
        try await harness.test { client in
            let reply = try await client.send(
                .post, "/api/push?kind=Ticker", body: #"{"aps":{"content-changed":true}}"#)
            #expect(reply.status == 202, "\(reply.text)")
            #expect(reply.json["reloaded"] == ["t1"])
            let unknown = try await client.send(
                .post, "/api/push?kind=Nope", body: #"{"aps":{"content-changed":true}}"#)
            #expect(unknown.errorField == "kind")
        }
        #expect(await harness.host.ledger(for: "t1").last?.reason == .push)
        #expect(await harness.host.ledger(for: "c1").last?.reason != .push)
    }

    @Test func configurationsListTheWidgetsAsWidgetCenterReportsThem() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(configuration: ["label": "listed"], id: "c1")
        let reply = try await harness.test { client in try await client.send(.get, "/api/configurations") }
        #expect(reply.json[0]?["kind"] == "Counter")
        #expect(reply.json[0]?["configuration"]?["label"] == "listed")
    }

    @Test func widgetCenterInAnotherProcessReachesTheHostOverHTTP() async throws {
        let harness = try await ServerHarness.make(developerMode: true)
        try await harness.addLoaded(configuration: ["label": "remote"], id: "c1")
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            let connection = try #require(
                try HTTPWidgetCenterConnection.fromEnvironment(["WIDGETRY_HOST_URL": "http://localhost:\(port)"]))
            connection.deliver(.reloadTimelines(kind: "Counter"))
            connection.deliver(.reloadAllTimelines)
            await connection.waitUntilIdle()
            let reasons = await harness.host.ledger(for: "c1").map(\.reason)
            #expect(reasons.filter { $0 == .appRequest }.count == 2)
            let infos = try await connection.currentConfigurations()
            #expect(infos.map(\.id) == ["c1"])
            #expect(infos.first?.configuration?["label"] == "remote")
        }
    }

    @Test func controlCenterInAnotherProcessReloadsControlsOverHTTP() async throws {
        let harness = try await ServerHarness.make()
        Heater.isOn.withLock { $0 = false }
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            let added = try await client.send(.post, "/api/controls", body: #"{"kind":"Heater","id":"heater"}"#)
            #expect(added.status == 201 && added.json["isOn"] == false)
            let connection = try #require(
                try HTTPWidgetCenterConnection.fromEnvironment(["WIDGETRY_HOST_URL": "http://localhost:\(port)"]))
            // The app changed what the provider reads, then asks Control Center to reload, from another process.
            Heater.isOn.withLock { $0 = true }
            connection.deliver(ControlCenterRequest.reloadControls(kind: "Heater"))
            await connection.waitUntilIdle()
            #expect(try await client.send(.get, "/api/controls/heater").json["isOn"] == true)
            Heater.isOn.withLock { $0 = false }
            connection.deliver(ControlCenterRequest.reloadAllControls)
            await connection.waitUntilIdle()
            #expect(try await client.send(.get, "/api/controls/heater").json["isOn"] == false)
            let controls = try await connection.currentControls()
            #expect(controls.map(\.id) == ["heater"] && controls.first?.kind == "Heater")
            let unknown = try await client.send(.post, "/api/controls/reload", body: #"{"kind":"Nope"}"#)
            #expect(unknown.status == 400 && unknown.errorField == "kind")
            let reloaded = try await client.send(.post, "/api/controls/reload", body: #"{"kind":"Heater"}"#)
            #expect(reloaded.status == 200 && reloaded.json[0]?["id"] == "heater")
        }
    }

    @Test func activityKitInAnotherProcessReachesTheHostOverHTTP() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            let connection = HTTPWidgetCenterConnection(baseURL: try #require(URL(string: "http://localhost:\(port)")))
            // The app's own ActivityKit store, its calls sent on to the host.
            let app = LiveActivityStore()
            app.setRemote(connection)
            let activity = try Activity.request(
                attributes: ParcelAttributes(carrier: "Bring"),
                content: ActivityContent(state: ParcelAttributes.ContentState(stopsAway: 6), staleDate: nil),
                pushType: .token, in: app)
            await connection.waitUntilIdle()
            let hosted = try await client.send(.get, "/api/activities/\(activity.id)")
            #expect(hosted.status == 200, "\(hosted.text)")
            #expect(hosted.json["contentState"]?["stopsAway"] == 6 && hosted.json["attributes"]?["carrier"] == "Bring")
            // The app's activity reports the host's token: the one a push server must send to.
            let token = try #require(hosted.json["pushToken"]?.stringValue)
            #expect(
                app.record(id: activity.id)?.pushToken.map { $0.map { String(format: "%02x", $0) }.joined() } == token)

            await activity.update(
                ActivityContent(state: ParcelAttributes.ContentState(stopsAway: 2), staleDate: nil),
                alertConfiguration: AlertConfiguration(title: "Close", body: "2 stops", sound: .default))
            await connection.waitUntilIdle()
            let updated = try await client.send(.get, "/api/activities/\(activity.id)")
            #expect(updated.json["contentState"]?["stopsAway"] == 2)
            #expect(updated.json["history"]?.arrayValue?.last?["alert"] == "Close")

            await activity.end(
                ActivityContent(state: ParcelAttributes.ContentState(stopsAway: 0), staleDate: nil),
                dismissalPolicy: .immediate)
            await connection.waitUntilIdle()
            let ended = try await client.send(.get, "/api/activities/\(activity.id)")
            #expect(ended.json["state"] == "dismissed" && ended.json["contentState"]?["stopsAway"] == 0)
            // The routes the connection uses check what they are given.
            let bad = try await client.send(
                .put, "/api/activities/\(activity.id)/content", body: #"{"contentState":{"stopsAway":"many"}}"#)
            #expect(bad.status == 409 || bad.status == 400, "\(bad.text)")
        }
    }

    @Test func pushesTheHostTakesReachTheAppsActivity() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test(.live) { client in
            let port = try #require(client.port)
            let connection = HTTPWidgetCenterConnection(
                baseURL: try #require(URL(string: "http://localhost:\(port)")), followInterval: .milliseconds(20))
            let app = LiveActivityStore()
            app.setRemote(connection)
            let activity = try Activity.request(
                attributes: ParcelAttributes(carrier: "Bring"),
                content: ActivityContent(state: ParcelAttributes.ContentState(stopsAway: 6), staleDate: nil),
                pushType: .token, in: app)
            var contents = activity.contentUpdates.makeAsyncIterator()
            var states = activity.activityStateUpdates.makeAsyncIterator()
            await connection.waitUntilIdle()
            let token = try #require(app.record(id: activity.id)?.pushToken).map { String(format: "%02x", $0) }
                .joined()
            // A server pushes to the host, as it would to APNs; the app's activity sees the new content.
            let now = Int(harness.clock.now.timeIntervalSince1970)
            let pushed = try await client.send(
                .post, "/3/device/\(token)", body: APNsPushTests.update(1, at: now + 5),
                headers: APNsPushTests.headers())
            #expect(pushed.status == 200)
            #expect(await contents.next()?.state.stopsAway == 1)
            let ended = try await client.send(
                .post, "/3/device/\(token)",
                body: #"{"aps":{"timestamp":\#(now + 6),"event":"end","content-state":{"stopsAway":0}}}"#,
                headers: APNsPushTests.headers())
            #expect(ended.status == 200)
            #expect(await states.next() == .ended)
            #expect(await contents.next()?.state.stopsAway == 0)
        }
    }

    @Test func connectionFromTheEnvironmentNeedsAnHTTPURL() throws {
        #expect(try HTTPWidgetCenterConnection.fromEnvironment([:]) == nil)
        #expect(throws: WidgetServerError.self) {
            try HTTPWidgetCenterConnection.fromEnvironment(["WIDGETRY_HOST_URL": "ftp://host"])
        }
        let connection = try HTTPWidgetCenterConnection.fromEnvironment([
            "WIDGETRY_HOST_URL": "http://127.0.0.1:9", "WIDGETRY_HOST_TOKEN": "secret-token",
        ])
        #expect(connection?.token == "secret-token")
    }

    @Test func openedURLsArePostedToTheWebhook() async throws {
        let (posts, poster) = AsyncStream.makeStream(of: String.self)
        let router = Router()
        router.post("/hook") { request, _ -> HTTPResponse.Status in
            let body = try await request.body.collect(upTo: 65536)
            poster.yield(String(buffer: body))
            return .noContent
        }
        try await Application(router: router).test(.live) { hook in
            let port = try #require(hook.port)
            let harness = try await ServerHarness.make(webhook: URL(string: "http://localhost:\(port)/hook"))
            try await harness.addLoaded(configuration: ["label": "hook"], id: "c1")
            let reply = try await harness.test { client in
                try await client.send(
                    .post, "/api/instances/c1/open-url", body: #"{"url":"testapp://counter","source":"widgetURL"}"#)
            }
            #expect(reply.status == 200)
            // The webhook is posted in the background: wait for the receiver to get it, for at most 10 s.
            let first = try await Deadline.run(seconds: 10) { await posts.first { _ in true } }
            let body = try #require(first.flatMap { $0 }, "The webhook was not called within 10 s.")
            #expect(body.contains(#""url":"testapp://counter""#))
            #expect(body.contains(#""disposition":"app""#))
        }
    }

    @Test func aWebhookRedirectIsNotFollowedAndCountsAsAFailure() async throws {
        let landings = TapStore()
        let router = Router()
        router.post("/hook") { _, _ -> Response in
            Response(status: .found, headers: [.location: "/landing"])
        }
        router.get("/landing") { _, _ -> HTTPResponse.Status in
            await landings.add(1, to: "GET")
            return .ok
        }
        router.post("/landing") { _, _ -> HTTPResponse.Status in
            await landings.add(1, to: "POST")
            return .ok
        }
        try await Application(router: router).test(.live) { hook in
            let port = try #require(hook.port)
            let harness = try await ServerHarness.make(webhook: URL(string: "http://127.0.0.1:\(port)/hook"))
            try await harness.addLoaded(configuration: ["label": "hook"], id: "c1")
            let reply = try await harness.test { client in
                try await client.send(
                    .post, "/api/instances/c1/open-url", body: #"{"url":"testapp://counter","source":"widgetURL"}"#)
            }
            #expect(reply.status == 200)
            let deliveries = try #require(
                try await Deadline.run(seconds: 30) { await harness.server.webhookDeliveries(1) },
                "The webhook post did not end within 30 s.")
            #expect(deliveries.first?.status == 302)
            #expect(deliveries.first?.failure?.contains("redirect") == true)
            #expect(await landings.count("GET") == 0, "the redirect was followed as a GET")
            #expect(await landings.count("POST") == 0, "the redirect was followed")
        }
    }
}
