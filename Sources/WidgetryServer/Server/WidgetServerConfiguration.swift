import Foundation
import WidgetryHost

/// How a ``WidgetServer`` listens and whom it lets in: the address, the access token, the URL schemes widgets may
/// open and where opened URLs are reported.
///
/// The defaults are safe: the server binds to loopback, where it needs no token but refuses requests whose `Host`
/// is not a loopback name (so a web page cannot reach it through DNS rebinding). Binding to any other address
/// requires a ``token``; every request must then carry it.
///
/// For example:
///
/// ```swift
/// var configuration = WidgetServerConfiguration()
/// configuration.port = 9000
/// configuration.customURLSchemes = ["mygame"]
/// try configuration.validate()
/// ```
public struct WidgetServerConfiguration: Sendable {
    /// The address to bind to: `127.0.0.1` by default.
    public var host: String
    /// The port to listen on; `0` picks a free port (see ``WidgetServer/run(onServerRunning:)``).
    public var port: Int
    /// The access token; required when ``host`` is not a loopback address.
    ///
    /// Requests send it as `Authorization: Bearer TOKEN`; the page and the event stream may send it as
    /// `?token=TOKEN` instead, after which the page keeps it in an `HttpOnly` cookie.
    public var token: String?
    /// Where to `POST` a JSON report of every URL a widget opens, or `nil` for none.
    public var openURLWebhook: URL?
    /// The app's own URL schemes (lowercase, such as `mygame`): URLs with them are "opened in the app" (recorded,
    /// reported, shown); `http` and `https` open in a new browser tab; any other scheme is shown, never opened.
    public var customURLSchemes: Set<String>
    /// How often an idle event stream sends a comment line, so proxies and clients see it is alive.
    public var eventKeepAlive: Duration
    /// How long a gallery preview's snapshot may take before the gallery shows the placeholder instead.
    public var previewDeadline: Duration
    /// The name the server logs under and sends in the `Server` header.
    public var serverName: String
    /// Host names accepted in the `Host` header besides loopback addresses and `localhost`, such as a name mapped
    /// to 127.0.0.1 in `/etc/hosts` (lowercase, no port). Without a token, any other name is refused.
    public var allowedHosts: Set<String>
    /// How long connections may idle or take to send a request, and how many may be open at once.
    public var connectionLimits: ConnectionLimits
    /// The app's bundle identifier that APNs-format pushes name in `apns-topic` (`<topic>.push-type.liveactivity`,
    /// `<topic>.push-type.widgets`); the widget bundle's name when `nil`.
    public var apnsTopic: String?
    /// The keys APNs provider tokens are checked against. When there are any, every push to `/3/device/{token}`
    /// needs `authorization: bearer <JWT>` signed by one of them (instead of the server's token); when there are
    /// none, pushes are let in as other requests are.
    public var apnsProviderKeys: [APNsProviderKey] = []
    /// The most bytes of painted renders (`render.png`, `.svg`, `.pdf`, `.html` of instances) the server keeps, so
    /// a widget that has not changed is answered without painting it again: 64 MiB by default; 0 keeps none.
    public var renderCacheLimit: Int = 64 << 20
    /// A second listener for APNs clients, which speak HTTP/2: `/3/device/{token}` (and the rest of the API) over
    /// cleartext HTTP/2 with prior knowledge, or over TLS (HTTP/2 or HTTP/1.1 by ALPN) with the given certificate.
    public var apnsHTTP2: APNsHTTP2Listener?
    /// Dashboards shown on e-ink devices that poll with TRMNL's protocol (`GET /api/setup`, `GET /api/display`,
    /// `POST /api/log`), or `nil` for none.
    public var panels: PanelConfiguration?
    /// A token that opens `GET /metrics` only, for Prometheus scrapers (`Authorization: Bearer TOKEN`), so they need
    /// not hold the server's ``token``. When set, `/metrics` needs it (or the server's token) even on loopback.
    public var metricsToken: String?
    /// This host's id in `GET /api/hosts` and `widgetry_host_info`; the machine's name, the process id and the
    /// start time when `nil`. Letters, digits, `.`, `_`, `-` and `:`, at most 128.
    public var hostID: String?
    /// Where hosts sharing a store announce themselves (`GET /api/hosts`); a directory of this process's hosts
    /// only (``InMemoryHostDirectory``) when `nil`, which is right for the embedded SQLite store.
    public var hostDirectory: (any HostDirectory)?
    /// How often the running server tells the ``hostDirectory`` it is alive; a host unheard of for three intervals
    /// drops out of `GET /api/hosts`.
    public var heartbeatInterval: Duration = .seconds(10)
    /// The store's event log (see ``EventLog``): when set, every event goes through it before the pages see it, so
    /// events carry the log's ids, a page reconnecting with `Last-Event-ID` catches up, and with a store several
    /// hosts share, each host's pages see every host's events (`serve` sets it to its store). `nil` numbers events
    /// in memory.
    public var eventLog: (any EventLog)?
    /// How many of the newest events the ``eventLog`` keeps for pages that reconnect.
    public var eventLogRetention: Int = 10_000
    /// How long `POST /api/reload` waits for the reloads it asked for before answering `202 Accepted` with their
    /// ids; their outcomes then reach pages through the event stream. 2 seconds by default, so a hung provider
    /// never holds a client for its whole deadline; `.zero` answers `202` at once.
    public var reloadAnswerDeadline: Duration = .seconds(2)

    /// Where and how the HTTP/2 listener for APNs clients listens.
    public struct APNsHTTP2Listener: Sendable {
        /// The address to bind to.
        public var host: String
        /// The port; `0` for any free port.
        public var port: Int
        /// The certificate chain and private key files (PEM) for TLS; `nil` for cleartext HTTP/2.
        public var tls: (certificatePath: String, keyPath: String)?

        /// Creates a listener's settings.
        public init(host: String = "127.0.0.1", port: Int, tls: (certificatePath: String, keyPath: String)? = nil) {
            self.host = host
            self.port = port
            self.tls = tls
        }
    }

    /// Creates a configuration; every parameter has a safe default.
    ///
    /// - Parameters:
    ///   - host: The address to bind to.
    ///   - port: The port; `0` for any free port.
    ///   - token: The access token; required off loopback.
    ///   - openURLWebhook: Where to report opened URLs.
    ///   - customURLSchemes: The app's own URL schemes.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, token: String? = nil, openURLWebhook: URL? = nil,
        customURLSchemes: Set<String> = []
    ) {
        self.host = host
        self.port = port
        self.token = token
        self.openURLWebhook = openURLWebhook
        self.customURLSchemes = Set(customURLSchemes.map { $0.lowercased() })
        self.eventKeepAlive = .seconds(15)
        self.previewDeadline = .seconds(5)
        self.serverName = "Widgetry"
        self.allowedHosts = []
        self.connectionLimits = ConnectionLimits()
    }

    /// Whether ``host`` is a loopback address, reachable only from this machine: `127.0.0.0/8` written as a
    /// dotted quad, `::1` or `localhost` — not a DNS name that begins like one.
    public var bindsToLoopback: Bool { Self.isLoopback(host) }

    /// Checks the configuration before the server starts.
    ///
    /// - throws: ``WidgetServerError`` for a port out of range, an empty token, a token missing while binding
    ///   off loopback, a webhook that is not `http(s)`, a custom scheme that is `http`, `https` or not a scheme, an
    ///   allowed host that is not a plain host name, or connection limits that are not positive.
    public func validate() throws {
        for name in allowedHosts.sorted() { _ = try HostNames.allowedName(name) }
        try connectionLimits.validate()
        guard renderCacheLimit >= 0 else {
            throw WidgetServerError.badRequest(
                "The render cache limit is \(renderCacheLimit) bytes; use 0 (no cache) or more.",
                field: "renderCacheLimit")
        }
        guard (0...65535).contains(port) else {
            throw WidgetServerError.badRequest(
                "Port '\(port)' is out of range. Use a port from 0 to 65535.", field: "port")
        }
        if let token, token.count < 8 || token.contains(where: { $0.isWhitespace }) {
            throw WidgetServerError.badRequest(
                "The token is too short or contains spaces. Use at least 8 characters without spaces, such as the "
                    + "output of 'openssl rand -hex 16'.", field: "token")
        }
        if let metricsToken, metricsToken.count < 8 || metricsToken.contains(where: { $0.isWhitespace }) {
            throw WidgetServerError.badRequest(
                "The metrics token is too short or contains spaces. Use at least 8 characters without spaces.",
                field: "metricsToken")
        }
        if let hostID, !HostRecord.isValidID(hostID) {
            throw WidgetServerError.badRequest(
                "The host id '\(hostID)' is not valid. Use 1 to 128 letters, digits, '.', '_', '-' or ':'.",
                field: "hostID")
        }
        guard eventLogRetention > 0 else {
            throw WidgetServerError.badRequest(
                "The event log retention is \(eventLogRetention) events; keep at least 1.", field: "eventLogRetention")
        }
        guard heartbeatInterval > .zero else {
            throw WidgetServerError.badRequest(
                "The heartbeat interval must be positive.", field: "heartbeatInterval")
        }
        if !bindsToLoopback && token == nil {
            throw WidgetServerError.badRequest(
                "Binding to '\(host)' makes the server reachable from other machines; give a token with "
                    + "'--token' (every request must then send it), or bind to 127.0.0.1.", field: "token")
        }
        if let openURLWebhook, !["http", "https"].contains(openURLWebhook.scheme?.lowercased() ?? "") {
            throw WidgetServerError.badRequest(
                "The open-URL webhook '\(openURLWebhook.absoluteString)' is not an http(s) URL.",
                field: "openURLWebhook")
        }
        for scheme in customURLSchemes.sorted() {
            let valid =
                scheme.first?.isLetter == true
                && scheme.allSatisfy { $0.isLetter || $0.isNumber || "+-.".contains($0) }
            guard valid, !["http", "https", "javascript", "data", "vbscript", "file"].contains(scheme) else {
                throw WidgetServerError.badRequest(
                    "'\(scheme)' cannot be an app URL scheme. Give the scheme alone, such as 'mygame' for "
                        + "'mygame://status'; http(s), file, data and javascript are not app schemes.",
                    field: "customURLSchemes")
            }
        }
    }

    /// Whether an address is a literal loopback address or `localhost` (see ``HostNames``).
    static func isLoopback(_ host: String) -> Bool {
        var name = host
        if name.hasPrefix("[") && name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        return HostNames.isLoopbackAddress(name)
    }
}
