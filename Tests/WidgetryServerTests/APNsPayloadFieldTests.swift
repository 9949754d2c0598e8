import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryKit
@_spi(Testing) import WidgetryServer

/// Pushes and Live Activity requests with a field of the wrong type or value: APNs' `reason` stays, and the answer
/// names the field (`content-state.stopsAway`), what was expected and what came; timestamps that cannot be APNs'
/// seconds are refused instead of freezing the activity.
@Suite struct APNsPayloadFieldTests {
    static let now = Int(ServerHarness.start.timeIntervalSince1970)

    func push(_ client: some TestClientProtocol, _ token: String, _ aps: String) async throws -> Reply {
        try await client.send(
            .post, "/3/device/\(token)", body: #"{"aps":{\#(aps)}}"#, headers: APNsPushTests.headers())
    }

    @Test func aContentStateOfTheWrongTypeNamesTheFieldWhatWasExpectedAndWhatCame() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let token = try await APNsPushTests.startParcel(client)
            let float = try await push(
                client, token, #""timestamp":\#(Self.now),"event":"update","content-state":{"stopsAway":1.5}"#)
            #expect(float.status == 400, "\(float.text)")
            #expect(float.json["reason"] == "BadRequest")
            #expect(float.json["field"] == "content-state.stopsAway")
            #expect(float.json["expected"] == "integer" && float.json["found"] == "1.5", "\(float.text)")

            let text = try await push(
                client, token, #""timestamp":\#(Self.now),"event":"update","content-state":{"stopsAway":"three"}"#)
            #expect(text.status == 400 && text.json["field"] == "content-state.stopsAway")
            #expect(text.json["expected"] == "Int" && text.json["found"] == #""three""#, "\(text.text)")

            let missing = try await push(
                client, token, #""timestamp":\#(Self.now),"event":"update","content-state":{"stops":1}"#)
            #expect(missing.status == 400 && missing.json["field"] == "content-state.stopsAway", "\(missing.text)")

            // The JSON API names the inner field the same way.
            let api = try await client.send(
                .put, "/api/activities/parcel/content", body: #"{"contentState":{"stopsAway":2.5}}"#)
            #expect(api.status == 400 && api.errorField == "contentState.stopsAway", "\(api.text)")
            #expect(api.json["error"]?["expected"] == "integer" && api.json["error"]?["found"] == "2.5", "\(api.text)")
        }
        #expect(harness.activities.record(id: "parcel")?.content.state == Data(#"{"stopsAway":5}"#.utf8))
    }

    @Test func wronglyTypedOptionalFieldsAreRefusedNotDropped() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let token = try await APNsPushTests.startParcel(client)
            let update = #""timestamp":\#(Self.now),"event":"update","content-state":{"stopsAway":3}"#
            for (field, value) in [
                ("stale-date", #""tomorrow""#), ("relevance-score", "true"), ("stale-date", "{}"),
                ("relevance-score", #""high""#),
            ] {
                let reply = try await push(client, token, update + #","\#(field)":\#(value)"#)
                #expect(reply.status == 400 && reply.json["field"]?.stringValue == field, "\(field): \(reply.text)")
                #expect(reply.json["reason"] == "BadRequest")
            }
            let end = try await push(
                client, token, #""timestamp":\#(Self.now),"event":"end","dismissal-date":"soon""#)
            #expect(end.status == 400 && end.json["field"] == "dismissal-date", "\(end.text)")
            let good = try await push(
                client, token, update + #","stale-date":\#(Self.now + 600),"relevance-score":null"#)
            #expect(good.status == 200, "\(good.text)")
        }
        #expect(harness.activities.record(id: "parcel")?.endDate == nil, "the refused end changed nothing")
    }

    @Test func timestampsThatCannotBeSecondsAreRefusedAndFreezeNothing() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let token = try await APNsPushTests.startParcel(client)
            for timestamp in ["\(Self.now * 1000)", "\(Self.now + 2 * 86_400)", "-5", #""\#(Self.now)""#, "1e300"] {
                let reply = try await push(
                    client, token, #""timestamp":\#(timestamp),"event":"update","content-state":{"stopsAway":1}"#)
                #expect(reply.status == 400 && reply.json["field"] == "timestamp", "\(timestamp): \(reply.text)")
            }
            let millis = try await push(
                client, token, #""timestamp":\#(Self.now * 1000),"event":"update","content-state":{"stopsAway":1}"#)
            #expect(millis.json["found"]?.stringValue == "\(Self.now * 1000)")
            // Later updates still apply: nothing was stored from the refused ones.
            let later = try await push(
                client, token, #""timestamp":\#(Self.now + 60),"event":"update","content-state":{"stopsAway":2}"#)
            #expect(later.status == 200, "\(later.text)")
            #expect(try await client.send(.get, "/api/activities/parcel").json["contentState"]?["stopsAway"] == 2)

            let api = try await client.send(
                .put, "/api/activities/parcel/content",
                body: #"{"contentState":{"stopsAway":1},"timestamp":"58877-01-01T00:00:00Z"}"#)
            #expect(api.status == 400 && api.errorField == "timestamp", "\(api.text)")
            let farAhead = try await client.send(
                .put, "/api/activities/parcel/content",
                body: #"{"contentState":{"stopsAway":1},"timestamp":"2099-01-01T00:00:00Z"}"#)
            #expect(farAhead.status == 400 && farAhead.errorField == "timestamp", "\(farAhead.text)")
        }
    }
}
