import Foundation

/// Who may talk to the server, decided per request from its method, headers and query: the rules of
/// ``AccessMiddleware``, kept free of HTTP types so they are easy to test.
///
/// - Without a token (loopback only): the `Host` header, when present, must be a literal loopback address
///   (`127.0.0.1`, `[::1]`, any port), `localhost`, or a name the operator allowed (``allowedHosts``), so a web page
///   whose DNS name was rebound to 127.0.0.1 — `127.attacker.example` included — is refused.
/// - With a token: every request carries it, as `Authorization: Bearer TOKEN`, as `?token=TOKEN` on `GET`, or in
///   the `widgetry_token` cookie the page receives when it is opened with `?token=`.
/// - State-changing requests (`POST`, `PUT`, `PATCH`, `DELETE`) also need the token in the `Authorization`
///   header, or a same-origin check: `Origin` (else `Referer`) must name the host the request was sent to.
///   Without a token, requests with neither header (curl, scripts) are allowed; browsers always send `Origin`
///   on such requests.
@_spi(Testing) public struct AccessPolicy: Sendable {
    /// What to do with a request.
    public enum Decision: Equatable, Sendable {
        /// Let it through; `setCookie` when the page was opened with a valid `?token=`.
        case allow(setCookie: Bool)
        /// Refuse it with a status and a message.
        case deny(status: Int, code: String, message: String)
    }

    /// The parts of a request the policy reads.
    public struct Request: Sendable {
        public var method: String
        public var path: String
        public var host: String?
        public var origin: String?
        public var referer: String?
        public var authorization: String?
        public var queryToken: String?
        public var cookie: String?

        /// Creates a request description.
        public init(
            method: String, path: String = "/", host: String? = nil, origin: String? = nil, referer: String? = nil,
            authorization: String? = nil, queryToken: String? = nil, cookie: String? = nil
        ) {
            self.method = method
            self.path = path
            self.host = host
            self.origin = origin
            self.referer = referer
            self.authorization = authorization
            self.queryToken = queryToken
            self.cookie = cookie
        }
    }

    /// The cookie that carries the token for the page's own requests (fonts, images, the event stream).
    public static let cookieName = "widgetry_token"

    /// The token, or `nil` on loopback without one.
    public let token: String?
    /// Host names accepted besides loopback addresses and `localhost` (lowercased), such as a name the operator
    /// mapped to 127.0.0.1 in `/etc/hosts`.
    public let allowedHosts: Set<String>

    /// Creates a policy.
    ///
    /// - Parameters:
    ///   - token: The server's token, or `nil` on loopback without one.
    ///   - allowedHosts: Host names to accept besides loopback addresses and `localhost`.
    public init(token: String?, allowedHosts: Set<String> = []) {
        self.token = token
        self.allowedHosts = Set(allowedHosts.map { $0.lowercased() })
    }

    /// Whether a `Host` header names this server: a loopback address, `localhost` or an allowed name, with any port.
    public func acceptsHost(_ header: String) -> Bool {
        guard let authority = HostNames.authority(of: header) else { return false }
        if authority.isIPv6 { return HostNames.isIPv6Loopback(authority.name) }
        if HostNames.isLoopbackAddress(authority.name) { return true }
        return !authority.isIPv6 && allowedHosts.contains(authority.name)
    }

    /// Decides about a request.
    public func decide(_ request: Request) -> Decision {
        let isSafe = ["GET", "HEAD", "OPTIONS"].contains(request.method.uppercased())
        if token == nil, let host = request.host, !acceptsHost(host) {
            return .deny(
                status: 403, code: "forbiddenHost",
                message: "Host '\(host)' is not allowed: this server answers only loopback addresses such as "
                    + "127.0.0.1 and [::1], and localhost. Start it with '--allowed-host NAME' to accept a name "
                    + "you mapped to this machine, or with '--token' to serve any name.")
        }
        var bearerValid = false
        var setCookie = false
        if let token {
            let bearer = request.authorization.flatMap(Self.bearerToken)
            bearerValid = bearer.map { Self.constantTimeEqual($0, token) } ?? false
            let queryValid = isSafe && (request.queryToken.map { Self.constantTimeEqual($0, token) } ?? false)
            let cookieValid =
                request.cookie.flatMap(Self.cookieToken).map { Self.constantTimeEqual($0, token) } ?? false
            guard bearerValid || queryValid || cookieValid else {
                let given = request.authorization != nil || request.queryToken != nil
                return .deny(
                    status: 401, code: given ? "invalidToken" : "missingToken",
                    message: given
                        ? "The token is not valid. Send the token the server was started with."
                        : "This server needs a token. Send 'Authorization: Bearer TOKEN', or open the page "
                            + "with '?token=TOKEN'.")
            }
            setCookie = queryValid && !cookieValid
        }
        if !isSafe && !bearerValid {
            if let failure = sameOriginFailure(request) {
                return .deny(status: 403, code: "crossOrigin", message: failure)
            }
        }
        return .allow(setCookie: setCookie)
    }

    /// Why a state-changing request fails the same-origin check, or `nil` when it passes.
    private func sameOriginFailure(_ request: Request) -> String? {
        let claimed = request.origin ?? request.referer
        guard let claimed else {
            // Browsers send Origin on every cross-origin and same-origin POST, PUT, PATCH and DELETE; a request
            // without it comes from a script, which needs the token when one is set.
            return token == nil
                ? nil
                : "A state-changing request needs 'Authorization: Bearer TOKEN' or a same-origin 'Origin' header."
        }
        guard let host = request.host, let origin = Self.authority(ofURL: claimed),
            origin == Self.authority(ofHost: host, scheme: URL(string: claimed)?.scheme)
        else {
            return
                "Cross-origin request refused: '\(claimed)' does not match the server's host '\(request.host ?? "")'. "
                + "Use the page served by this server, or send 'Authorization: Bearer TOKEN'."
        }
        return nil
    }

    /// `host:port` of an Origin or Referer URL, with the scheme's default port; `nil` for `null` or garbage.
    static func authority(ofURL string: String) -> String? {
        guard let url = URL(string: string), let scheme = url.scheme?.lowercased(), let host = url.host,
            scheme == "http" || scheme == "https"
        else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))):\(port)"
    }

    /// `host:port` of a Host header, with the default port of the scheme the origin used.
    static func authority(ofHost host: String, scheme: String?) -> String {
        let name = hostName(of: host)
        let defaultPort = scheme?.lowercased() == "https" ? 443 : 80
        var port = defaultPort
        if let colon = host.lastIndex(of: ":"), !host.hasSuffix("]"), let value = Int(host[host.index(after: colon)...])
        {
            port = value
        }
        return "\(name):\(port)"
    }

    /// The name in a Host header, without port and brackets, lowercased.
    static func hostName(of host: String) -> String {
        var name = host.lowercased()
        if name.hasPrefix("[") {
            if let end = name.firstIndex(of: "]") { name = String(name[name.index(after: name.startIndex)..<end]) }
            return name
        }
        if name.filter({ $0 == ":" }).count == 1, let colon = name.firstIndex(of: ":") {
            name = String(name[..<colon])
        }
        return name
    }

    /// The token of an `Authorization: Bearer TOKEN` header.
    static func bearerToken(_ header: String) -> String? {
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// The token in a `Cookie` header.
    static func cookieToken(_ header: String) -> String? {
        for pair in header.split(separator: ";") {
            let parts = pair.trimmingCharacters(in: .whitespaces).split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0] == cookieName { return String(parts[1]) }
        }
        return nil
    }

    /// Compares two strings in time that depends only on their lengths.
    static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8)
        let b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
