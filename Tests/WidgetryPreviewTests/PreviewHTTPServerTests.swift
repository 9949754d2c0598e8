import Foundation
import Testing
import WidgetryPreview

#if canImport(Glibc)
    import Glibc
#endif

/// Sends raw bytes to 127.0.0.1:port and reads until the server closes or `until` appears.
func exchange(port: Int, _ request: String, until marker: String? = nil) throws -> String {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard connected == 0 else { throw PreviewError("connect failed") }
    // Generous: under a full build on two cores a rebuild and its renders can take tens of seconds.
    var timeout = timeval(tv_sec: 120, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = recv(fd, &chunk, chunk.count, 0)
        if count <= 0 { break }
        received += chunk[0..<count]
        if let marker, String(decoding: received, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: received, as: UTF8.self)
}

/// The preview server's HTTP: GET only, bounded heads, the page, `/previews.json`, renders, and events.
@Suite struct PreviewHTTPServerTests {
    @Test func requestHeadsAreParsedAndBadOnesRefusedWithTheirStatus() throws {
        let head = try HTTPRequestHead(
            parsing: Array("GET /clock?at=2026-11-22T09%3A30%3A00Z HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(head.path == "/clock")
        #expect(head.query["at"] == "2026-11-22T09:30:00Z")
        #expect(throws: HTTPRequestHead.Refusal.self) {
            try HTTPRequestHead(parsing: Array("POST / HTTP/1.1\r\n\r\n".utf8))
        }
        do {
            _ = try HTTPRequestHead(parsing: Array("POST / HTTP/1.1\r\n\r\n".utf8))
        } catch let refusal as HTTPRequestHead.Refusal {
            #expect(refusal.status == 405)
        }
        do {
            _ = try HTTPRequestHead(parsing: Array("nonsense\r\n\r\n".utf8))
        } catch let refusal as HTTPRequestHead.Refusal {
            #expect(refusal.status == 400)
        }
        do {
            _ = try HTTPRequestHead(parsing: [UInt8](repeating: 65, count: HTTPRequestHead.maximumSize + 1))
        } catch let refusal as HTTPRequestHead.Refusal {
            #expect(refusal.status == 431)
        }
    }

    @Test func aTakenPortAndAnOversizedHeadAreRefusedWithWhatToDo() throws {
        let events = EventStreams()
        let first = try PreviewHTTPServer(port: 0, events: events) { _ in .error(404, "none") }
        first.start()
        #expect {
            _ = try PreviewHTTPServer(port: first.port, events: events) { _ in .error(404, "none") }
        } throws: { error in
            "\(error)".contains("Port \(first.port) on 127.0.0.1 is in use; pass another with --port")
        }
        let huge = "GET / HTTP/1.1\r\nX-Fill: " + String(repeating: "a", count: 20_000) + "\r\n\r\n"
        let answer = try exchange(port: first.port, huge)
        #expect(answer.hasPrefix("HTTP/1.1 431"), "\(answer.prefix(200))")
    }

    @Test func theServerListsPreviewsServesRendersAndTellsPagesOfUpdates() async throws {
        let work = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: work) }
        let executable = URL(fileURLWithPath: "/tmp/pkg/.build/debug/HelloWidgets")
        var options = PreviewServer.Options(
            packageDirectory: URL(fileURLWithPath: "/tmp/pkg"), product: "HelloWidgets", workFolder: work)
        options.port = 0
        let events = EventStreams()
        let session = PreviewSession(
            builder: ScriptedBuilder([
                BuildOutcome(executable: executable, log: ""), BuildOutcome(executable: nil, log: syntaxError),
            ]),
            renderer: ScriptedRenderer([manifest(text: "Hello")]), workFolder: work,
            packageDirectory: URL(fileURLWithPath: "/tmp/pkg"),
            onChange: { events.send(event: "update", data: "{\"generation\":\($0)}") })
        let server = try PreviewHTTPServer(port: 0, events: events) { request in
            PreviewServer.route(request, session: session)
        }
        server.start()
        await session.refresh(rebuild: true)

        let list = try exchange(port: server.port, "GET /previews.json HTTP/1.1\r\nHost: x\r\n\r\n")
        #expect(list.hasPrefix("HTTP/1.1 200 OK"))
        let body = try #require(list.components(separatedBy: "\r\n\r\n").last)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let document = try decoder.decode(PreviewsDocument.self, from: Data(body.utf8))
        #expect(document.previews.map(\.family) == ["systemSmall"])
        #expect(document.previews.map(\.appearance) == ["light"])
        let url = try #require(document.previews.first?.url)
        let render = try exchange(port: server.port, "GET \(url) HTTP/1.1\r\n\r\n")
        #expect(render.hasSuffix("<p>Hello</p>"))
        #expect(
            try exchange(port: server.port, "GET /renders/1/../../x.html HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 404"))
        #expect(try exchange(port: server.port, "DELETE / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 405"))
        let page = try exchange(port: server.port, "GET / HTTP/1.1\r\n\r\n")
        #expect(page.contains("EventSource('/events')"))

        // A page listening on /events hears the failed build.
        let listening = Task.detached {
            try exchange(port: server.port, "GET /events HTTP/1.1\r\n\r\n", until: "event: update")
        }
        while events.count == 0 { await Task.yield() }
        await session.refresh(rebuild: true)
        let stream = try await listening.value
        #expect(stream.contains("Content-Type: text/event-stream"))
        #expect(stream.contains("event: update\ndata: {\"generation\":"))
        let failed = try exchange(port: server.port, "GET /previews.json HTTP/1.1\r\n\r\n")
        #expect(failed.contains("\"line\":12"))
        #expect(failed.contains("expected ')' in expression list"))
    }
}
