import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
@_spi(Testing) import WidgetryServer

/// `GET /api/instances/{id}/render.{format}?location=&night=`: StandBy and CarPlay renders of the stored list, their
/// validation, and their own entries in the render cache.
@Suite struct RenderLocationTests {
    /// The width and height a PNG's header states.
    static func pngSize(_ data: Data) throws -> (width: Int, height: Int) {
        let bytes = [UInt8](data)
        try #require(bytes.count > 24 && bytes[12..<16] == [0x49, 0x48, 0x44, 0x52], "a PNG with an IHDR")
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    @Test func standByPaintsTheSmallWidgetScaledToItsSlot() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            let home = try await client.send(.get, "/api/instances/c1/render.png?scale=2")
            let standBy = try await client.send(.get, "/api/instances/c1/render.png?scale=2&location=standBy")
            #expect(home.status == 200 && standBy.status == 200, "\(standBy.text)")
            #expect(try Self.pngSize(home.body) == (340, 340))
            #expect(try Self.pngSize(standBy.body) == (764, 764), "382 points at 2×")
            let carPlay = try await client.send(.get, "/api/instances/c1/render.png?scale=2&location=carPlay")
            #expect(carPlay.status == 200)
            #expect(try Self.pngSize(carPlay.body) == (340, 340), "CarPlay shows the widget at its own size")
        }
    }

    @Test func eachLocationAndNightModeHasItsOwnCacheEntryAndEntityTag() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            let queries = ["", "?location=standBy", "?location=standBy&night=true", "?location=carPlay&scheme=dark"]
            var tags: [String] = []
            for query in queries {
                let first = try await client.send(.get, "/api/instances/c1/render.png\(query)")
                let again = try await client.send(.get, "/api/instances/c1/render.png\(query)")
                #expect(first.status == 200, "\(query): \(first.text)")
                let tag = try #require(first.headers[.eTag])
                #expect(again.headers[.eTag] == tag, "\(query) is answered from its own entry")
                #expect(again.body == first.body)
                tags.append(tag)
            }
            #expect(Set(tags).count == queries.count, "no location is served another's image: \(tags)")
            // A Home Screen tag does not revalidate a StandBy render.
            let crossed = try await client.send(
                .get, "/api/instances/c1/render.png?location=standBy", headers: [.ifNoneMatch: tags[0]])
            #expect(crossed.status == 200)
        }
        #expect(harness.server.renderCacheUsage.images == 4)
    }

    @Test func aFamilyTheLocationDoesNotShowIsA400NamingTheLocation() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(family: .systemMedium, id: "m1")
        try await harness.test { client in
            for location in ["standBy", "carPlay"] {
                let reply = try await client.send(.get, "/api/instances/m1/render.png?location=\(location)")
                #expect(reply.status == 400)
                #expect(reply.errorField == "location")
                #expect(reply.text.contains("systemSmall"), "the message names what is supported: \(reply.text)")
            }
            let home = try await client.send(.get, "/api/instances/m1/render.png?location=homeScreen")
            #expect(home.status == 200)
        }
    }

    @Test func malformedLocationsAndNightOutsideStandByAre400s() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            let unknown = try await client.send(.get, "/api/instances/c1/render.png?location=moon")
            #expect(unknown.status == 400)
            #expect(unknown.errorField == "location")
            let night = try await client.send(.get, "/api/instances/c1/render.png?night=1")
            #expect(night.status == 400)
            #expect(night.errorField == "night")
            let carPlayNight = try await client.send(.get, "/api/instances/c1/render.png?location=carPlay&night=1")
            #expect(carPlayNight.status == 400)
        }
    }

    @Test func theHTMLFragmentOfStandByIsScaledToo() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            let reply = try await client.send(.get, "/api/instances/c1/render.html?fragment=1&location=standBy")
            #expect(reply.status == 200)
            #expect(reply.text.contains("382"), "the fragment is sized for StandBy's slot: \(reply.text.prefix(300))")
        }
    }

    @Test func glassIsTheAccentedModeOnItsOwnPlateWithItsOwnCacheEntry() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            var tags: [String] = []
            for query in ["?mode=accented", "?glass=clear", "?glass=tinted"] {
                let reply = try await client.send(.get, "/api/instances/c1/render.png\(query)")
                #expect(reply.status == 200, "\(query): \(reply.text)")
                tags.append(try #require(reply.headers[.eTag]))
            }
            #expect(tags[0] != tags[1], "clear glass is not the tinted plate")
            #expect(tags[0] == tags[2], "the accented mode's plate is the tinted glass")
            for query in ["?glass=frosted", "?glass=clear&location=standBy", "?glass=clear&mode=vibrant"] {
                let reply = try await client.send(.get, "/api/instances/c1/render.png\(query)")
                #expect(reply.status == 400, "\(query)")
                #expect(reply.errorField == "glass", "\(query)")
            }
        }
    }
}
