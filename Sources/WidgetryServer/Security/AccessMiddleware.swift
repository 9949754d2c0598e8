import Foundation
import HTTPTypes
import Hummingbird

/// Applies the ``AccessPolicy`` to every request, sets the token cookie when the page is opened with `?token=`,
/// and adds the security headers every response carries.
struct AccessMiddleware<Context: RequestContext>: RouterMiddleware {
    let policy: AccessPolicy
    /// Whether APNs pushes prove themselves with provider tokens, which the push route checks, instead of the
    /// server's token (their `authorization` header carries the JWT).
    var apnsProviderTokens = false
    /// A token that opens `GET /metrics` only (``WidgetServerConfiguration/metricsToken``); with it, `/metrics`
    /// needs it or the server's token, on loopback too.
    var metricsToken: String? = nil

    /// The content security policy: scripts, styles, fonts and images from this server only (widgets' positioned
    /// elements need inline `style` attributes); no frames, no plugins, no inline scripts.
    static var contentSecurityPolicy: String { SecurityHeaders.contentSecurityPolicy }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let isProviderTokenPush =
            apnsProviderTokens && request.method == .post && request.uri.path.hasPrefix("/3/device/")
        let decision: AccessPolicy.Decision
        // TRMNL devices prove themselves with their own MAC and API key (see Routes+Panels), not the server's token.
        if isProviderTokenPush || ServerContext.isPanelDevicePath(request.uri.path) {
            decision = .allow(setCookie: false)
        } else if let metricsToken, request.uri.path == "/metrics",
            let scrape = Self.metricsDecision(request, metricsToken: metricsToken, serverToken: policy.token)
        {
            decision = scrape
        } else {
            decision = policy.decide(
                AccessPolicy.Request(
                    method: request.method.rawValue, path: request.uri.path, host: request.head.authority,
                    origin: request.headers[.origin], referer: request.headers[.referer],
                    authorization: request.headers[.authorization],
                    queryToken: request.uri.queryParameters["token"].map(String.init),
                    cookie: request.headers[values: .cookie].joined(separator: "; ")))
        }
        var response: Response
        switch decision {
        case .deny(let status, let code, let message):
            response = try WidgetServerError(statusCode: status, code: code, message: message)
                .response(from: request, context: context)
        case .allow(let setCookie):
            do {
                response = try await next(request, context)
            } catch {
                response = try WidgetServerError.from(error).response(from: request, context: context)
                if response.status.code >= 500 {
                    context.logger.error("Request failed: \(error)", metadata: ["path": "\(request.uri.path)"])
                }
            }
            if setCookie, let token = policy.token {
                response.headers[.setCookie] =
                    "\(AccessPolicy.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"
            }
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.referrerPolicy] = "same-origin"
        response.headers[.xFrameOptions] = "DENY"
        return response
    }
}

extension AccessMiddleware {
    /// `/metrics` with a metrics token: its bearer lets a `GET` or `HEAD` in; without the server's token, anything
    /// else is refused; with it, `nil` leaves the request to the policy, which takes the server's token.
    static func metricsDecision(
        _ request: Request, metricsToken: String, serverToken: String?
    ) -> AccessPolicy.Decision? {
        let bearer = request.headers[.authorization].flatMap(AccessPolicy.bearerToken)
        if request.method == .get || request.method == .head,
            let bearer, AccessPolicy.constantTimeEqual(bearer, metricsToken)
        {
            return .allow(setCookie: false)
        }
        guard serverToken == nil else { return nil }
        let given = request.headers[.authorization] != nil
        return .deny(
            status: 401, code: given ? "invalidToken" : "missingToken",
            message: given
                ? "The metrics token is not valid. Send the token the server was started with (--metrics-token)."
                : "GET /metrics needs the metrics token: send 'Authorization: Bearer TOKEN' (--metrics-token).")
    }
}

/// The security headers' values, built once (a generic middleware cannot hold stored statics).
enum SecurityHeaders {
    static let contentSecurityPolicy =
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        + "frame-ancestors 'none'"
}

extension HTTPField.Name {
    /// `Referrer-Policy`.
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    /// `X-Frame-Options`.
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
}
