import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// `/api/controls`: controls added, listed, tapped and removed over HTTP, as Control Center does.
@Suite struct ControlAPITests {
    @Test func aToggleTappedOverHTTPPerformsItsIntentAndShowsTheProvidersValue() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let added = try await client.send(.post, "/api/controls", body: #"{"kind":"Fan","id":"fan"}"#)
            #expect(added.status == 201, "\(added.text)")
            #expect(added.headers[.location] == "/api/controls/fan")
            #expect(added.json["template"] == "toggle" && added.json["displayName"] == "Fan")
            let before = added.json["isOn"]?.boolValue ?? false
            let tapped = try await client.send(
                .post, "/api/controls/fan/actions/toggle", body: #"{"value":\#(!before)}"#)
            #expect(tapped.status == 200, "\(tapped.text)")
            #expect(tapped.json["isOn"]?.boolValue == !before && tapped.json["isOptimistic"] == false)
            let wrong = try await client.send(.post, "/api/controls/fan/actions/button")
            #expect(wrong.status == 400 && wrong.errorField == "action")
            let list = try await client.send(.get, "/api/controls")
            #expect(list.json.arrayValue?.compactMap { $0["id"]?.stringValue } == ["fan"])
            #expect(try await client.send(.delete, "/api/controls/fan").status == 204)
            #expect(try await client.send(.get, "/api/controls/fan").status == 404)
        }
    }

    @Test func badAddsAreRefusedNamingTheField() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let unknown = try await client.send(.post, "/api/controls", body: #"{"kind":"Toaster"}"#)
            #expect(unknown.status == 400 && unknown.errorField == "kind", "\(unknown.text)")
            let badID = try await client.send(.post, "/api/controls", body: #"{"kind":"Fan","id":"a b"}"#)
            #expect(badID.status == 400 && badID.errorField == "id")
            #expect(try await client.send(.post, "/api/controls", body: #"{"kind":"Fan","id":"f"}"#).status == 201)
            let again = try await client.send(.post, "/api/controls", body: #"{"kind":"Fan","id":"f"}"#)
            #expect(again.status == 409 && again.errorField == "id", "\(again.text)")
        }
        #expect(try await harness.host.currentControls().map(\.id) == ["f"])
    }

    @Test func concurrentAddsOfOneIDMakeOneControl() async throws {
        let harness = try await ServerHarness.make()
        let statuses = try await harness.test { client in
            try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask {
                        try await client.send(.post, "/api/controls", body: #"{"kind":"Fan","id":"same"}"#).status
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(statuses.filter { $0 == 201 }.count == 1 && statuses.filter { $0 == 409 }.count == 7)
        #expect(try await harness.host.currentControls().map(\.id) == ["same"])
    }

    @Test(arguments: [("small", 136, 136), ("medium", 304, 136), ("large", 304, 304)])
    func aControlIsDrawnInEachControlCenterSize(size: String, width: Int, height: Int) async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in
            #expect(try await client.send(.post, "/api/controls", body: #"{"kind":"Lamp","id":"lamp"}"#).status == 201)
            return try await client.send(.get, "/api/controls/lamp/render.png?size=\(size)&scale=2")
        }
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        #expect(reply.headers[.contentType] == "image/png")
        // IHDR: width and height, big-endian, at bytes 16–23; 68-point cells and 16-point gaps at 2×.
        #expect(reply.body[16..<20].reduce(0) { $0 << 8 | Int($1) } == width)
        #expect(reply.body[20..<24].reduce(0) { $0 << 8 | Int($1) } == height)
    }

    @Test func aControlsPictureSaysItsStateAndBadSizesAndIdsAreRefused() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            #expect(try await client.send(.post, "/api/controls", body: #"{"kind":"Lamp","id":"lamp"}"#).status == 201)
            let html = try await client.send(.get, "/api/controls/lamp/render.html?fragment=true&size=medium")
            #expect(html.status == 200)
            #expect(html.text.hasPrefix("<div class=\"wgt-widget\""))
            #expect(html.text.contains(#"data-control="lamp""#) && html.text.contains(#"data-size="medium""#))
            // The title from the Label, and "Off" for a toggle without a value label of its own.
            #expect(html.text.contains(">Lamp<") && html.text.contains(">Off<"), "\(html.text)")
            let bad = try await client.send(.get, "/api/controls/lamp/render.png?size=huge")
            #expect(bad.status == 400 && bad.errorField == "size")
            #expect(bad.text.contains("'small', 'medium', 'large'"))
            #expect(try await client.send(.get, "/api/controls/nothing/render.png").status == 404)
        }
    }

    @Test func aConfigurableControlIsReconfiguredFromItsIntentsForm() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let host = try await client.send(.get, "/api/host")
            let thermostat = host.json["controls"]?.arrayValue?.first { $0["kind"] == "Thermostat" }
            #expect(thermostat?["form"]?["fields"]?[0]?["name"] == "room")
            #expect(host.json["controls"]?.arrayValue?.first { $0["kind"] == "Lamp" }?["form"] == nil)

            #expect(
                try await client.send(.post, "/api/controls", body: #"{"kind":"Thermostat","id":"t"}"#).status == 201)
            let before = try await client.send(.get, "/api/controls/t/render.html?fragment=true")
            #expect(before.text.contains("Heat Kitchen"), "the intent's default")
            let edited = try await client.send(.put, "/api/controls/t/configuration", body: #"{"room":"Attic"}"#)
            #expect(edited.status == 200, "\(edited.text)")
            #expect(edited.json["configuration"]?["room"] == "Attic")
            let after = try await client.send(.get, "/api/controls/t/render.html?fragment=true")
            #expect(after.text.contains("Heat Attic"))

            let wrongType = try await client.send(.put, "/api/controls/t/configuration", body: #"{"room":5}"#)
            #expect(wrongType.status == 400 && wrongType.errorField == "configuration", "\(wrongType.text)")
            #expect(try await client.send(.get, "/api/controls/t").json["configuration"]?["room"] == "Attic")
            #expect(try await client.send(.post, "/api/controls", body: #"{"kind":"Lamp","id":"l"}"#).status == 201)
            let notConfigurable = try await client.send(.put, "/api/controls/l/configuration", body: "{}")
            #expect(notConfigurable.status == 409)
        }
    }
}
