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
}
