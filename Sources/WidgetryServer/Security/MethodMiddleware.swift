import Foundation
import HTTPTypes
import Hummingbird
import Synchronization

/// Answers requests whose method does not fit their path as HTTP says: `405 Method Not Allowed` with `Allow`
/// for a path the server has with another method, `204` with `Allow` for `OPTIONS`, and `501 Not Implemented` for
/// a method HTTP does not define — each with the API's JSON error body. (`HEAD` on a `GET` route is answered by
/// the router, which runs the `GET` handler and drops the body.)
struct MethodMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The router's routes, filled in once every route is added (middleware is added before them).
    let routes: RouteTableBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let method = request.method.rawValue
        guard MethodRules.standardMethods.contains(method) else {
            throw MethodRules.unknownMethodError(method)
        }
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let allowed = routes.table.allowedMethods(forPath: request.uri.path), !allowed.contains(method) else {
                throw error
            }
            let allow = (allowed + ["OPTIONS"]).joined(separator: ", ")
            if request.method == .options {
                var response = Response(status: .noContent)
                response.headers[.allow] = allow
                return response
            }
            var response = try WidgetServerError(
                statusCode: 405, code: "methodNotAllowed",
                message: "'\(method)' is not allowed on '\(request.uri.path)'. Allowed: \(allow).", field: "method"
            ).response(from: request, context: context)
            response.headers[.allow] = allow
            return response
        }
    }
}

/// The methods the server knows and the error for the others.
enum MethodRules {
    /// The methods HTTP defines (RFC 9110, and `PATCH`); any other is a `501`.
    static let standardMethods: Set<String> = [
        "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT",
    ]

    /// The `501` for a method the server does not implement; `nil` when the parser could not even read it.
    static func unknownMethodError(_ method: String?) -> WidgetServerError {
        let named = method.map { "'\($0)' is not a method this server implements." } ?? "Unknown request method."
        return WidgetServerError(
            statusCode: 501, code: "methodNotImplemented",
            message: named + " Use GET, HEAD, POST, PUT, DELETE or OPTIONS; see /api/openapi.json.", field: "method")
    }
}

/// The router's paths and their methods, to tell "no such path" (404) from "not with this method" (405).
struct RouteTable: Sendable {
    /// One route path: its segments, each a literal or a pattern with one `{capture}`.
    struct Route: Sendable {
        let segments: [String]
        var methods: Set<String>

        /// Whether a request path's segments match.
        func matches(_ path: [Substring]) -> Bool {
            guard path.count == segments.count else { return false }
            return zip(segments, path).allSatisfy { pattern, segment in Self.segment(segment, matches: pattern) }
        }

        /// A literal matches itself; `prefix{name}suffix` matches a non-empty capture between them.
        static func segment(_ segment: Substring, matches pattern: String) -> Bool {
            guard let open = pattern.firstIndex(of: "{"), let close = pattern.firstIndex(of: "}") else {
                return pattern == "*" ? !segment.isEmpty : segment == pattern
            }
            let prefix = pattern[..<open]
            let suffix = pattern[pattern.index(after: close)...]
            return segment.count > prefix.count + suffix.count && segment.hasPrefix(prefix)
                && segment.hasSuffix(suffix)
        }
    }

    let routes: [Route]

    /// Builds the table from `(path, method)` pairs such as `("/api/instances/{id}", "GET")`; `GET` routes also
    /// allow `HEAD`.
    init(_ pairs: [(path: String, method: String)]) {
        var byPath: [String: Route] = [:]
        var order: [String] = []
        for (path, method) in pairs {
            let segments = path.split(separator: "/").map(String.init)
            let key = segments.joined(separator: "/")
            if byPath[key] == nil {
                byPath[key] = Route(segments: segments, methods: [])
                order.append(key)
            }
            byPath[key]?.methods.insert(method)
            if method == "GET" { byPath[key]?.methods.insert("HEAD") }
        }
        routes = order.compactMap { byPath[$0] }
    }

    /// The methods of every route matching a path, in a stable order, or `nil` when none matches.
    func allowedMethods(forPath path: String) -> [String]? {
        let segments = path.split(separator: "/")
        let matching = routes.filter { $0.matches(segments) }
        guard !matching.isEmpty else { return nil }
        let methods = matching.reduce(into: Set<String>()) { $0.formUnion($1.methods) }
        let order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]
        return order.filter(methods.contains) + methods.subtracting(order).sorted()
    }
}

/// A ``RouteTable`` set after the middleware that reads it was made.
final class RouteTableBox: Sendable {
    private let storage = Mutex(RouteTable([]))

    /// The table; empty until the router has its routes.
    var table: RouteTable {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}

extension HTTPField.Name {
    /// `Allow`.
    static let allow = HTTPField.Name("Allow")!
}
