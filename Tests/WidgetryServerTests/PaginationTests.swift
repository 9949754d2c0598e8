import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import WidgetryHost
import WidgetryIntents
@_spi(Testing) import WidgetryServer

/// Listings come in pages: `?limit=&offset=`, a `Link: <…>; rel="next"` while more follow, the total in
/// `X-Total-Count`, and a largest page size.
@Suite struct PaginationTests {
    /// Follows `next` links from a path; returns every item and the number of pages.
    static func all(_ client: any TestClientProtocol, _ path: String) async throws -> ([IntentJSON], Int) {
        var items: [IntentJSON] = []
        var next: String? = path
        var pages = 0
        while let uri = next, pages < 100 {
            let reply = try await client.send(.get, uri)
            #expect(reply.status == 200, "\(uri): \(reply.text)")
            items += reply.json.arrayValue ?? []
            pages += 1
            next = reply.headers[HTTPField.Name("Link")!].flatMap { link in
                link.range(of: #"(?<=<)[^>]+(?=>; rel="next")"#, options: .regularExpression).map { String(link[$0]) }
            }
        }
        return (items, pages)
    }

    @Test func instancesArePagedAndTheNextLinksReachEveryOne() async throws {
        let harness = try await ServerHarness.make()
        let ids = (1...5).map { "c\($0)" }
        for id in ids { try await harness.host.addWidget(kind: "Counter", family: .systemSmall, id: id) }
        try await harness.test { client in
            let first = try await client.send(.get, "/api/instances?limit=2")
            #expect(first.json.arrayValue?.count == 2)
            #expect(first.headers[HTTPField.Name("Link")!] == #"</api/instances?limit=2&offset=2>; rel="next""#)
            #expect(first.headers[HTTPField.Name("X-Total-Count")!] == "5")
            #expect(first.json[0]?["ledger"] == nil, "listed instances leave their ledger to its own route")
            let (items, pages) = try await Self.all(client, "/api/instances?limit=2")
            #expect(items.map { $0["id"]?.stringValue } == ids)
            #expect(pages == 3)
            let last = try await client.send(.get, "/api/instances?limit=2&offset=4")
            #expect(last.headers[HTTPField.Name("Link")!] == nil, "no next link on the last page")
            let unpaged = try await client.send(.get, "/api/instances")
            #expect(unpaged.json.arrayValue?.count == 5, "the default page holds a few dozen")
        }
    }

    static let badQueries: [(String, String)] = [
        ("/api/instances?limit=0", "limit"), ("/api/instances?limit=101", "limit"),
        ("/api/instances?limit=ten", "limit"), ("/api/instances?offset=-1", "offset"),
        ("/api/opened-urls?limit=1000", "limit"), ("/api/instances/t1/ledger?limit=501", "limit"),
        ("/api/instances/t1/ledger?offset=x", "offset"),
    ]

    @Test(arguments: badQueries)
    func pageSizesAreBounded(path: String, field: String) async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(kind: "Ticker", family: .accessoryCircular, id: "t1")
        let reply = try await harness.test { client in try await client.send(.get, path) }
        #expect(reply.status == 400, "\(reply.text)")
        #expect(reply.errorField == field)
    }

    @Test func theLedgerAndTheOpenedURLsArePaged() async throws {
        let harness = try await ServerHarness.make()
        try await harness.addLoaded(configuration: ["label": "links"], id: "c1")
        try await harness.test { client in
            let shown = ["testapp://counter", "https://example.com/help", "file:///etc/passwd"]
            for url in shown {
                let source = url.hasPrefix("testapp") ? "widgetURL" : "link"
                let body = #"{"url":"\#(url)","source":"\#(source)"}"#
                let opened = try await client.send(.post, "/api/instances/c1/open-url", body: body)
                #expect(opened.status == 200, "\(url): \(opened.text)")
            }
            for _ in 0..<3 { _ = try await client.send(.post, "/api/reload", body: #"{"kind":"Counter"}"#) }
            await harness.clock.runDueWakeUps()
            let stored = try await harness.host.storedLedger(for: "c1").count
            #expect(stored >= 2)
            let (records, pages) = try await Self.all(client, "/api/instances/c1/ledger?limit=1")
            #expect(records.count == stored)
            #expect(pages == stored)
            let (urls, urlPages) = try await Self.all(client, "/api/opened-urls?limit=2")
            #expect(urls.map { $0["url"]?.stringValue } == shown)
            #expect(urlPages == 2)
        }
    }
}
