import Foundation
import HummingbirdTesting
import Testing
import WidgetryIntents
import WidgetryServer

@Suite struct PageTests {
    @Test func homeScreenPageAndItsFilesAreServed() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            let page = try await client.send(.get, "/")
            #expect(page.status == 200)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.text.contains(#"<script src="/web/app.js" defer></script>"#))
            #expect(!page.text.contains("<script>"), "no inline scripts: the content security policy forbids them")
            let files: [(String, String, String)] = [
                ("/web/app.js", "text/javascript; charset=utf-8", "EventSource"),
                ("/web/app.css", "text/css; charset=utf-8", ".home-grid"),
                ("/web/widgetry.css", "text/css; charset=utf-8", "url('/fonts/Inter-Regular.otf')"),
                ("/web/timers.js", "text/javascript; charset=utf-8", "WidgetryTimers"),
                ("/web/interactions.js", "text/javascript; charset=utf-8", "widgetry:action"),
            ]
            for (path, type, marker) in files {
                let reply = try await client.send(.get, path)
                #expect(reply.status == 200, "\(path)")
                #expect(reply.headers[.contentType] == type, "\(path)")
                #expect(reply.text.contains(marker), "\(path)")
            }
        }
    }

    @Test func onlyThePagesOwnFilesAndStandardFontsAreServed() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            for path in ["/web/..%2FPackage.swift", "/web/missing.js", "/fonts/..%2F..%2Fetc%2Fpasswd", "/fonts/x.otf"]
            {
                let reply = try await client.send(.get, path)
                #expect(reply.status == 404, "\(path)")
                #expect(reply.errorMessage != nil, "\(path)")
            }
            let font = try await client.send(.get, "/fonts/Inter-Regular.otf")
            if FileManager.default.fileExists(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf") {
                #expect(font.status == 200)
                #expect(font.headers[.contentType] == "font/otf")
            } else {
                #expect(font.status == 404)
            }
        }
    }

    @Test func unknownRoutesAnswerWithTheErrorShape() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/nothing") }
        #expect(reply.status == 404)
        #expect(reply.errorCode == "notFound")
        #expect(reply.headers[.contentType] == "application/json; charset=utf-8")
    }

    @Test func hostDescribesTheDeviceAndRules() async throws {
        let harness = try await ServerHarness.make()
        let reply = try await harness.test { client in try await client.send(.get, "/api/host") }
        #expect(reply.json["bundle"] == "ServerTestWidgets")
        #expect(reply.json["sizes"]?["systemMedium"] == ["width": 364, "height": 170])
        #expect(reply.json["variants"]?["lockScreen"] == ["dark-vibrant", "light-vibrant"])
        #expect(reply.json["customURLSchemes"] == ["testapp"])
        #expect(reply.json["tokenRequired"] == false)
    }
}
