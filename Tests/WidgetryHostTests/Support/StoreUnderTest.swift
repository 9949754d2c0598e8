import Foundation
import Testing
import WidgetryHost
import WidgetryPostgres
import WidgetrySQLite

/// The PostgreSQL server the store tests use: `WIDGETRY_TEST_POSTGRES`, a `postgres://` URL whose user may create
/// databases (`scripts/postgres.sh` starts one and prints it; `scripts/test.sh` and CI export it).
enum PostgresTestServer {
    /// The server's URL, or `nil` when the variable is not set.
    static let url: String? = ProcessInfo.processInfo.environment["WIDGETRY_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : $0
    }

    /// Why the PostgreSQL tests are skipped when `url` is `nil`.
    static let skipReason = Comment(
        rawValue: "WIDGETRY_TEST_POSTGRES is not set, so the PostgreSQL store is not tested: run "
            + "`export WIDGETRY_TEST_POSTGRES=\"$(scripts/postgres.sh)\"` first (scripts/test.sh and CI do).")

    /// A new, empty database on the server, and its URL.
    static func freshDatabase() async throws -> String {
        let server = try #require(url, "WIDGETRY_TEST_POSTGRES is not set")
        let name = "widgetry_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        return try await PostgresWidgetStore.createDatabase(String(name.prefix(63)), on: server)
    }
}

/// A store implementation the shared store tests run against.
enum StoreUnderTest: String, Sendable, CustomStringConvertible {
    case sqliteInMemory, sqliteFile, postgres

    var description: String { rawValue }

    /// SQLite in memory and in a file, and PostgreSQL when `WIDGETRY_TEST_POSTGRES` names a server (its skip is
    /// reported by `PostgresStoreTests`, which is disabled with the reason then).
    static var all: [StoreUnderTest] {
        [.sqliteInMemory, .sqliteFile] + (PostgresTestServer.url == nil ? [] : [.postgres])
    }

    /// Those where two store objects can open one database, as two hosts do.
    static var shareable: [StoreUnderTest] { all.filter { $0 != .sqliteInMemory } }

    /// A new, empty database of this kind.
    func makeDatabase() async throws -> TestDatabase {
        switch self {
        case .sqliteInMemory:
            let store = try SQLiteWidgetStore.inMemory()
            return TestDatabase { store }
        case .sqliteFile:
            let path = StoreKind.temporaryPath()
            return TestDatabase { try SQLiteWidgetStore(path: path) }
        case .postgres:
            let url = try await PostgresTestServer.freshDatabase()
            return TestDatabase(
                open: { try await PostgresWidgetStore.open(url) },
                openSharing: {
                    let store = try await PostgresWidgetStore.open(url)
                    return (store, store)
                })
        }
    }

    /// A store on a new, empty database.
    func make() async throws -> any ServingWidgetStore {
        try await makeDatabase().open()
    }
}

/// One test database: each `open()` is another store object on it (the same object for SQLite in memory).
struct TestDatabase: Sendable {
    let open: @Sendable () async throws -> any ServingWidgetStore
    /// A store object on it with the claims it shares work by, for hosts sharing the database (PostgreSQL).
    var openSharing: @Sendable () async throws -> (any ServingWidgetStore, claims: (any ScheduledWorkClaims)?) = {
        throw HostError(.storeFailed, "This test database is not shared by several hosts.")
    }
}

/// A store the plain ``WidgetStore`` contract runs against: ``InMemoryWidgetStore`` (what `simulate` and a host
/// without a store use) and every serving store.
enum ContractStore: Sendable, CustomStringConvertible {
    case memory
    case serving(StoreUnderTest)

    var description: String {
        switch self {
        case .memory: "memory"
        case .serving(let kind): kind.description
        }
    }

    static var all: [ContractStore] { [.memory] + StoreUnderTest.all.map(ContractStore.serving) }

    /// A store on a new, empty database, and what closes it.
    func open() async throws -> (any WidgetStore, close: @Sendable () async throws -> Void) {
        switch self {
        case .memory:
            return (InMemoryWidgetStore(), {})
        case .serving(let kind):
            let store = try await kind.make()
            return (store, { try await store.close() })
        }
    }
}
