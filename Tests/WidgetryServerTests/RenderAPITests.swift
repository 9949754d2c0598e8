import Foundation
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryServer

@Suite struct RenderAPITests {
    static let formats: [(format: String, contentType: String, magic: [UInt8])] = [
        ("png", "image/png", [0x89, 0x50, 0x4E, 0x47]),
        ("svg", "image/svg+xml", Array("<?xml".utf8)),
        ("pdf", "application/pdf", Array("%PDF".utf8)),
        ("html", "text/html; charset=utf-8", Array("<!DOCTYPE html>".utf8)),
    ]

    @Test(arguments: formats)
    func rendersTheCurrentEntryInEveryFormat(format: String, contentType: String, magic: [UInt8]) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.get, "/api/instances/c1/render.\(format)?scale=2&scheme=dark")
        }
        #expect(reply.status == 200, "\(reply.text.prefix(300))")
        #expect(reply.headers[.contentType] == contentType)
        #expect(Array(reply.body.prefix(magic.count)) == magic)
        if format == "png" {
            // IHDR: width and height, big-endian, at bytes 16–23; 170 pt at 2×.
            let width = reply.body[16..<20].reduce(0) { $0 << 8 | Int($1) }
            #expect(width == 340)
        }
    }

    @Test func htmlFragmentCarriesTheInstanceAndTheRequestedAppearance() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.get, "/api/instances/c1/render.html?fragment=true&scheme=dark&mode=accented")
        }
        #expect(reply.text.hasPrefix("<div class=\"wgt-widget\""))
        #expect(reply.text.contains(#"data-widget-id="c1""#))
        #expect(reply.text.contains(#"data-color-scheme="dark""#))
        #expect(reply.text.contains(#"data-rendering-mode="accented""#))
        #expect(reply.text.contains("wgt-button"))
        #expect(reply.text.contains(#"href="https://example.com/help""#), "http(s) links are real links")
        #expect(!reply.text.contains(#"href="file:"#), "other schemes never become hrefs")
        #expect(!reply.text.contains(#"href="testapp:"#))
    }

    @Test func renderedHTMLEscapesEveryString() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Markup", id: "m1")
        try await harness.test { client in
            let fragment = try await client.send(.get, "/api/instances/m1/render.html?fragment=true")
            #expect(fragment.text.contains("&lt;script&gt;"))
            #expect(!fragment.text.contains("<script>alert"))
            let document = try await client.send(.get, "/api/instances/m1/render.html")
            #expect(document.text.contains("<title>&lt;b&gt;Markup&lt;/b&gt;</title>"))
            #expect(!document.text.contains("<script>alert"))
        }
    }

    @Test func placeholderAndLockedStateRenderRedacted() async throws {
        let harness = try await ServerHarness.make()
        _ = try await harness.host.addWidget(kind: "Markup", family: .systemSmall, id: "m1")
        try await harness.test { client in
            let placeholder = try await client.send(.get, "/api/instances/m1/render.html?fragment=true")
            #expect(placeholder.text.contains(#"data-redaction="placeholder""#))
            await harness.clock.runDueWakeUps()
            let unlocked = try await client.send(.get, "/api/instances/m1/render.html?fragment=true")
            #expect(!unlocked.text.contains("data-redaction"))
            #expect(unlocked.text.contains("&lt;script&gt;"))
            let locked = try await client.send(.get, "/api/instances/m1/render.html?fragment=true&locked=true")
            #expect(locked.text.contains(#"data-redaction="privacy""#))
            #expect(!locked.text.contains("&lt;script&gt;"), "privacy-sensitive text is hidden when locked")
        }
    }

    @Test func lockScreenWidgetsRenderVibrantByDefault() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .accessoryRectangular, id: "t1")
        let reply = try await harness.test { client in
            try await client.send(.get, "/api/instances/t1/render.html?fragment=true")
        }
        #expect(reply.text.contains(#"data-rendering-mode="vibrant""#))
        #expect(reply.text.contains(#"data-color-scheme="dark""#))
        #expect(reply.text.contains("wgt-date"), "the timer stays live for the page's timer script")
    }

    static let badQueries: [(query: String, field: String)] = [
        ("scale=9", "scale"), ("scale=two", "scale"), ("scheme=blue", "scheme"), ("mode=neon", "mode"),
        ("locked=maybe", "locked"),
    ]

    @Test(arguments: badQueries)
    func renderRejectsABadQueryItemByName(query: String, field: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let reply = try await harness.test { client in
            try await client.send(.get, "/api/instances/c1/render.png?\(query)")
        }
        #expect(reply.status == 400)
        #expect(reply.errorField == field)
    }

    @Test func unknownFormatsAndInstancesAre404() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        try await harness.test { client in
            let gif = try await client.send(.get, "/api/instances/c1/render.gif")
            #expect(gif.status == 404)
            #expect(gif.errorMessage?.contains("'render.gif'") == true)
            let unknown = try await client.send(.get, "/api/instances/zz/render.png")
            #expect(unknown.status == 404)
        }
    }

    /// The OpenAPI document's largest `scale`, which every format must render, and the next one, a 400.
    static func documentedMaximumScale(_ harness: ServerHarness) async throws -> Int {
        let document = try await harness.test { client in try await client.send(.get, "/api/openapi.json") }.json
        let parameters = document["paths"]?["/api/instances/{id}/render.{format}"]?["get"]?["parameters"]
        let scale = parameters?.arrayValue?.first { $0["name"] == "scale" }
        return try #require(scale?["schema"]?["maximum"]?.intValue)
    }

    @Test(arguments: formats.map(\.format))
    func everyDocumentedScaleRendersAndTheNextIsA400(format: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(id: "c1")
        let maximum = try await Self.documentedMaximumScale(harness)
        try await harness.test { client in
            for scale in 1...maximum {
                let reply = try await client.send(.get, "/api/instances/c1/render.\(format)?scale=\(scale)")
                #expect(reply.status == 200, "scale \(scale): \(reply.text.prefix(300))")
            }
            let preview = try await client.send(
                .get, "/api/widgets/Counter/preview.\(format)?family=systemSmall&scale=\(maximum)")
            #expect(preview.status == 200, "preview at scale \(maximum): \(preview.text.prefix(300))")
            let beyond = try await client.send(.get, "/api/instances/c1/render.\(format)?scale=\(maximum + 1)")
            #expect(beyond.status == 400)
            #expect(beyond.errorField == "scale")
        }
    }
}
