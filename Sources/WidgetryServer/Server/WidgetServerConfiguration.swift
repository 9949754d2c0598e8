import Foundation

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
    /// Host names (lowercase, without a port) the server answers besides loopback addresses and `localhost`, such
    /// as a name in `/etc/hosts` or a reverse proxy's: `serve --allowed-host NAME`.
    public var allowedHosts: Set<String> = []

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
    }

    /// Whether ``host`` is a loopback address, reachable only from this machine.
    public var bindsToLoopback: Bool { Self.isLoopback(host) }

    /// Checks the configuration before the server starts.
    ///
    /// - throws: ``WidgetServerError`` for a port out of range, an empty token, a token missing while binding
    ///   off loopback, a webhook that is not `http(s)`, or a custom scheme that is `http`, `https` or not a scheme.
    public func validate() throws {
        guard (0...65535).contains(port) else {
            throw WidgetServerError.badRequest(
                "Port '\(port)' is out of range. Use a port from 0 to 65535.", field: "port")
        }
        if let token, token.count < 8 || token.contains(where: { $0.isWhitespace }) {
            throw WidgetServerError.badRequest(
                "The token is too short or contains spaces. Use at least 8 characters without spaces, such as the "
                    + "output of 'openssl rand -hex 16'.", field: "token")
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

    /// Whether a host is loopback by its spelling alone: a literal IPv4 address in `127.0.0.0/8` (four decimal
    /// parts), the IPv6 loopback `::1` (in any spelling, or IPv4-mapped), or exactly `localhost`.
    ///
    /// Names are never trusted by their look: `127.attacker.example`, `127.0.0.1.nip.io` or `app.localhost` are
    /// names a DNS server answers, so a page can rebind them to 127.0.0.1; `0x7f.0.0.1` and other non-decimal
    /// forms are refused too.
    static func isLoopback(_ host: String) -> Bool {
        let name = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if name == "localhost" { return true }
        if let v4 = ipv4Octets(name) { return v4[0] == 127 }
        return isIPv6Loopback(name)
    }

    /// The four parts of a dotted-decimal IPv4 address (each 0–255, one to three digits), or `nil`.
    static func ipv4Octets(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var octets: [Int] = []
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }),
                let value = Int(part), value <= 255
            else { return nil }
            octets.append(value)
        }
        return octets
    }

    /// Whether a literal IPv6 address is `::1`, however written (`0:0:0:0:0:0:0:1`, `::0:1`), or `::ffff:127.x.y.z`.
    static func isIPv6Loopback(_ text: String) -> Bool {
        guard text.contains(":"), text.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else { return false }
        if text.hasPrefix("::ffff:"), let v4 = ipv4Octets(String(text.dropFirst(7))) { return v4[0] == 127 }
        guard !text.contains(".") else { return false }
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return false }
        func groups(_ part: String) -> [String] { part.isEmpty ? [] : part.components(separatedBy: ":") }
        let head = groups(halves[0])
        let tail = halves.count == 2 ? groups(halves[1]) : []
        let all = head + tail
        guard all.allSatisfy({ (1...4).contains($0.count) }) else { return false }
        guard halves.count == 2 ? all.count <= 7 : all.count == 8 else { return false }
        let missing = 8 - all.count
        let values =
            head.compactMap { UInt16($0, radix: 16) } + Array(repeating: 0, count: missing)
            + tail.compactMap { UInt16($0, radix: 16) }
        guard values.count == 8 else { return false }
        return values.dropLast().allSatisfy { $0 == 0 } && values.last == 1
    }
}
