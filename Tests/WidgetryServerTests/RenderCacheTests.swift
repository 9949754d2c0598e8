import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryIntents
@_spi(Testing) import WidgetryServer

/// The encoded-render cache behind `GET /api/instances/{id}/render.{format}`: entity tags, `304`s, invalidation by
/// reload, one entry per set of parameters, a bound in bytes, and bytes identical to a fresh paint.
@Suite struct RenderCacheTests {
    static let increment = String(reflecting: IncrementIntent.self)

    /// A Counter with a label of its own, so its count is its own.
    static func counter(_ harness: ServerHarness, id: String = "c1") async throws -> String {
        let name = "cache-\(UUID().uuidString.prefix(8))"
        try await harness.addLoaded(configuration: ["label": .string(name)], id: id)
        return name
    }

    @Test(arguments: ["png", "svg", "pdf", "html"])
    func repeatedRequestsCarryTheSameEntityTagAndBytes(format: String) async throws {
        let harness = try await ServerHarness.make()
        _ = try await Self.counter(harness)
        try await harness.test { client in
            let first = try await client.send(.get, "/api/instances/c1/render.\(format)?scale=2")
            let second = try await client.send(.get, "/api/instances/c1/render.\(format)?scale=2")
            #expect(first.status == 200)
            let tag = try #require(first.headers[.eTag])
            #expect(second.headers[.eTag] == tag)
            #expect(first.headers[.cacheControl] == "no-cache")
            if format == "html" {
                #expect(tag.hasPrefix("W/\""), "HTML's data-now changes per request: its tag is weak")
            } else {
                #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""), "a strong tag: \(tag)")
                #expect(first.body == second.body)
            }
        }
        #expect(harness.server.renderCacheUsage.images == 1)
    }

    @Test func aMatchingIfNoneMatchIsA304WithoutABody() async throws {
        let harness = try await ServerHarness.make()
        _ = try await Self.counter(harness)
        try await harness.test { client in
            let first = try await client.send(.get, "/api/instances/c1/render.png")
            let tag = try #require(first.headers[.eTag])
            for header in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
                let revalidated = try await client.send(
                    .get, "/api/instances/c1/render.png", headers: [.ifNoneMatch: header])
                #expect(revalidated.status == 304, "If-None-Match: \(header)")
                #expect(revalidated.body.isEmpty)
                #expect(revalidated.headers[.eTag] == tag)
                #expect(revalidated.headers[.cacheControl] == "no-cache")
            }
            let other = try await client.send(
                .get, "/api/instances/c1/render.png", headers: [.ifNoneMatch: "\"0123456789abcdef\""])
            #expect(other.status == 200)
            #expect(other.body == first.body)
            let html = try await client.send(.get, "/api/instances/c1/render.html")
            let htmlTag = try #require(html.headers[.eTag])
            let notModified = try await client.send(
                .get, "/api/instances/c1/render.html", headers: [.ifNoneMatch: htmlTag])
            #expect(notModified.status == 304)
            #expect(notModified.body.isEmpty)
        }
    }

    @Test func aReloadThatChangesTheWidgetChangesTheEntityTag() async throws {
        let harness = try await ServerHarness.make()
        let name = try await Self.counter(harness)
        try await harness.test { client in
            let before = try await client.send(.get, "/api/instances/c1/render.png")
            let oldTag = try #require(before.headers[.eTag])
            // A tap reloads the widget (for free) before the action answers; its count, and so its picture, change.
            let tap = try await client.send(
                .post, "/api/instances/c1/actions/button",
                body: #"{"intent":"\#(Self.increment)","parameters":{"name":"\#(name)","step":1}}"#)
            #expect(tap.status == 200, "\(tap.text)")
            let after = try await client.send(
                .get, "/api/instances/c1/render.png", headers: [.ifNoneMatch: oldTag])
            #expect(after.status == 200, "the old tag no longer matches")
            let newTag = try #require(after.headers[.eTag])
            #expect(newTag != oldTag)
            #expect(after.body != before.body)
        }
    }

    @Test func aReloadThatDrawsTheSamePictureKeepsTheEntityTag() async throws {
        let harness = try await ServerHarness.make()
        _ = try await Self.counter(harness)
        try await harness.test { client in
            let before = try await client.send(.get, "/api/instances/c1/render.png")
            let configuration = try await harness.host.widget(id: "c1").configuration
            try await harness.host.reconfigureWidget(id: "c1", configuration: configuration)
            await harness.host.waitUntilIdle()
            let after = try await client.send(.get, "/api/instances/c1/render.png")
            #expect(after.headers[.eTag] == before.headers[.eTag], "the tag is the bytes' digest")
        }
    }

    @Test func everyScaleSchemeModeAndLockHasItsOwnEntityTag() async throws {
        let harness = try await ServerHarness.make()
        // Markup hides privacy-sensitive text when locked, so `locked` changes its picture too.
        try await harness.addLoaded(kind: "Markup", id: "m1")
        let queries = [
            "", "scale=2", "scale=3", "scheme=dark", "scheme=dark&scale=2", "mode=accented", "locked=true",
        ]
        let tags = try await harness.test { client in
            var tags: [String] = []
            for query in queries {
                let reply = try await client.send(.get, "/api/instances/m1/render.png?\(query)")
                #expect(reply.status == 200)
                tags.append(reply.headers[.eTag] ?? "")
            }
            let scheme = try await client.send(.get, "/api/instances/m1/render.png?scheme=dark")
            #expect(scheme.headers[.eTag] == tags[3])
            return tags
        }
        #expect(!tags.contains(""))
        #expect(Set(tags).count == queries.count, "\(zip(queries, tags).map { "\($0): \($1)" })")
        #expect(harness.server.renderCacheUsage.images == queries.count)
    }

    @Test func theCacheKeepsNoMoreBytesThanItsLimit() async throws {
        let limit = 24 * 1024
        let harness = try await ServerHarness.make(renderCacheLimit: limit)
        _ = try await Self.counter(harness)
        try await harness.test { client in
            for scale in 1...4 {
                let reply = try await client.send(.get, "/api/instances/c1/render.png?scale=\(scale)")
                #expect(reply.status == 200)
                // IHDR: width, big-endian, at bytes 16–19; 170 pt per scale.
                #expect(reply.body[16..<20].reduce(0) { $0 << 8 | Int($1) } == 170 * scale)
                let usage = harness.server.renderCacheUsage
                #expect(usage.imageBytes <= limit, "\(usage)")
            }
        }
        #expect(harness.server.renderCacheUsage.images < 4, "larger scales pushed smaller ones out")
    }

    @Test func aZeroLimitKeepsNothingAndStillAnswersWithTags() async throws {
        let harness = try await ServerHarness.make(renderCacheLimit: 0)
        _ = try await Self.counter(harness)
        try await harness.test { client in
            let first = try await client.send(.get, "/api/instances/c1/render.png")
            let second = try await client.send(.get, "/api/instances/c1/render.png")
            #expect(first.headers[.eTag] != nil)
            #expect(first.headers[.eTag] == second.headers[.eTag])
        }
        #expect(harness.server.renderCacheUsage.images == 0)
        #expect(harness.server.renderCacheUsage.lists == 0)
    }

    @Test func aRemovedWidgetLeavesTheCache() async throws {
        let harness = try await ServerHarness.make()
        _ = try await Self.counter(harness)
        try await harness.test { client in
            let painted = try await client.send(.get, "/api/instances/c1/render.png")
            #expect(painted.status == 200)
            #expect(harness.server.renderCacheUsage.images == 1)
            let removed = try await client.send(.delete, "/api/instances/c1")
            #expect(removed.status == 204)
            #expect(harness.server.renderCacheUsage.images == 0)
            let gone = try await client.send(.get, "/api/instances/c1/render.png")
            #expect(gone.status == 404)
        }
    }

    /// Another server on the same host that keeps nothing: every answer is a fresh paint.
    static func uncached(_ harness: ServerHarness) async throws -> WidgetServer {
        var configuration = WidgetServerConfiguration(host: "127.0.0.1", port: 0, customURLSchemes: ["testapp"])
        configuration.renderCacheLimit = 0
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        return try await WidgetServer(
            host: harness.host, pipeline: ServerHarness.pipeline, configuration: configuration, logger: logger,
            activities: harness.activities)
    }

    /// A Ticker shows `Text(date, style: .timer)`: its picture changes every second, and the cache must follow.
    @Test(arguments: ["png", "svg", "html"])
    func cachedAnswersAreTheBytesOfAFreshPaintAsTimeGoesOn(format: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .systemSmall, id: "t1")
        try await harness.addLoaded(kind: "Counter", family: .systemSmall, id: "c1")
        let fresh = try await Self.uncached(harness)
        for id in ["t1", "c1"] {
            let path = "/api/instances/\(id)/render.\(format)?scale=2&fragment=true"
            var previous: Data?
            for step in 0..<3 {
                let cached = try await harness.test { client in
                    _ = try await client.send(.get, path)
                    return try await client.send(.get, path)
                }
                let painted = try await fresh.application().test(.router) { client in
                    try await client.send(.get, path)
                }
                #expect(cached.status == 200)
                #expect(cached.body == painted.body, "\(id) step \(step): cached and fresh differ")
                #expect(cached.headers[.eTag] == painted.headers[.eTag])
                if id == "t1", format != "html", let previous {
                    #expect(cached.body != previous, "the timer's text moved on")
                }
                previous = cached.body
                await harness.clock.advance(by: 1.25)
            }
        }
    }
}
