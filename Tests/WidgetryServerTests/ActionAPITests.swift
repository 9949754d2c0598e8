import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryServer

@Suite struct ActionAPITests {
    static let increment = String(reflecting: IncrementIntent.self)
    static let flag = String(reflecting: FlagIntent.self)

    @Test(arguments: [TestingSetup.router, .live])
    func buttonPerformsItsIntentAndReloadsTheWidgetForFree(setup: TestingSetup) async throws {
        let harness = try await ServerHarness.make()
        let name = "tap-\(UUID().uuidString.prefix(8))"
        try await harness.addLoaded(configuration: ["label": .string(name), "step": 2], id: "c1")
        let budget = try await harness.host.budgetLeft(of: "c1")
        let reply = try await harness.test(setup) { client in
            try await client.send(
                .post, "/api/instances/c1/actions/button",
                body: #"{"intent":"\#(Self.increment)","parameters":{"name":"\#(name)","step":2}}"#)
        }
        #expect(reply.status == 200, "\(reply.text)")
        #expect(reply.json["entry"]?["summary"]?.stringValue?.contains("count: 2") == true, "\(reply.text)")
        let last = reply.json["ledger"]?.arrayValue?.last
        #expect(last?["reason"] == "interaction")
        #expect(last?["counted"] == false)
        #expect(try await harness.host.budgetLeft(of: "c1") == budget)
        #expect(await TapStore.shared.count(name) == 2)
    }

    @Test func toggleSetsTheNewValue() async throws {
        let harness = try await ServerHarness.make()
        let name = "flag-\(UUID().uuidString.prefix(8))"
        try await harness.addLoaded(configuration: ["label": .string(name)], id: "c1")
        let reply = try await harness.test { client in
            try await client.send(
                .post, "/api/instances/c1/actions/toggle",
                body: #"{"intent":"\#(Self.flag)","parameters":{"name":"\#(name)"},"value":true}"#)
        }
        #expect(reply.status == 200, "\(reply.text)")
        #expect(await TapStore.shared.flag(name))
        #expect(reply.json["entry"]?["summary"]?.stringValue?.contains("flag: true") == true)
    }

    @Test func toggleWithAPlainIntentPerformsIt() async throws {
        let harness = try await ServerHarness.make()
        let name = "bump-\(UUID().uuidString.prefix(8))"
        try await harness.addLoaded(configuration: ["label": .string(name)], id: "c1")
        let reply = try await harness.test { client in
            try await client.send(
                .post, "/api/instances/c1/actions/toggle",
                body: #"{"intent":"\#(Self.increment)","parameters":{"name":"\#(name)","step":10},"value":true}"#)
        }
        #expect(reply.status == 200, "\(reply.text)")
        #expect(await TapStore.shared.count(name) == 10)
    }

    static let refused: [(path: String, body: String, status: Int, field: String?)] = [
        ("button", #"{"intent":"Other.Intent","parameters":{}}"#, 409, "intent"),
        ("button", #"{"intent":"\#(increment)","parameters":{"name":"someone-else","step":1}}"#, 409, "intent"),
        ("toggle", #"{"intent":"\#(flag)","parameters":{"name":"x"}}"#, 400, "value"),
        ("button", #"{"intent":"\#(increment)","value":true}"#, 400, "value"),
        ("button", #"{"parameters":{}}"#, 400, "intent"),
        ("button", #"{"intent":"\#(increment)","parameters":[1]}"#, 400, "parameters"),
        ("swipe", #"{"intent":"\#(increment)"}"#, 404, nil),
    ]

    @Test(arguments: refused)
    func actionsTheWidgetDoesNotShowAreRefused(path: String, body: String, status: Int, field: String?) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(configuration: ["label": "refused"], id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.post, "/api/instances/c1/actions/\(path)", body: body)
        }
        #expect(reply.status == status, "\(reply.text)")
        #expect(reply.errorField == field)
        #expect(await TapStore.shared.count("someone-else") == 0)
    }

    @Test func openingURLsRecordsThemByScheme() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(configuration: ["label": "links"], id: "c1")
        try await harness.test { client in
            let app = try await client.send(
                .post, "/api/instances/c1/open-url", body: #"{"url":"testapp://counter","source":"widgetURL"}"#)
            #expect(app.status == 200, "\(app.text)")
            #expect(app.json["disposition"] == "app")
            let web = try await client.send(
                .post, "/api/instances/c1/open-url", body: #"{"url":"https://example.com/help","source":"link"}"#)
            #expect(web.json["disposition"] == "navigate")
            let file = try await client.send(
                .post, "/api/instances/c1/open-url", body: #"{"url":"file:///etc/passwd","source":"link"}"#)
            #expect(file.json["disposition"] == "blocked")
            let notShown = try await client.send(
                .post, "/api/instances/c1/open-url", body: #"{"url":"https://evil.example","source":"link"}"#)
            #expect(notShown.status == 409)
            #expect(notShown.errorField == "url")
            let badSource = try await client.send(
                .post, "/api/instances/c1/open-url", body: #"{"url":"testapp://counter","source":"tap"}"#)
            #expect(badSource.errorField == "source")
            let log = try await client.send(.get, "/api/opened-urls")
            #expect(
                log.json.arrayValue?.map { $0["url"] } == [
                    "testapp://counter", "https://example.com/help", "file:///etc/passwd",
                ])
        }
    }
}
