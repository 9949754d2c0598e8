import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryServer

@Suite struct SecurityTests {
    static let token = "s3cret-token-42"

    @Test func withATokenEveryRequestNeedsIt() async throws {
        let harness = try await ServerHarness.make(token: Self.token, address: "0.0.0.0")
        try await harness.test { client in
            let missing = try await client.send(.get, "/api/instances")
            #expect(missing.status == 401)
            #expect(missing.errorCode == "missingToken")
            #expect(missing.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            let wrong = try await client.send(.get, "/api/instances", headers: [.authorization: "Bearer nope-nope-nope"])
            #expect(wrong.status == 401)
            #expect(wrong.errorCode == "invalidToken")
            let page = try await client.send(.get, "/")
            #expect(page.status == 401, "the page too")
            let bearer = try await client.send(.get, "/api/instances", headers: [.authorization: "Bearer \(Self.token)"])
            #expect(bearer.status == 200)
            let events = try await client.send(.get, "/api/events?limit=1&token=wrong")
            #expect(events.status == 401)
        }
    }

    @Test func pageOpenedWithTheTokenGetsACookieForItsOwnRequests() async throws {
        let harness = try await ServerHarness.make(token: Self.token, address: "0.0.0.0")
        try await harness.test { client in
            let page = try await client.send(.get, "/?token=\(Self.token)")
            #expect(page.status == 200)
            let cookie = try #require(page.headers[.setCookie])
            #expect(cookie.contains("widgetry_token=\(Self.token)"))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
            let font = try await client.send(.get, "/web/app.css", headers: [.cookie: "widgetry_token=\(Self.token)"])
            #expect(font.status == 200)
            // The cookie alone does not make a cross-origin POST legitimate; the same origin does.
            let sameOrigin = try await client.send(
                .post, "/api/reload", body: "{}",
                headers: [.cookie: "widgetry_token=\(Self.token)", .origin: "http://widgets.local:8080",
                    .host: "widgets.local:8080"])
            #expect(sameOrigin.status == 200, "\(sameOrigin.text)")
            let crossOrigin = try await client.send(
                .post, "/api/reload", body: "{}",
                headers: [.cookie: "widgetry_token=\(Self.token)", .origin: "https://evil.example",
                    .host: "widgets.local:8080"])
            #expect(crossOrigin.status == 403)
            #expect(crossOrigin.errorCode == "crossOrigin")
            let noOrigin = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.cookie: "widgetry_token=\(Self.token)"])
            #expect(noOrigin.status == 403)
            let queryOnPost = try await client.send(.post, "/api/reload?token=\(Self.token)", body: "{}")
            #expect(queryOnPost.status == 401, "?token= is for the page and the event stream, not for changes")
        }
    }

    @Test func onLoopbackForeignOriginsAndHostsAreRefused() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let script = try await client.send(.post, "/api/reload", body: "{}")
            #expect(script.status == 200, "curl and scripts send no Origin")
            let page = try await client.send(
                .post, "/api/reload", body: "{}",
                headers: [.origin: "http://127.0.0.1:8080", .host: "127.0.0.1:8080"])
            #expect(page.status == 200)
            let referer = try await client.send(
                .post, "/api/reload", body: "{}",
                headers: [.referer: "http://localhost:8080/", .host: "localhost:8080"])
            #expect(referer.status == 200)
            let crossSite = try await client.send(
                .delete, "/api/instances/x", headers: [.origin: "https://evil.example", .host: "127.0.0.1:8080"])
            #expect(crossSite.status == 403)
            let nullOrigin = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.origin: "null", .host: "127.0.0.1:8080"])
            #expect(nullOrigin.status == 403)
            let otherPort = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.origin: "http://127.0.0.1:9999", .host: "127.0.0.1:8080"])
            #expect(otherPort.status == 403)
            let rebound = try await client.send(.get, "/api/instances", headers: [.host: "evil.example:8080"])
            #expect(rebound.status == 403, "DNS rebinding: a foreign Host is refused on loopback")
            #expect(rebound.errorCode == "forbiddenHost")
        }
    }

    @Test func responsesCarryTheSecurityHeaders() async throws {
        let harness = try await ServerHarness.make()
        let page = try await harness.test { client in try await client.send(.get, "/") }
        let policy = try #require(page.headers[.contentSecurityPolicy])
        #expect(policy.contains("script-src 'self'"))
        #expect(policy.contains("frame-ancestors 'none'"))
        #expect(page.headers[.xContentTypeOptions] == "nosniff")
    }

    static let invalidConfigurations: [(String, WidgetServerConfiguration)] = [
        ("off loopback without a token", WidgetServerConfiguration(host: "0.0.0.0")),
        ("a short token", WidgetServerConfiguration(token: "abc")),
        ("a port out of range", WidgetServerConfiguration(port: 70000)),
        ("an app scheme that is http", WidgetServerConfiguration(customURLSchemes: ["http"])),
        ("a webhook that is not http", WidgetServerConfiguration(openURLWebhook: URL(string: "file:///tmp/x"))),
    ]

    @Test(arguments: invalidConfigurations.map(\.0))
    func unsafeConfigurationsAreRefusedAtStart(name: String) throws {
        let configuration = try #require(Self.invalidConfigurations.first { $0.0 == name }?.1)
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
    }

    @Test func loopbackWithoutATokenAndAnyAddressWithOneAreAccepted() throws {
        try WidgetServerConfiguration().validate()
        try WidgetServerConfiguration(host: "::1").validate()
        try WidgetServerConfiguration(host: "0.0.0.0", token: Self.token).validate()
    }
}
