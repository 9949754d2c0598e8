import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 over POSIX sockets: GET only, one request per connection, request heads of
/// at most ``HTTPRequestHead/maximumSize`` bytes, and server-sent event streams kept open in ``EventStreams``.
public final class PreviewHTTPServer: Sendable {
    /// The port it listens on (the one the system chose when created with port 0).
    public let port: Int
    private let listener: Int32
    private let route: @Sendable (HTTPRequestHead) -> HTTPResponse
    private let events: EventStreams

    /// Listens on 127.0.0.1.
    ///
    /// - Parameters:
    ///   - port: The port, or 0 for any free one.
    ///   - events: Where event-stream connections go.
    ///   - route: Answers a request.
    /// - throws: ``PreviewError`` when the port is taken or the socket cannot be made.
    public init(
        port: Int, events: EventStreams, route: @escaping @Sendable (HTTPRequestHead) -> HTTPResponse
    ) throws {
        guard (0...65_535).contains(port) else {
            throw PreviewError("Port \(port) is not a TCP port; use one from 1 to 65535, such as 8090.")
        }
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw PreviewError("Could not open a socket: \(String(cString: strerror(errno))).") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let reason = errno == EADDRINUSE ? "is in use" : "cannot be used (\(String(cString: strerror(errno))))"
            close(fd)
            throw PreviewError(
                "Port \(port) on 127.0.0.1 \(reason); pass another with --port, such as --port \(port + 1).")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(fd, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: address.sin_port))
        self.listener = fd
        self.route = route
        self.events = events
    }

    /// Accepts connections on a thread of its own until the process ends.
    public func start() {
        signal(SIGPIPE, SIG_IGN)
        let thread = Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    return
                }
                DispatchQueue.global().async { self.handle(client) }
            }
        }
        thread.start()
    }

    /// Reads one request, answers it, and closes the connection (or hands it to the event streams).
    private func handle(_ client: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var end: Int?
        while end == nil {
            let count = recv(client, &chunk, chunk.count, 0)
            guard count > 0 else {
                if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    respond(client, .error(408, "The request head did not arrive within 10 seconds."))
                }
                close(client)
                return
            }
            buffer += chunk[0..<count]
            end = HTTPRequestHead.endOfHead(in: buffer)
            if end == nil, buffer.count > HTTPRequestHead.maximumSize {
                respond(client, .error(431, "The request head is over \(HTTPRequestHead.maximumSize) bytes."))
                Self.closeAfterDraining(client)
                return
            }
        }
        let response: HTTPResponse
        do {
            response = route(try HTTPRequestHead(parsing: Array(buffer[0..<(end ?? buffer.count)])))
        } catch let refusal as HTTPRequestHead.Refusal {
            response = .error(refusal.status, refusal.message)
        } catch {
            response = .error(400, "\(error)")
        }
        if case .eventStream = response {
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
                + "Connection: keep-alive\r\n\r\nretry: 1000\n\n"
            if EventStreams.write(client, Data(head.utf8)) { events.add(client) } else { close(client) }
            return
        }
        respond(client, response)
        close(client)
    }

    /// Closes a connection whose request was not read to its end, after reading what already arrived: closing with
    /// unread bytes resets the connection, and the client could lose the answer.
    private static func closeAfterDraining(_ client: Int32) {
        shutdown(client, Int32(SHUT_WR))
        var chunk = [UInt8](repeating: 0, count: 4096)
        var drained = 0
        while drained < 1_048_576 {
            let count = recv(client, &chunk, chunk.count, Int32(MSG_DONTWAIT))
            guard count > 0 else { break }
            drained += count
        }
        close(client)
    }

    private func respond(_ client: Int32, _ response: HTTPResponse) {
        guard case .body(let status, let contentType, let body) = response else { return }
        var head = "HTTP/1.1 \(status) \(HTTPResponse.reason(status))\r\nContent-Type: \(contentType)\r\n"
        head += "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n"
        if status == 405 { head += "Allow: GET\r\n" }
        head += "\r\n"
        _ = EventStreams.write(client, Data(head.utf8) + body)
    }
}

/// The open server-sent event connections, and sending an event to all of them.
public final class EventStreams: Sendable {
    private let clients = Mutex<[Int32]>([])

    /// Creates an empty set of streams.
    public init() {}

    /// How many pages are listening.
    public var count: Int { clients.withLock { $0.count } }

    /// Keeps a connection whose event-stream head was written.
    func add(_ client: Int32) {
        clients.withLock { $0.append(client) }
    }

    /// Sends an event to every page; connections that fail are closed and dropped.
    public func send(event: String, data: String) {
        let bytes = Data("event: \(event)\ndata: \(data)\n\n".utf8)
        clients.withLock { clients in
            clients = clients.filter { client in
                if Self.write(client, bytes) { return true }
                close(client)
                return false
            }
        }
    }

    /// Sends a comment to every page, so connections a browser closed are found and dropped.
    public func ping() {
        let bytes = Data(": ping\n\n".utf8)
        clients.withLock { clients in
            clients = clients.filter { client in
                if Self.write(client, bytes) { return true }
                close(client)
                return false
            }
        }
    }

    /// Writes all bytes; `false` when the connection failed.
    static func write(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                    let sent = Glibc.send(client, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let sent = Darwin.send(client, base + offset, raw.count - offset, 0)
                #endif
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }
}
