import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryKit
import WidgetrySQLite
@_spi(Testing) import WidgetryServer

/// `POST /3/device/{token}`: APNs' request and answers, for Live Activity and widget pushes.
@Suite struct APNsPushTests {
    static let topic = "ServerTestWidgets.push-type.liveactivity"

    static func headers(
        type: String? = "liveactivity", topic: String? = APNsPushTests.topic, priority: String? = "10",
        expiration: String? = nil, id: String? = nil
    ) -> HTTPFields {
        var fields = HTTPFields()
        if let type { fields[HTTPField.Name("apns-push-type")!] = type }
        if let topic { fields[HTTPField.Name("apns-topic")!] = topic }
        if let priority { fields[HTTPField.Name("apns-priority")!] = priority }
        if let expiration { fields[HTTPField.Name("apns-expiration")!] = expiration }
        if let id { fields[HTTPField.Name("apns-id")!] = id }
        return fields
    }

    static func update(_ stops: Int, at timestamp: Int, extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(timestamp),"event":"update","content-state":{"stopsAway":\#(stops)}\#(extra)}}"#
    }

    /// Starts a parcel activity with a push token and returns the token.
    static func startParcel(_ client: some TestClientProtocol) async throws -> String {
        let started = try await client.send(
            .post, "/api/activities",
            body: #"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"},"contentState":{"stopsAway":5},"#
                + #""pushType":"token","id":"parcel"}"#)
        return try #require(started.json["pushToken"]?.stringValue)
    }

    @Test func anUpdatePushChangesTheActivityAndEchoesTheAPNsID() async throws {
        let harness = try await ServerHarness.make()
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await harness.test { client in
            let token = try await Self.startParcel(client)
            let id = "0A1B2C3D-4E5F-6071-8293-A4B5C6D7E8F9"
            let reply = try await client.send(
                .post, "/3/device/\(token)",
                body: Self.update(2, at: now + 10, extra: #","alert":{"title":"Nearly there","body":"2 stops"}"#),
                headers: Self.headers(id: id))
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.headers[HTTPField.Name("apns-id")!] == id)
            let shown = try await client.send(.get, "/api/activities/parcel")
            #expect(shown.json["contentState"]?["stopsAway"] == 2)
            // An older timestamp is accepted, as APNs accepts it, and ignored by the activity.
            let stale = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(4, at: now + 5), headers: Self.headers())
            #expect(stale.status == 200)
            #expect(try await client.send(.get, "/api/activities/parcel").json["contentState"]?["stopsAway"] == 2)
        }
        #expect(harness.activities.record(id: "parcel")?.alert?.title.key == "Nearly there")
    }

    @Test func anEndPushEndsItAndLaterPushesAreExpiredTokens() async throws {
        let harness = try await ServerHarness.make()
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await harness.test { client in
            let token = try await Self.startParcel(client)
            let end = try await client.send(
                .post, "/3/device/\(token)",
                body: #"{"aps":{"timestamp":\#(now + 1),"event":"end","content-state":{"stopsAway":0},"#
                    + #""dismissal-date":\#(now + 60)}}"#,
                headers: Self.headers())
            #expect(end.status == 200, "\(end.text)")
            let after = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(1, at: now + 2), headers: Self.headers())
            #expect(after.status == 410 && after.json["reason"] == "ExpiredToken", "\(after.text)")
        }
        let record = try #require(harness.activities.record(id: "parcel"))
        #expect(record.endDate != nil && record.dismissalDate == ServerHarness.start.addingTimeInterval(60))
    }

    @Test(arguments: [
        (headers(topic: nil), 400, "MissingTopic"),
        (headers(topic: "com.other.app.push-type.liveactivity"), 400, "TopicDisallowed"),
        (headers(type: "alert"), 400, "InvalidPushType"),
        (headers(priority: "7"), 400, "BadPriority"),
        (headers(expiration: "soon"), 400, "BadExpirationDate"),
        (headers(id: "not-a-uuid"), 400, "BadMessageId"),
    ])
    func badHeadersAreRefusedAsAPNsRefusesThem(headers: HTTPFields, status: Int, reason: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let token = try await Self.startParcel(client)
            let reply = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(1, at: 1), headers: headers)
            #expect(reply.status == status && reply.json["reason"]?.stringValue == reason, "\(reply.text)")
            #expect(try await client.send(.get, "/api/activities/parcel").json["contentState"]?["stopsAway"] == 5)
        }
    }

    @Test func badTokensAndPayloadsAreRefusedAsAPNsRefusesThem() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let token = try await Self.startParcel(client)
            let notHex = try await client.send(
                .post, "/3/device/not-a-token", body: Self.update(1, at: 1), headers: Self.headers())
            #expect(notHex.status == 400 && notHex.json["reason"] == "BadDeviceToken")
            let unknown = try await client.send(
                .post, "/3/device/\(String(repeating: "ab", count: 32))", body: Self.update(1, at: 1),
                headers: Self.headers())
            #expect(unknown.status == 400 && unknown.json["reason"] == "BadDeviceToken")
            let big = String(repeating: "x", count: 4100)
            let large = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(1, at: 1, extra: #","pad":"\#(big)""#),
                headers: Self.headers())
            #expect(large.status == 413 && large.json["reason"] == "PayloadTooLarge")
            let empty = try await client.send(.post, "/3/device/\(token)", body: "", headers: Self.headers())
            #expect(empty.status == 400 && empty.json["reason"] == "PayloadEmpty")
        }
    }

    @Test func aWidgetsPushReloadsWidgets() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in
            try await client.send(
                .post, "/3/device/\(String(repeating: "cd", count: 32))", body: #"{"aps":{"content-changed":true}}"#,
                headers: Self.headers(type: "widgets", topic: "ServerTestWidgets.push-type.widgets"))
        }
        #expect(reply.status == 200, "\(reply.text)")
    }

    /// A push-to-start in APNs' format, as a server sends it to the token `pushToStartTokenUpdates` gave.
    static func start(stops: Int, at timestamp: Int, type: String = "ParcelAttributes", inputToken: Bool = true)
        -> String
    {
        #"{"aps":{"timestamp":\#(timestamp),"event":"start","attributes-type":"\#(type)","#
            + #""attributes":{"carrier":"Bring"},"content-state":{"stopsAway":\#(stops)},"relevance-score":20,"#
            + #""alert":{"title":"On its way","body":"\#(stops) stops"}\#(inputToken ? #","input-push-token":1"# : "")}}"#
    }

    @Test func aPushToStartTokenStartsAnActivityThatItsOwnTokenThenUpdates() async throws {
        let harness = try await ServerHarness.make()
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await harness.test { client in
            let tokens = try await client.send(.get, "/api/push-tokens")
            #expect(tokens.status == 200)
            #expect(tokens.json["topic"] == "ServerTestWidgets")
            let starter = try #require(tokens.json["pushToStart"]?[0])
            #expect(starter["attributesType"] == "ParcelAttributes" && starter["kind"] == "ParcelAttributes")
            let startToken = try #require(starter["token"]?.stringValue)
            #expect(startToken.count == 64)
            #expect(tokens.json["activities"] == [])

            let started = try await client.send(
                .post, "/3/device/\(startToken)", body: Self.start(stops: 4, at: now), headers: Self.headers())
            #expect(started.status == 200, "\(started.text)")
            let activity = try #require(try await client.send(.get, "/api/activities").json[0])
            #expect(activity["attributes"]?["carrier"] == "Bring" && activity["contentState"]?["stopsAway"] == 4)
            #expect(activity["relevanceScore"] == 20 && activity["state"] == "active")
            #expect(harness.activities.records.first?.alert?.title.key == "On its way", "the alert it came with")

            // input-push-token: 1 gave it a token, listed with the running activities; updates go to it.
            let listed = try await client.send(.get, "/api/push-tokens")
            let own = try #require(listed.json["activities"]?[0]?["token"]?.stringValue, "\(listed.text)")
            #expect(own == activity["pushToken"]?.stringValue && own != startToken)
            let update = try await client.send(
                .post, "/3/device/\(own)", body: Self.update(1, at: now + 5, extra: #","relevance-score":1"#),
                headers: Self.headers())
            #expect(update.status == 200, "\(update.text)")
            let updated = try await client.send(.get, "/api/activities").json[0]
            #expect(updated?["contentState"]?["stopsAway"] == 1)
            // 1 is a number here, not `true` (Foundation on Linux hands both over as NSNumber).
            #expect(updated?["relevanceScore"] == 1)

            // The push-to-start token starts; it does not update, and it names its own type.
            let wrongEvent = try await client.send(
                .post, "/3/device/\(startToken)", body: Self.update(2, at: now + 6), headers: Self.headers())
            #expect(wrongEvent.status == 400 && wrongEvent.json["reason"] == "BadRequest")
            let wrongType = try await client.send(
                .post, "/3/device/\(startToken)", body: Self.start(stops: 2, at: now, type: "PizzaAttributes"),
                headers: Self.headers())
            #expect(wrongType.status == 400 && wrongType.json["reason"] == "BadRequest")
            let badState = try await client.send(
                .post, "/3/device/\(startToken)",
                body: #"{"aps":{"timestamp":\#(now),"event":"start","attributes-type":"ParcelAttributes","#
                    + #""attributes":{"carrier":"Bring"},"content-state":{"stops":"many"}}}"#,
                headers: Self.headers())
            #expect(badState.status == 400 && badState.json["reason"] == "BadRequest")
            #expect(try await client.send(.get, "/api/activities").json.arrayValue?.count == 1, "nothing started")
        }
    }

    @Test(.timeLimit(.minutes(2))) func widgetPushHandlersGetTheWidgetsTokenWhichWidgetPushesMustBeSentTo() async throws
    {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-push-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try SQLiteWidgetStore(path: path)
        let harness = try await ServerHarness.make(widgetPushStore: store)
        let token = try await #require(store.widgetPushToken())
        let hex = token.map { String(format: "%02x", $0) }.joined()
        // The handler's calls with this test's token (other tests' hosts call the same handler type).
        #expect(
            TickerPushCalls.calls.values.filter { $0.token == token }.map(\.ids) == [[]],
            "told the token at start, with no widgets yet")
        try await harness.test { client in
            let tokens = try await client.send(.get, "/api/push-tokens")
            #expect(tokens.json["widgets"]?["token"]?.stringValue == hex)
            #expect(tokens.json["widgets"]?["kinds"] == ["Ticker"])

            let added = try await client.send(
                .post, "/api/instances", body: #"{"kind":"Ticker","family":"systemSmall","id":"tick"}"#)
            #expect(added.status == 201)
            // The handler runs on the host's events, after the answer: wait for its call, not for a time.
            _ = await TickerPushCalls.calls.first { $0.token == token && $0.ids == ["tick"] }

            let widgets = Self.headers(type: "widgets", topic: "ServerTestWidgets.push-type.widgets")
            let body = #"{"aps":{"content-changed":true}}"#
            let wrong = try await client.send(
                .post, "/3/device/\(String(repeating: "ab", count: 32))", body: body, headers: widgets)
            #expect(wrong.status == 400 && wrong.json["reason"] == "BadDeviceToken")
            let right = try await client.send(.post, "/3/device/\(hex)", body: body, headers: widgets)
            #expect(right.status == 200, "\(right.text)")
        }
        // The token is kept: a host started again on the same store hands out the same one.
        let again = try await WidgetPushTokens.attach(to: harness.host, store: store)
        #expect(again.token == token)
        await again.detach()
    }

    @Test func highPriorityPushesPastTheBudgetAreAcceptedButHeldBackAndRecorded() async throws {
        let harness = try await ServerHarness.make()
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await harness.test { client in
            let token = try await Self.startParcel(client)
            for step in 1...10 {
                let reply = try await client.send(
                    .post, "/3/device/\(token)", body: Self.update(10 - step, at: now + step), headers: Self.headers())
                #expect(reply.status == 200)
            }
            // APNs takes the eleventh; the device holds it back.
            let held = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(42, at: now + 11), headers: Self.headers())
            #expect(held.status == 200)
            let shown = try await client.send(.get, "/api/activities/parcel")
            #expect(shown.json["contentState"]?["stopsAway"] == 0)
            let history = try #require(shown.json["history"]?.arrayValue)
            #expect(history.first?["event"] == "started")
            #expect(history.filter { $0["event"] == "updated" }.count == 10)
            #expect(history.last?["event"] == "throttled" && history.last?["priority"] == 10)
            // Priority 5 is not budgeted.
            let low = try await client.send(
                .post, "/3/device/\(token)", body: Self.update(3, at: now + 12), headers: Self.headers(priority: "5"))
            #expect(low.status == 200)
            #expect(try await client.send(.get, "/api/activities/parcel").json["contentState"]?["stopsAway"] == 3)
            // Listings leave the history out.
            #expect(try await client.send(.get, "/api/activities").json[0]?["history"] == nil)
        }
    }

    @Test func pushToStartStartsAtMostTenAnHourAsTheDeviceBudgetAllows() async throws {
        let harness = try await ServerHarness.make()
        let now = Int(ServerHarness.start.timeIntervalSince1970)
        try await harness.test { client in
            let startToken = try #require(
                try await client.send(.get, "/api/push-tokens").json["pushToStart"]?[0]?["token"]?.stringValue)
            for stops in 0..<12 {
                let reply = try await client.send(
                    .post, "/3/device/\(startToken)", body: Self.start(stops: stops, at: now + stops),
                    headers: Self.headers())
                #expect(reply.status == 200, "APNs takes each")
            }
            #expect(harness.activities.records.count == 10, "the device starts ten")
            let listed = try await client.send(.get, "/api/push-tokens").json["pushToStart"]?[0]
            #expect(listed?["startsInLastHour"] == 10 && listed?["startsPerHour"] == 10)
            await harness.clock.advance(by: 3601)
            let later = try await client.send(
                .post, "/3/device/\(startToken)", body: Self.start(stops: 1, at: now + 3700), headers: Self.headers())
            #expect(later.status == 200)
            #expect(harness.activities.records.count == 11, "an hour later there is room again")
        }
    }

    @Test(.timeLimit(.minutes(2))) func aControlsPushHandlerGetsItsTokenAndAPushToItReloadsTheControl() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cpush-\(UUID()).sqlite").path
        defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        let store = try SQLiteWidgetStore(path: path)
        let harness = try await ServerHarness.make(widgetPushStore: store)
        let id = "heater-\(UUID().uuidString.prefix(8))"
        try await harness.test { client in
            #expect(
                try await client.send(.post, "/api/controls", body: #"{"kind":"Heater","id":"\#(id)"}"#).status == 201)
            // The handler runs on the host's events: wait for its call naming this control, not for a time.
            let call = await HeaterPushCalls.calls.first { $0[id] != nil }
            let hex = try #require(call[id]).map { String(format: "%02x", $0) }.joined()
            let listed = try await client.send(.get, "/api/push-tokens")
            #expect(
                listed.json["controls"]?.arrayValue?.contains {
                    $0["id"]?.stringValue == id && $0["token"]?.stringValue == hex
                } == true)

            let headers = Self.headers(type: "controls", topic: "ServerTestWidgets.push-type.controls")
            let body = #"{"aps":{"content-changed":true}}"#
            let pushed = try await client.send(.post, "/3/device/\(hex)", body: body, headers: headers)
            #expect(pushed.status == 200, "\(pushed.text)")
            let unknown = try await client.send(
                .post, "/3/device/\(String(repeating: "cd", count: 32))", body: body, headers: headers)
            #expect(unknown.status == 400 && unknown.json["reason"] == "BadDeviceToken")
            let wrongTopic = try await client.send(
                .post, "/3/device/\(hex)", body: body,
                headers: Self.headers(type: "controls", topic: "ServerTestWidgets.push-type.widgets"))
            #expect(wrongTopic.status == 400 && wrongTopic.json["reason"] == "TopicDisallowed")
        }
    }

    @Test func theExpandedIslandOpensOnlyTheActivitysOwnWidgetURL() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            _ = try await Self.startParcel(client)
            let other = try await client.send(
                .post, "/api/activities/parcel/open-url", body: #"{"url":"https://example.com"}"#)
            #expect(other.status == 409 && other.errorField == "url")
            let own = try await client.send(
                .post, "/api/activities/parcel/open-url", body: #"{"url":"testapp://parcel"}"#)
            #expect(own.status == 200, "\(own.text)")
            #expect(own.json["disposition"] == "app" && own.json["source"] == "widgetURL")
            #expect(try await client.send(.get, "/api/opened-urls").json[0]?["url"] == "testapp://parcel")
        }
    }
}
