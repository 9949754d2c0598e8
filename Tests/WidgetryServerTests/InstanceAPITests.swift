import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryServer

@Suite struct InstanceAPITests {
    @Test func addingAWidgetAnswersWithItsStateAndLocation() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let added = try await client.send(
                .post, "/api/instances",
                body: #"{"kind":"Counter","family":"systemMedium","configuration":{"label":"Added"},"id":"c1"}"#)
            #expect(added.status == 201)
            #expect(added.headers[.location] == "/api/instances/c1")
            #expect(added.json["family"] == "systemMedium")
            #expect(added.json["size"]?["width"] == .int(364))
            #expect(added.json["entry"]?["slot"] == "placeholder")
            #expect(added.json["configuration"]?["label"] == "Added")
            #expect(added.json["configuration"]?["room"] == "attic", "The room comes from the query's defaultResult().")
            await harness.clock.runDueWakeUps()
            let state = try await client.send(.get, "/api/instances/c1")
            #expect(state.status == 200)
            #expect(state.json["entry"]?["slot"] == "entry")
            #expect(state.json["entry"]?["index"] == .int(0))
            #expect(state.json["timeline"]?["policy"] == "never")
            #expect(state.json["nextReload"] == nil, "a .never policy plans no reload")
            let ledger = state.json["ledger"]?.arrayValue ?? []
            #expect(ledger.contains { $0["event"] == "reloaded" && $0["reason"] == "initial" })
            let list = try await client.send(.get, "/api/instances")
            #expect(list.json.arrayValue?.map { $0["id"] } == ["c1"])
        }
    }

    static let badBodies: [(body: String, field: String)] = [
        ("not json", "body"),
        (#"["Counter"]"#, "body"),
        (#"{"family":"systemSmall"}"#, "kind"),
        (#"{"kind":42}"#, "kind"),
        (#"{"kind":"Countr"}"#, "kind"),
        (#"{"kind":"Counter","family":"systemLarge"}"#, "family"),
        (#"{"kind":"Counter","family":"huge"}"#, "family"),
        (#"{"kind":"Counter","placement":"desk"}"#, "placement"),
        (#"{"kind":"Counter","configuration":[1]}"#, "configuration"),
        (#"{"kind":"Counter","configuration":{"labl":"x"}}"#, "configuration.labl"),
        (#"{"kind":"Counter","configuration":{"color":"purple"}}"#, "configuration.color"),
        (#"{"kind":"Counter","configuration":{"step":"three"}}"#, "configuration.step"),
        (#"{"kind":"Counter","configuration":{"room":"garage"}}"#, "configuration"),
        (#"{"kind":"Ticker","configuration":{"label":"x"}}"#, "configuration"),
        (#"{"kind":"Counter","id":"a b"}"#, "id"),
        (#"{"kind":"Counter","colour":"blue"}"#, "colour"),
    ]

    @Test(arguments: badBodies)
    func addingRejectsABadFieldByName(body: String, field: String) async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.post, "/api/instances", body: body) }
        #expect(reply.status == 400, "\(reply.text)")
        #expect(reply.errorField == field, "\(reply.text)")
        #expect(reply.errorMessage?.isEmpty == false)
        #expect(reply.headers[.contentType]?.hasPrefix("application/json") == true)
        #expect(await harness.host.widgets().isEmpty, "Nothing is half-added.")
    }

    @Test func deletingRemovesTheInstanceAndUnknownIDsAre404() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .accessoryRectangular, id: "t1")
        try await harness.test { client in
            #expect(try await client.send(.delete, "/api/instances/t1").status == 204)
            let gone = try await client.send(.get, "/api/instances/t1")
            #expect(gone.status == 404)
            #expect(gone.errorCode == "unknownInstance")
            #expect(gone.errorMessage?.contains("'t1'") == true)
            #expect(try await client.send(.delete, "/api/instances/t1").status == 404)
        }
    }

    @Test func reconfiguringChangesTheWidgetAndReloadsItForFree() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(configuration: ["label": "Before"], id: "c1")
        try await harness.test { client in
            let reply = try await client.send(
                .put, "/api/instances/c1/configuration", body: #"{"label":"After","color":"green","room":"kitchen"}"#)
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.json["configuration"]?["color"] == "green")
            #expect(reply.json["entry"]?["summary"]?.stringValue?.contains("After") == true)
            let last = reply.json["ledger"]?.arrayValue?.last
            #expect(last?["reason"] == "configurationEdit")
            #expect(last?["counted"] == false)
            let bad = try await client.send(.put, "/api/instances/c1/configuration", body: #"{"step":1.5}"#)
            #expect(bad.status == 400)
            #expect(bad.errorField == "configuration.step")
            let unknownRoom = try await client.send(.put, "/api/instances/c1/configuration", body: #"{"room":"moon"}"#)
            #expect(unknownRoom.status == 400)
            #expect(unknownRoom.errorField == "configuration")
            #expect(try await client.send(.get, "/api/instances/c1").json["configuration"]?["color"] == "green")
        }
    }

    @Test func ledgerEndpointReadsTheStoredLedger() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .accessoryCircular, id: "t1")
        try await harness.test { client in
            let reply = try await client.send(.get, "/api/instances/t1/ledger")
            #expect(reply.status == 200)
            #expect(reply.json[0]?["reason"] == "initial")
            #expect(try await client.send(.get, "/api/instances/nope/ledger").status == 404)
        }
    }

    @Test func aNullIDIsA400NamingID() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in
            try await client.send(.post, "/api/instances", body: #"{"kind":"Counter","id":null}"#)
        }
        #expect(reply.status == 400, "\(reply.text)")
        #expect(reply.errorField == "id")
        #expect(await harness.host.widgets().isEmpty)
    }

    @Test func anExistingIDIsA409NamingID() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.post, "/api/instances", body: #"{"kind":"Counter","id":"c1"}"#)
        }
        #expect(reply.status == 409, "\(reply.text)")
        #expect(reply.errorField == "id")
        #expect(reply.errorCode == "instanceExists")
        #expect(await harness.host.widgets().count == 1)
    }

    @Test func concurrentCreatesOfOneIDGiveExactlyOne201() async throws {
        let harness = try await ServerHarness.make()
        // Through the router, not a live socket: the eight requests still race in the route and the host, and no
        // client read timeout can fire when a busy machine makes them slow.
        let statuses = try await harness.test(.router) { client in
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await client.send(.post, "/api/instances", body: #"{"kind":"Counter","id":"same"}"#).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(statuses.filter { $0 == 201 }.count == 1, "\(statuses)")
        #expect(statuses.filter { $0 == 409 }.count == 7, "\(statuses)")
        #expect(await harness.host.widgets().map(\.id) == ["same"])
    }
}
