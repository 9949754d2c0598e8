import Foundation
import PostgresNIO
import WidgetryHost

/// Where a ``PostgresWidgetStore`` connects: a `postgres://` URL as libpq reads it, parsed and checked.
///
/// `postgres://USER[:PASSWORD]@HOST[:PORT][/DATABASE][?sslmode=MODE&connect_timeout=SECONDS]`; `postgresql://` is
/// the same. Missing parts fall back as `psql` does: the host to `localhost`, the port to 5432, the user to
/// `PGUSER` or the process's user, the password to `PGPASSWORD`, the database to the user's name. `sslmode` is
/// `disable`, `prefer` (the default: TLS when the server offers it, unverified, as libpq does), `require` (TLS,
/// unverified) or `verify-full` (TLS with the certificate checked against the system's roots and the host name).
///
/// For example:
///
/// ```swift
/// let url = try PostgresStoreURL("postgres://widgets:secret@db.internal:5432/widgets?sslmode=require")
/// print(url.redacted)   // postgres://widgets:***@db.internal:5432/widgets
/// ```
public struct PostgresStoreURL: Sendable, CustomStringConvertible {
    /// TLS as libpq's `sslmode` names it.
    public enum TLSMode: String, Sendable, CaseIterable {
        case disable, prefer, require
        case verifyFull = "verify-full"
    }

    /// The server's host name or address.
    public let host: String
    /// The server's TCP port.
    public let port: Int
    /// The user to log in as.
    public let user: String
    /// The password, when one was given (in the URL or `PGPASSWORD`).
    public let password: String?
    /// The database.
    public let database: String
    /// Whether and how to use TLS.
    public let tls: TLSMode
    /// How long to wait for the server to accept a connection.
    public let connectTimeout: Duration

    /// Whether a store argument names PostgreSQL (`postgres://` or `postgresql://`) rather than a SQLite file.
    public static func isPostgresURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://")
    }

    /// Parses a URL.
    ///
    /// - Parameters:
    ///   - text: The URL.
    ///   - environment: Where `PGUSER` and `PGPASSWORD` are read (the process's environment by default).
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed`` naming what is wrong with the URL.
    public init(_ text: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        func invalid(_ why: String) -> HostError {
            HostError(
                .storeFailed, "The PostgreSQL URL is not valid: \(why).",
                detail: "Give it as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (for example "
                    + "postgres://widgets@127.0.0.1:5432/widgets); percent-encode '@', ':' and '/' in a password.")
        }
        guard Self.isPostgresURL(text) else { throw invalid("it must start with postgres:// or postgresql://") }
        guard let components = URLComponents(string: text) else {
            throw invalid("it cannot be parsed as a URL (a character that must be percent-encoded?)")
        }
        let rawHost = components.percentEncodedHost ?? ""
        var host = rawHost.removingPercentEncoding ?? rawHost
        if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        self.host = host.isEmpty ? "localhost" : host
        if let port = components.port {
            guard (1...65_535).contains(port) else { throw invalid("port \(port) is out of range (1–65535)") }
            self.port = port
        } else {
            self.port = 5432
        }
        let user = components.user ?? environment["PGUSER"] ?? Self.processUser()
        guard let user, !user.isEmpty else { throw invalid("it names no user, and PGUSER is not set") }
        self.user = user
        password = components.password ?? environment["PGPASSWORD"]
        var path = components.path
        if path.hasPrefix("/") { path.removeFirst() }
        guard !path.contains("/") else { throw invalid("the database name '\(path)' contains '/'") }
        database = path.isEmpty ? user : path
        var tls = TLSMode.prefer
        var timeout = Duration.seconds(10)
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value.flatMap(TLSMode.init(rawValue:)) else {
                    throw invalid(
                        "sslmode '\(item.value ?? "")' is not one of "
                            + TLSMode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
                }
                tls = mode
            case "connect_timeout":
                guard let seconds = item.value.flatMap(Int.init), seconds > 0 else {
                    throw invalid("connect_timeout '\(item.value ?? "")' is not a whole number of seconds above 0")
                }
                timeout = .seconds(seconds)
            default:
                throw invalid("the parameter '\(item.name)' is unknown; use sslmode or connect_timeout")
            }
        }
        self.tls = tls
        connectTimeout = timeout
    }

    /// The URL with the password hidden: what messages and logs show.
    public var redacted: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)\(password == nil ? "" : ":***")@\(shownHost):\(port)/\(database)"
    }

    public var description: String { redacted }

    /// The same server, user, password and options with another database, as a URL (password included).
    public func with(database name: String) -> String {
        func encoded(_ part: String) -> String {
            part.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "-._~")))
                ?? part
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let credentials = encoded(user) + (password.map { ":" + encoded($0) } ?? "")
        return "postgres://\(credentials)@\(shownHost):\(port)/\(encoded(name))?sslmode=\(tls.rawValue)"
            + "&connect_timeout=\(connectTimeout.components.seconds)"
    }

    /// postgres-nio's client configuration for this URL, with `search_path` set to the store's schema.
    func clientConfiguration(schema: String) -> PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: clientTLS)
        configuration.options.connectTimeout = connectTimeout
        configuration.options.additionalStartupParameters = [
            ("search_path", schema), ("application_name", "widgetry"),
        ]
        return configuration
    }

    /// postgres-nio's single-connection configuration for this URL, with `search_path` set to the store's schema.
    ///
    /// - throws: NIOSSL's error when the TLS context cannot be made.
    func connectionConfiguration(schema: String) throws -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: host, port: port, username: user, password: password, database: database,
            tls: try connectionTLS)
        configuration.options.connectTimeout = .init(connectTimeout)
        configuration.options.additionalStartupParameters = [
            ("search_path", schema), ("application_name", "widgetry"),
        ]
        return configuration
    }

    private var unverifiedTLS: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        return configuration
    }

    private var clientTLS: PostgresClient.Configuration.TLS {
        switch tls {
        case .disable: .disable
        case .prefer: .prefer(unverifiedTLS)
        case .require: .require(unverifiedTLS)
        case .verifyFull: .require(.makeClientConfiguration())
        }
    }

    private var connectionTLS: PostgresConnection.Configuration.TLS {
        get throws {
            switch tls {
            case .disable: .disable
            case .prefer: .prefer(try NIOSSLContext(configuration: unverifiedTLS))
            case .require: .require(try NIOSSLContext(configuration: unverifiedTLS))
            case .verifyFull: .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
            }
        }
    }

    private static func processUser() -> String? {
        guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
        return String(cString: name)
    }
}
