import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryServer

/// `GET /api/instances` reuses each instance's JSON while its state is unchanged; what it lists must still be the
/// state of the moment.
@Suite struct InstanceListingCacheTests {
    static let increment = String(reflecting: IncrementIntent.self)

    @Test func theListingShowsAReloadAndARemovalAtOnce() async throws {
        let harness = try await ServerHarness.make()
        let name = "list-\(UUID().uuidString.prefix(8))"
        try await harness.addLoaded(configuration: ["label": .string(name)], id: "c1")
        try await harness.addLoaded(kind: "Markup", id: "m1")
        try await harness.test { client in
            let first = try await client.send(.get, "/api/instances")
            let again = try await client.send(.get, "/api/instances")
            #expect(first.body == again.body, "an unchanged listing is the same bytes")
            #expect(first.json[0]?["entry"]?["summary"]?.stringValue?.contains("count: 0") == true, "\(first.text)")
            let tap = try await client.send(
                .post, "/api/instances/c1/actions/button",
                body: #"{"intent":"\#(Self.increment)","parameters":{"name":"\#(name)","step":1}}"#)
            #expect(tap.status == 200)
            let reloaded = try await client.send(.get, "/api/instances")
            #expect(reloaded.json[0]?["entry"]?["summary"]?.stringValue?.contains("count: 1") == true)
            #expect(reloaded.json[1] == first.json[1], "the other instance is listed as before")
            let removed = try await client.send(.delete, "/api/instances/c1")
            #expect(removed.status == 204)
            let left = try await client.send(.get, "/api/instances")
            #expect(left.json.arrayValue?.count == 1)
            #expect(left.json[0]?["id"] == "m1")
        }
    }

    @Test func aWarmListingIsTheBytesOfAFreshOne() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .systemSmall, id: "t1")
        try await harness.addLoaded(kind: "Markup", id: "m1")
        try await harness.test { client in
            for _ in 0..<3 {
                // A new server each time: its listing is encoded from scratch.
                let fresh = try await RenderCacheTests.uncached(harness)
                let warm = try await client.send(.get, "/api/instances")
                let cold = try await fresh.application().test(.router) { client in
                    try await client.send(.get, "/api/instances")
                }
                #expect(warm.status == 200)
                #expect(warm.body == cold.body)
                try await harness.host.requestReload(of: "t1", reason: .appRequest)
                await harness.clock.advance(by: 90)
            }
        }
    }
}
