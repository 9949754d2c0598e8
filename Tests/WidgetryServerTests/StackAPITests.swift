import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// `/api/stacks`: Smart Stacks made, changed, reordered and deleted over HTTP, saying why their top is on top.
@Suite struct StackAPITests {
    @Test func aStackIsMadeChangedReorderedAndDeletedAndSaysWhyItsTopIsOnTop() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.addLoaded(kind: "Ticker", id: "t1")
        try await harness.test { client in
            let made = try await client.send(
                .post, "/api/stacks", body: #"{"id":"home","name":"Home","members":["c1","t1"]}"#)
            #expect(made.status == 201, "\(made.text)")
            #expect(made.headers[.location] == "/api/stacks/home")
            #expect(
                made.json["top"] == "c1" && made.json["smartRotate"] == true && made.json["family"] == "systemSmall")
            #expect(made.json["reason"]?["cause"] == "membersChanged")
            #expect(made.json["reason"]?["detail"]?.stringValue?.contains("No widget is relevant") == true)
            #expect(made.json["members"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["c1", "t1"])
            #expect(made.json["members"]?[0]?["isTop"] == true && made.json["members"]?[1]?["relevant"] == false)

            let added = try await client.send(
                .post, "/api/stacks/home/members", body: #"{"instanceID":"c2","position":0}"#)
            #expect(added.status == 200, "\(added.text)")
            #expect(added.json["members"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["c2", "c1", "t1"])
            #expect(added.json["top"] == "c2", "the first member is the resting top")

            let reordered = try await client.send(
                .put, "/api/stacks/home/members", body: #"{"members":["t1","c2","c1"]}"#)
            // Nothing is relevant and no top is chosen: the first member is on top.
            #expect(reordered.status == 200 && reordered.json["top"] == "t1", "\(reordered.text)")

            let chosen = try await client.send(
                .patch, "/api/stacks/home", body: #"{"smartRotate":false,"chosenTop":"t1","name":"Desk"}"#)
            #expect(chosen.status == 200, "\(chosen.text)")
            #expect(chosen.json["top"] == "t1" && chosen.json["smartRotate"] == false && chosen.json["name"] == "Desk")
            #expect(chosen.json["reason"]?["cause"] == "smartRotateOff")
            #expect(
                chosen.json["ledger"]?.arrayValue?.compactMap { $0["top"]?.stringValue } == ["c1", "c2", "t1", "t1"])

            let removed = try await client.send(.delete, "/api/stacks/home/members/t1")
            #expect(removed.status == 200 && removed.json["top"] == "c2" && removed.json["chosenTop"]?.isNull != false)

            let list = try await client.send(.get, "/api/stacks")
            #expect(list.json["stacks"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["home"])
            #expect(try await client.send(.delete, "/api/stacks/home").status == 204)
            #expect(try await client.send(.get, "/api/stacks/home").status == 404)
        }
        #expect(await harness.host.widgets().count == 3, "deleting a stack keeps its widgets")
    }

    @Test func badStackRequestsAreClearErrorsNamingTheField() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.addLoaded(family: .systemMedium, id: "m1")
        try await harness.test { client in
            #expect(try await client.send(.post, "/api/stacks", body: #"{"id":"s","members":["c1"]}"#).status == 201)
            let cases: [(HTTPRequest.Method, String, String, Int, String?, String?)] = [
                (.post, "/api/stacks", #"{"members":["nope"]}"#, 400, "members", "unknownInstance"),
                (.post, "/api/stacks", #"{"members":["c2","m1"]}"#, 400, "members", "invalidStack"),
                (.post, "/api/stacks", #"{"members":["c1"]}"#, 400, "members", "invalidStack"),
                (.post, "/api/stacks", #"{"members":"c2"}"#, 400, "members", nil),
                (.post, "/api/stacks", #"{"members":["c2"],"chosenTop":"c1"}"#, 400, "chosenTop", "invalidStack"),
                (.post, "/api/stacks", #"{"id":"s"}"#, 409, "id", "stackExists"),
                (.post, "/api/stacks", #"{"id":"a b"}"#, 400, "id", nil),
                (.post, "/api/stacks", #"{"colour":"red"}"#, 400, "colour", nil),
                (.patch, "/api/stacks/s", #"{"smartRotate":"yes"}"#, 400, "smartRotate", nil),
                (.patch, "/api/stacks/none", #"{"smartRotate":true}"#, 404, nil, "unknownStack"),
                (.put, "/api/stacks/s/members", #"{"members":["c2"]}"#, 400, "members", nil),
                (.post, "/api/stacks/s/members", #"{"instanceID":"c1"}"#, 400, "instanceID", "invalidStack"),
                (.post, "/api/stacks/s/members", #"{"instanceID":"c2","position":-1}"#, 400, "position", nil),
                (.delete, "/api/stacks/s/members/c2", "", 400, nil, "unknownInstance"),
            ]
            for (method, path, body, status, field, code) in cases {
                let reply = try await client.send(method, path, body: body.isEmpty ? nil : body)
                #expect(reply.status == status, "\(method) \(path) \(body): \(reply.text)")
                #expect(reply.errorField == field, "\(method) \(path) \(body): \(reply.text)")
                if let code { #expect(reply.json["error"]?["code"]?.stringValue == code, "\(reply.text)") }
                #expect(reply.json["error"]?["message"]?.stringValue?.isEmpty == false)
            }
        }
    }

    @Test func theEventStreamSaysWhenAStacksTopChanges() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.addLoaded(id: "c2")
        try await harness.host.createStack(id: "s", name: "S", members: ["c1", "c2"])
        let text = try await EventStreamTests.events(harness, setup: .router, limit: 1) {
            try await harness.host.updateStack(id: "s", StackUpdate(smartRotate: false, chosenTop: "c2"))
        }
        let event = try #require(text.components(separatedBy: "\n\n").first { $0.contains("event: stack") })
        #expect(event.contains(#""id":"s""#) && event.contains(#""top":"c2""#), "\(event)")
        #expect(event.contains(#""cause":"smartRotateOff""#) && event.contains(#""previous":"c1""#), "\(event)")
    }
}
