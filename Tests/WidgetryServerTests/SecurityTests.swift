import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@_spi(Testing) import WidgetryServer

@Suite struct SecurityTests {
    static let token = "s3cret-token-42"

    @Test func withATokenEveryRequestNeedsIt() async throws {
        let harness = try await ServerHarness.make(token: Self.token, address: "0.0.0.0")
        try await harness.test { client in
            let missing = try await client.send(.get, "/api/instances")
            #expect(missing.status == 401)
            #expect(missing.errorCode == "missingToken")
            #expect(missing.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            let wrong = try await client.send(
                .get, "/api/instances", headers: [.authorization: "Bearer nope-nope-nope"])
            #expect(wrong.status == 401)
            #expect(wrong.errorCode == "invalidToken")
            let page = try await client.send(.get, "/")
            #expect(page.status == 401, "the page too")
            let bearer = try await client.send(
                .get, "/api/instances", headers: [.authorization: "Bearer \(Self.token)"])
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
                headers: [.cookie: "widgetry_token=\(Self.token)", .origin: "http://localhost"])
            #expect(sameOrigin.status == 200, "\(sameOrigin.text)")
            let crossOrigin = try await client.send(
                .post, "/api/reload", body: "{}",
                headers: [.cookie: "widgetry_token=\(Self.token)", .origin: "https://evil.example"])
            #expect(crossOrigin.status == 403)
            #expect(crossOrigin.errorCode == "crossOrigin")
            let noOrigin = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.cookie: "widgetry_token=\(Self.token)"])
            #expect(noOrigin.status == 403)
            let queryOnPost = try await client.send(.post, "/api/reload?token=\(Self.token)", body: "{}")
            #expect(queryOnPost.status == 401, "?token= is for the page and the event stream, not for changes")
        }
    }

    @Test func onLoopbackForeignOriginsAreRefused() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let script = try await client.send(.post, "/api/reload", body: "{}")
            #expect(script.status == 200, "curl and scripts send no Origin")
            let page = try await client.send(.post, "/api/reload", body: "{}", headers: [.origin: "http://localhost"])
            #expect(page.status == 200)
            let referer = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.referer: "http://localhost/index.html"])
            #expect(referer.status == 200)
            let crossSite = try await client.send(
                .delete, "/api/instances/x", headers: [.origin: "https://evil.example"])
            #expect(crossSite.status == 403)
            #expect(crossSite.errorCode == "crossOrigin")
            let nullOrigin = try await client.send(.post, "/api/reload", body: "{}", headers: [.origin: "null"])
            #expect(nullOrigin.status == 403)
            let otherPort = try await client.send(
                .post, "/api/reload", body: "{}", headers: [.origin: "http://localhost:9999"])
            #expect(otherPort.status == 403)
        }
    }

    /// What the policy decides, by request: (name, token, request, expected status or nil for allowed).
    static let decisions: [(String, String?, AccessPolicy.Request, Int?)] = [
        ("loopback GET", nil, .init(method: "GET", host: "127.0.0.1:8080"), nil),
        ("IPv6 loopback GET", nil, .init(method: "GET", host: "[::1]:8080"), nil),
        ("rebound DNS name", nil, .init(method: "GET", host: "evil.example:8080"), 403),
        ("same-origin POST", nil, .init(method: "POST", host: "127.0.0.1:8080", origin: "http://127.0.0.1:8080"), nil),
        (
            "localhost vs 127.0.0.1", nil,
            .init(method: "POST", host: "127.0.0.1:8080", origin: "http://localhost:8080"), 403
        ),
        ("default port", nil, .init(method: "PUT", host: "localhost", origin: "http://localhost:80"), nil),
        (
            "https origin to http host", nil, .init(method: "POST", host: "localhost:443", origin: "https://localhost"),
            nil
        ),
        (
            "referer without origin", nil,
            .init(method: "DELETE", host: "localhost:8080", referer: "http://evil.example/x"), 403
        ),
        ("token: bearer GET", token, .init(method: "GET", host: "box:8080", authorization: "Bearer \(token)"), nil),
        (
            "token: bearer POST cross-origin", token,
            .init(method: "POST", host: "box:8080", origin: "https://other", authorization: "Bearer \(token)"), nil
        ),
        ("token: lowercase scheme", token, .init(method: "GET", host: "box", authorization: "bearer \(token)"), nil),
        ("token: basic auth", token, .init(method: "GET", host: "box", authorization: "Basic \(token)"), 401),
        ("token: query GET", token, .init(method: "GET", host: "box", queryToken: token), nil),
        ("token: query POST", token, .init(method: "POST", host: "box", origin: "http://box", queryToken: token), 401),
        (
            "token: cookie same-origin POST", token,
            .init(method: "POST", host: "box:8080", origin: "http://box:8080", cookie: "a=b; widgetry_token=\(token)"),
            nil
        ),
        (
            "token: cookie without origin", token,
            .init(method: "POST", host: "box", cookie: "widgetry_token=\(token)"), 403
        ),
        ("token: prefix of the token", token, .init(method: "GET", host: "box", authorization: "Bearer s3cret"), 401),
        ("token: foreign host is fine", token, .init(method: "GET", host: "evil.example", queryToken: token), nil),
    ]

    @Test(arguments: decisions.map(\.0))
    func accessPolicyDecides(name: String) throws {
        let (_, token, request, status) = try #require(Self.decisions.first { $0.0 == name })
        let decision = AccessPolicy(token: token).decide(request)
        switch decision {
        case .allow: #expect(status == nil, "allowed, expected \(status ?? 0)")
        case .deny(let denied, _, _): #expect(denied == status, "denied with \(denied)")
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
