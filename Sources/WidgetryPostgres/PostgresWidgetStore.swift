import Foundation
import PostgresNIO
import WidgetryHost

/// The ``WidgetStore`` on PostgreSQL 15 or later, through postgres-nio: what ``SQLiteWidgetStore`` keeps in a file,
/// kept in a database that several hosts can share.
///
/// For example:
///
/// ```swift
/// let store = try await PostgresWidgetStore.open("postgres://widgets@127.0.0.1:5432/widgets")
/// let host = try await WidgetHost(bundle: bundle, store: store)
/// // …
/// try await store.close()
/// ```
///
/// The tables live in their own schema, `widgetry`, created and upgraded by versioned migrations (recorded in
/// `widgetry.schema_migrations`) when the store opens; hosts starting together take turns under an advisory lock.
/// Each ``apply(_:)`` is one transaction, so a batch lands whole or not at all; deadlocks between hosts are
/// retried. Instances are inserted (a duplicate id fails with ``HostError/Code/instanceExists``) or updated (a
/// deleted one stays deleted, ``HostError/Code/unknownInstance``), never upserted, and ledger lines of one instance
/// are appended one writer at a time, so coalescing and totals stay exact with several hosts. Dates are seconds
/// since 1970 (`double precision`), so they round-trip exactly. Deferred changes
/// (``WidgetStore/applyDeferred(_:)``) are written at once.
///
/// Errors carry a message safe for clients and keep the URL (without its password) and PostgreSQL's own error in
/// ``HostError/detail``, for logs and the command line.
public final class PostgresWidgetStore: ServingWidgetStore {
    /// The PostgreSQL schema that holds the store's tables.
    public static let schema = "widgetry"

    /// Where the store connects.
    public let url: PostgresStoreURL
    let client: PostgresClient
    let logger: Logger
    private let runner: Task<Void, Never>

    /// The database URL without its password.
    public var location: String { url.redacted }

    private init(url: PostgresStoreURL, logger: Logger) {
        self.url = url
        self.logger = logger
        var configuration = url.clientConfiguration(schema: Self.schema)
        configuration.options.maximumConnections = 8
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        runner = Task { await client.run() }
    }

    /// Connects, checks the server, brings the schema up to date (see ``migrate(_:logger:)``) and opens a pool of
    /// connections.
    ///
    /// - Parameters:
    ///   - url: A `postgres://` URL (see ``PostgresStoreURL``).
    ///   - logger: Where postgres-nio logs; by default only critical messages are printed.
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed`` that says what was wrong and what to do: a bad
    ///   URL, a server that cannot be reached, a wrong password, a missing database, a server older than 15, or a
    ///   schema written by a newer version.
    public static func open(_ url: String, logger: Logger? = nil) async throws -> PostgresWidgetStore {
        let parsed = try PostgresStoreURL(url)
        let logger = logger ?? quietLogger
        _ = try await migrate(parsed, logger: logger)
        return PostgresWidgetStore(url: parsed, logger: logger)
    }

    /// Stops the pool; the store cannot be used afterwards. Nothing is buffered, so nothing is written.
    public func close() async throws {
        runner.cancel()
        await runner.value
    }

    static var quietLogger: Logger {
        var logger = Logger(label: "widgetry.postgres")
        logger.logLevel = .critical
        return logger
    }

    // MARK: Running statements

    /// Runs `body` in one transaction on one pooled connection, retrying (up to three times) when PostgreSQL
    /// breaks a deadlock or a serialization conflict between hosts by failing this transaction.
    func transaction<T: Sendable>(
        _ what: String, begin: PostgresQuery = "BEGIN",
        _ body: @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try await client.withConnection { connection in
                    try await connection.query(begin, logger: logger)
                    do {
                        let value = try await body(connection)
                        try await connection.query("COMMIT", logger: logger)
                        return value
                    } catch {
                        _ = try? await connection.query("ROLLBACK", logger: logger)
                        throw error
                    }
                }
            } catch let error as HostError {
                throw error
            } catch {
                if attempt < 4 && Self.isConflict(error) { continue }
                throw failure(what, error)
            }
        }
    }

    /// Reads in one consistent snapshot (a read-only repeatable-read transaction).
    func read<T: Sendable>(_ what: String, _ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await transaction(what, begin: "BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", body)
    }

    /// Every row of a query, for reading by column name.
    func rows(_ query: PostgresQuery, on connection: PostgresConnection) async throws -> [PostgresRandomAccessRow] {
        var rows: [PostgresRandomAccessRow] = []
        for try await row in try await connection.query(query, logger: logger) {
            rows.append(row.makeRandomAccess())
        }
        return rows
    }

    /// Runs a statement and ignores its rows.
    func execute(_ query: PostgresQuery, on connection: PostgresConnection) async throws {
        for try await _ in try await connection.query(query, logger: logger) {}
    }

    // MARK: Errors

    static func isConflict(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40P01" || state == "40001"
    }

    func failure(_ what: String, _ error: any Error) -> HostError {
        if let error = error as? HostError { return error }
        return HostError(
            .storeFailed,
            "The widget store could not \(what); nothing of this change was saved. See the host's log.",
            detail: "Store '\(url.redacted)': \(Self.explain(error, url: url))")
    }

    /// What went wrong in words, with what to do about it.
    static func explain(_ error: any Error, url: PostgresStoreURL) -> String {
        let place = "\(url.host):\(url.port)"
        if let error = error as? PSQLError {
            if let info = error.serverInfo {
                let message = info[.message] ?? "an error"
                let state = info[.sqlState] ?? "?"
                let detail = info[.detail].map { " (\($0))" } ?? ""
                let advice: String
                switch state {
                case "28P01":
                    advice =
                        "The password for user '\(url.user)' is wrong (or there is no such role): put the right one in the URL "
                        + "(postgres://\(url.user):PASSWORD@…) or in PGPASSWORD."
                case "28000":
                    advice =
                        "The server refuses user '\(url.user)' on database '\(url.database)' from this machine: "
                        + "check that the role exists and that pg_hba.conf lets it in."
                case "3D000":
                    advice =
                        "The database '\(url.database)' does not exist: create it (createdb -h \(url.host) -p "
                        + "\(url.port) -U \(url.user) \(url.database)) or name another in the URL."
                case "42501":
                    advice =
                        "User '\(url.user)' may not do this: grant it CREATE on database '\(url.database)' (for "
                        + "the '\(schema)' schema) or run `store migrate` once as the database's owner."
                case "23503":
                    advice = "A row it refers to is gone (a widget removed meanwhile)."
                case "53300":
                    advice = "The server has no connection slot left: raise max_connections or run fewer hosts."
                case "57P01", "57P02", "57P03":
                    advice = "The server is shutting down or starting up; try again when it is up."
                default:
                    advice = ""
                }
                return "PostgreSQL said: \(message)\(detail) [SQLSTATE \(state)]."
                    + (advice.isEmpty ? "" : " " + advice)
            }
            switch error.code {
            case .connectionError:
                let cause = error.underlying.map { "\($0)" } ?? "no answer"
                return "Could not connect to \(place) (\(cause)). Is PostgreSQL running there and listening on TCP "
                    + "(listen_addresses, port), and can this machine reach it?"
            case .authMechanismRequiresPassword:
                return "The server asks user '\(url.user)' for a password and none was given: put it in the URL "
                    + "(postgres://\(url.user):PASSWORD@…) or in PGPASSWORD."
            case .unsupportedAuthMechanism:
                return "The server asks for an authentication method postgres-nio does not support; use "
                    + "scram-sha-256, md5, password or trust in pg_hba.conf."
            case .sslUnsupported:
                return "sslmode=\(url.tls.rawValue) asks for TLS and the server at \(place) does not offer it: "
                    + "enable ssl on the server, or use sslmode=prefer or sslmode=disable."
            case .failedToAddSSLHandler:
                return "TLS could not be set up with the server at \(place): \(String(reflecting: error))."
            case .serverClosedConnection, .uncleanShutdown:
                return "The server at \(place) closed the connection; check that it is up and not restarting."
            case .clientClosedConnection, .poolClosed:
                return "The store was closed before this finished (the host is stopping)."
            default:
                return String(reflecting: error)
            }
        }
        if let error = error as? PostgresDecodingError {
            return "A stored value has an unexpected type (\(error.code)) in column '\(error.columnName)': "
                + "is the schema one this version wrote? Run `store check`."
        }
        let text = String(describing: error)
        if text.contains("circuitBreakerTripped") || text.contains("CircuitBreaker") {
            return "Could not connect to \(place) for a while (\(text)). Is PostgreSQL running there?"
        }
        return text
    }
}
