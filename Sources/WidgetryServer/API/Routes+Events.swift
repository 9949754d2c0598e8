import Foundation
import HTTPTypes
import Hummingbird

extension ServerContext {
    /// `GET /api/events[?limit=N]`: the host's events as server-sent events (see ``ServerEvent`` for the names
    /// and payloads), with a keep-alive comment when idle. The stream ends after `limit` events when given, when
    /// the client goes away, or on shutdown. With an event log, a `Last-Event-ID` header (which `EventSource` sends
    /// when it reconnects) first replays the logged events after that id, or sends `reload` when they are gone.
    func addEventRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/events") { request, _ in
            var limit: Int?
            if let text = request.uri.queryParameters["limit"] {
                guard let value = Int(text), value > 0 else {
                    throw WidgetServerError.badRequest(
                        "Query item 'limit' is '\(text)'; use a whole number above 0.", field: "limit")
                }
                limit = value
            }
            var lastEventID: Int64?
            if let text = request.headers[HTTPField.Name("Last-Event-ID")!], self.hub.relay != nil {
                // An id this log cannot have given (another server's, or garbage) is caught up as "missed".
                lastEventID = Int64(text.trimmingCharacters(in: .whitespaces)) ?? -1
            }
            // HEAD runs this handler too: answer the stream's headers without subscribing.
            return request.method == .head
                ? Self.eventStreamHead() : self.eventStream(limit: limit, lastEventID: lastEventID)
        }
    }

    /// The headers of an event stream.
    static var eventStreamHeaders: HTTPFields {
        var headers = HTTPFields()
        headers[.contentType] = "text/event-stream; charset=utf-8"
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Accel-Buffering")!] = "no"
        return headers
    }

    /// What `HEAD /api/events` answers: the stream's headers, no subscription.
    static func eventStreamHead() -> Response {
        Response(status: .ok, headers: eventStreamHeaders)
    }

    /// The streaming response of one subscriber; after `lastEventID`, the logged events that followed it first.
    func eventStream(limit: Int?, lastEventID: Int64? = nil) -> Response {
        let hub = self.hub
        let interval = configuration.eventKeepAlive
        let (id, messages) = hub.subscribe()
        let headers = Self.eventStreamHeaders
        let body = ResponseBody { writer in
            let ticker = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    hub.keepAlive(id)
                }
            }
            defer {
                ticker.cancel()
                hub.unsubscribe(id)
            }
            try await writer.write(ByteBuffer(string: "retry: 2000\n: connected\n\n"))
            var sent = 0
            // Subscribed before the log is read, so nothing falls between the catch-up and the live events; live
            // events the catch-up already sent are skipped by id.
            var caughtUpTo = 0
            if let lastEventID, let relay = hub.relay {
                let missed = (try? await relay.catchUp(after: lastEventID)) ?? nil
                for event in missed ?? [ServerEvent.reload(reason: "missed")] {
                    if let limit, sent >= limit { break }
                    try await writer.write(ByteBuffer(string: event.wireFormat))
                    sent += 1
                    caughtUpTo = max(caughtUpTo, event.sequence)
                }
            }
            if let limit, sent >= limit {
                try await writer.finish(nil)
                return
            }
            for await message in messages {
                switch message {
                case .keepAlive:
                    try await writer.write(ByteBuffer(string: ": keep-alive\n\n"))
                case .event(let event):
                    if event.sequence > 0 && event.sequence <= caughtUpTo { continue }
                    try await writer.write(ByteBuffer(string: event.wireFormat))
                    sent += 1
                }
                if let limit, sent >= limit { break }
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }
}
