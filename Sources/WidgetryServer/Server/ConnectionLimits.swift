/// How long a connection may idle or take to send a request, and how many connections may be open at once:
/// enforced on the connection itself, before any request reaches authentication or a route.
///
/// - An **idle** connection (kept alive, no request begun) is closed after ``idleTimeout``.
/// - A request's **header** must arrive within ``headerTimeout`` of its first byte; otherwise the server answers
///   `408 Request Timeout` and closes the connection.
/// - A request's **body** must arrive within ``bodyTimeout`` of its header (a `Content-Length` larger than what
///   is sent no longer holds the connection forever); otherwise the connection is closed.
/// - At most ``maximumConnections`` are open; further clients wait in the listen backlog until one closes.
///
/// Responses — a long event stream included — are not timed: the limits apply while the server waits for the
/// client. For example, the limits `serve --idle-timeout 5 --max-connections 64` sets:
///
/// ```swift
/// var limits = ConnectionLimits()
/// limits.idleTimeout = .seconds(5)
/// limits.maximumConnections = 64
/// ```
public struct ConnectionLimits: Sendable, Equatable {
    /// How long a kept-alive connection may wait for its next request: 60 s by default.
    public var idleTimeout: Duration
    /// How long a request's header may take from its first byte: 10 s by default.
    public var headerTimeout: Duration
    /// How long a request's body may take after its header: 30 s by default.
    public var bodyTimeout: Duration
    /// How many connections may be open at once: 512 by default.
    public var maximumConnections: Int

    /// Creates limits; the defaults suit a server on a developer's machine or a small deployment.
    ///
    /// - Parameters:
    ///   - idleTimeout: How long a kept-alive connection may wait for its next request.
    ///   - headerTimeout: How long a request's header may take from its first byte.
    ///   - bodyTimeout: How long a request's body may take after its header.
    ///   - maximumConnections: How many connections may be open at once.
    public init(
        idleTimeout: Duration = .seconds(60), headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(30), maximumConnections: Int = 512
    ) {
        self.idleTimeout = idleTimeout
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.maximumConnections = maximumConnections
    }

    /// Checks that every limit is positive.
    ///
    /// - throws: ``WidgetServerError`` naming the limit that is zero or negative.
    public func validate() throws {
        let timeouts: [(String, String, Duration)] = [
            ("idleTimeout", "--idle-timeout", idleTimeout), ("headerTimeout", "--header-timeout", headerTimeout),
            ("bodyTimeout", "--body-timeout", bodyTimeout),
        ]
        for (field, option, value) in timeouts where value <= .zero {
            throw WidgetServerError.badRequest(
                "The \(field) '\(value)' is not positive. Give '\(option)' a number of seconds above 0, "
                    + "such as 30.", field: field)
        }
        guard maximumConnections >= 1 else {
            throw WidgetServerError.badRequest(
                "The connection limit '\(maximumConnections)' is below 1. Give '--max-connections' a number such "
                    + "as 512.", field: "maximumConnections")
        }
    }
}
