import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@_spi(Testing) import WidgetryServer

/// Methods answered as HTTP says: `HEAD` is `GET` without the body, a known path with another method is a `405`
/// with `Allow`, `OPTIONS` lists the methods, and a method HTTP does not define is a `501` — all in the API's
/// error shape.
@Suite struct HTTPMethodTests {
    static let getPaths = [
        "/", "/web/main.js", "/api/host", "/api/openapi.json", "/api/widgets", "/api/instances",
        "/api/instances/w1", "/api/instances/w1/ledger", "/api/instances/w1/render.png?scale=2",
        "/api/instances/w1/render.html", "/api/opened-urls", "/api/configurations",
    ]

    @Test func headAnswersEveryGetRouteWithItsHeadersAndNoBody() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded()
        try await harness.test { client in
            for path in Self.getPaths {
                let get = try await client.send(.get, path)
                let head = try await client.send(.head, path)
                #expect(get.status == 200, "GET \(path)")
                #expect(head.status == 200, "HEAD \(path): \(head.text)")
                #expect(head.body.isEmpty, "HEAD \(path) has no body")
                #expect(head.headers[.contentType] == get.headers[.contentType], "HEAD \(path)")
                #expect(head.headers[.contentLength] == get.headers[.contentLength], "HEAD \(path)")
            }
            let missing = try await client.send(.head, "/api/instances/nope")
            #expect(missing.status == 404)
        }
    }

    @Test func headOnTheEventStreamDoesNotSubscribe() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.head, "/api/events") }
        #expect(reply.status == 200)
        #expect(reply.headers[.contentType] == "text/event-stream; charset=utf-8")
        #expect(harness.server.eventSubscriberCount == 0)
    }

    static let wrongMethods: [(HTTPRequest.Method, String, String)] = [
        (.delete, "/api/host", "GET, HEAD, OPTIONS"),
        (.put, "/api/instances", "GET, HEAD, POST, OPTIONS"),
        (.post, "/api/instances/w1", "GET, HEAD, DELETE, OPTIONS"),
        (.post, "/api/instances/w1/render.png", "GET, HEAD, OPTIONS"),
        (.get, "/api/reload", "POST, OPTIONS"),
        (.patch, "/api/instances/w1/configuration", "PUT, OPTIONS"),
    ]

    @Test func aKnownPathWithAnotherMethodIs405WithAllow() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            for (method, path, allow) in Self.wrongMethods {
                let reply = try await client.send(method, path)
                #expect(reply.status == 405, "\(method) \(path)")
                #expect(reply.headers[HTTPField.Name("Allow")!] == allow, "\(method) \(path)")
                #expect(reply.errorCode == "methodNotAllowed", "\(method) \(path)")
                #expect(reply.errorMessage?.contains(allow) == true)
            }
            let unknown = try await client.send(.delete, "/api/nothing")
            #expect(unknown.status == 404, "an unknown path stays a 404 whatever the method")
        }
    }

    @Test func optionsListsTheMethodsOfAPath() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.options, "/api/instances") }
        #expect(reply.status == 204)
        #expect(reply.headers[HTTPField.Name("Allow")!] == "GET, HEAD, POST, OPTIONS")
    }

    @Test(arguments: ["PROPFIND", "FROB", "M-SEARCH"])
    func aMethodHTTPDoesNotDefineIs501(method: String) async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in
            try await client.send(try #require(HTTPRequest.Method(method)), "/api/host")
        }
        #expect(reply.status == 501)
        #expect(reply.errorCode == "methodNotImplemented")
        #expect(reply.errorField == "method")
        #expect(reply.errorMessage?.contains("'\(method)'") == true)
    }
}
