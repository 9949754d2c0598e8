import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryKit
@_spi(Testing) import WidgetryServer

/// `/api/activities`: Live Activities started, listed, drawn and ended over HTTP, with ActivityKit's rules.
@Suite struct ActivityAPITests {
    static let parcel = #"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"},"contentState":{"stopsAway":3}"#

    @Test func anActivityStartedOverHTTPIsListedShownAndEnded() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let started = try await client.send(
                .post, "/api/activities", body: Self.parcel + #","id":"p1","relevanceScore":50,"pushType":"token"}"#)
            #expect(started.status == 201, "\(started.text)")
            #expect(started.headers[.location] == "/api/activities/p1")
            #expect(started.json["state"] == "active")
            #expect(started.json["attributes"]?["carrier"] == "Posten")
            #expect(started.json["contentState"]?["stopsAway"] == 3)
            #expect(started.json["relevanceScore"] == 50)
            #expect(started.json["pushToken"]?.stringValue?.count == 64, "a hex token, as APNs gives")
            let list = try await client.send(.get, "/api/activities")
            #expect(list.json.arrayValue?.compactMap { $0["id"]?.stringValue } == ["p1"])
            let png = try await client.send(.get, "/api/activities/p1/render.png?presentation=compact&scale=2")
            #expect(png.status == 200 && png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
            let html = try await client.send(.get, "/api/activities/p1/render.html")
            #expect(html.text.contains("Posten: 3 stops away"))
            let ended = try await client.send(.delete, "/api/activities/p1")
            #expect(ended.status == 204)
            let after = try await client.send(.get, "/api/activities/p1")
            #expect(after.json["state"] == "dismissed", "immediate dismissal by default")
            let again = try await client.send(.delete, "/api/activities/p1")
            #expect(again.status == 409 && again.errorMessage?.contains("already ended") == true)
        }
        #expect(harness.activities.record(id: "p1")?.endDate != nil)
    }

    @Test func activitiesStartedInProcessAreTheOnesTheAPIShows() async throws {
        let harness = try await ServerHarness.make()
        let attributes = try JSONEncoder().encode(["carrier": "DHL"])
        let state = try JSONEncoder().encode(["stopsAway": 1])
        try harness.activities.start(
            attributesType: "ParcelAttributes", attributes: attributes,
            content: ActivityContent(state: state, staleDate: nil), id: "in-process")
        let reply = try await harness.test { client in try await client.send(.get, "/api/activities/in-process") }
        #expect(reply.status == 200 && reply.json["kind"] == "ParcelAttributes")
    }

    @Test(arguments: [
        (#"{"kind":"NoSuchActivity","contentState":{}}"#, 400, "kind"),
        (#"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"}}"#, 400, "contentState"),
        (
            #"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"},"contentState":{"stopsAway":"three"}}"#, 400,
            "contentState.stopsAway"
        ),
        (#"{"kind":"ParcelAttributes","attributes":{},"contentState":{"stopsAway":3}}"#, 400, "attributes.carrier"),
        (#"{"kind":"ParcelAttributes","contentState":{"stopsAway":3},"staleDate":"soon"}"#, 400, "staleDate"),
        (#"{"kind":"ParcelAttributes","contentState":{"stopsAway":3},"colour":"red"}"#, 400, "colour"),
        (#"[1,2]"#, 400, "body"),
    ])
    func badStartsAreRefusedNamingTheField(body: String, status: Int, field: String) async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.post, "/api/activities", body: body) }
        #expect(reply.status == status, "\(reply.text)")
        #expect(reply.errorField == field, "\(reply.text)")
        #expect(harness.activities.records.isEmpty)
    }

    @Test func contentOver4KBIsRefusedAsActivityKitDoes() async throws {
        let harness = try await ServerHarness.make()
        let carrier = String(repeating: "x", count: 5000)
        let reply = try await harness.test { client in
            try await client.send(
                .post, "/api/activities",
                body:
                    #"{"kind":"ParcelAttributes","attributes":{"carrier":"\#(carrier)"},"contentState":{"stopsAway":1}}"#
            )
        }
        #expect(reply.status == 413, "\(reply.text)")
        #expect(reply.errorMessage?.contains("the limit is 4096 bytes") == true, "\(reply.text)")
        #expect(harness.activities.records.isEmpty)
    }

    @Test func unknownIDsAndPresentationsAreClearErrors() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            #expect(try await client.send(.get, "/api/activities/nope").status == 404)
            #expect(try await client.send(.delete, "/api/activities/nope").status == 404)
            _ = try await client.send(.post, "/api/activities", body: Self.parcel + #","id":"p2"}"#)
            let bad = try await client.send(.get, "/api/activities/p2/render.png?presentation=sideways")
            #expect(bad.status == 400 && bad.errorField == "presentation")
            let policy = try await client.send(.delete, "/api/activities/p2?dismissal=later")
            #expect(policy.status == 400 && policy.errorField == "dismissal")
        }
    }
}
