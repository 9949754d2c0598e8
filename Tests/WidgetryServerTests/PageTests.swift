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
            #expect(page.text.contains(#"<script type="module" src="/web/main.js"></script>"#))
            #expect(!page.text.contains("<script>"), "no inline scripts: the content security policy forbids them")
            let files: [(String, String, String)] = [
                ("/web/main.js", "text/javascript; charset=utf-8", "apiAll(\"/api/instances\")"),
                ("/web/events.js", "text/javascript; charset=utf-8", "EventSource"),
                ("/web/app.css", "text/css; charset=utf-8", ".tile-label"),
                ("/web/home.css", "text/css; charset=utf-8", ".home-grid"),
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

    /// The page's script is small modules, one concern each: every module `main.js` imports, directly or not, is
    /// served, and none is long.
    @Test func thePageScriptIsSmallModulesThatAreAllServed() async throws {
        let harness = try await ServerHarness.make()
        try await harness.test { client in
            var pending = ["main.js"]
            var seen: Set<String> = []
            while let name = pending.popLast() {
                guard seen.insert(name).inserted else { continue }
                let reply = try await client.send(.get, "/web/\(name)")
                #expect(reply.status == 200, "\(name)")
                #expect(reply.headers[.contentType] == "text/javascript; charset=utf-8", "\(name)")
                let lines = reply.text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count <= 200, "\(name) has \(lines.count) lines; split it by concern")
                for line in lines where line.hasPrefix("import ") {
                    if let range = line.range(of: #"(?<=from "\./)[a-z-]+\.js(?=")"#, options: .regularExpression) {
                        pending.append(String(line[range]))
                    }
                }
            }
            #expect(seen.isSuperset(of: ["api.js", "tiles.js", "events.js", "gallery.js", "editor.js"]), "\(seen)")
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
