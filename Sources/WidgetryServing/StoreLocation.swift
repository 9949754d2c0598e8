import Foundation
import WidgetryHost
import WidgetryPostgres
import WidgetrySQLite

/// Where a serving host keeps a bundle's widgets: a SQLite file, or a PostgreSQL database named by a `postgres://`
/// URL. `serve` and the `store` commands take it from `--store`, else the `WIDGETRY_STORE` environment variable, else
/// `./BUNDLE.sqlite`.
public enum StoreLocation: Sendable, Equatable {
    /// A SQLite file one host owns (created when missing).
    case sqlite(path: String)
    /// A PostgreSQL 15+ database several hosts may share, as a libpq URL.
    case postgres(url: String)

    /// The environment variable read when `--store` is not given.
    public static let environmentKey = "WIDGETRY_STORE"

    /// The location `--store` (or `WIDGETRY_STORE`, or the default file) names.
    ///
    /// - Parameters:
    ///   - option: `--store`'s value: a path or a `postgres://` URL.
    ///   - bundleName: Names the default file, `./BUNDLE.sqlite`.
    ///   - environment: Where `WIDGETRY_STORE` is read.
    public static func resolve(
        _ option: String?, bundleName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StoreLocation {
        let given = option ?? environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        if let given, PostgresStoreURL.isPostgresURL(given) { return .postgres(url: given) }
        let path = given ?? FileManager.default.currentDirectoryPath + "/\(bundleName).sqlite"
        return .sqlite(path: URL(fileURLWithPath: path).path)
    }

    /// What messages show: the file's path, or the URL without its password.
    public var shown: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): (try? PostgresStoreURL(url).redacted) ?? "a PostgreSQL URL"
        }
    }

    /// Opens the store, creating or upgrading its schema, with what its backend can do as typed fields.
    ///
    /// - throws: ``HostError`` with the store's message (what was wrong, what to do).
    public func open() async throws -> ServingStore {
        switch self {
        case .sqlite(let path):
            let store = try SQLiteWidgetStore(path: path)
            return ServingStore(store: store, eventLog: store)
        case .postgres(let url):
            let store = try await PostgresWidgetStore.open(url)
            return ServingStore(store: store, eventLog: store, hostDirectory: store, claims: store)
        }
    }

    /// Where earlier versions of `serve --dashboard` kept e-ink devices (beside a SQLite file, or
    /// `./BUNDLE.panels.json` with PostgreSQL): its approved devices are moved into the store on the first start.
    public func panelsFile(bundleName: String) -> URL {
        switch self {
        case .sqlite(let path): URL(fileURLWithPath: path + ".panels.json")
        case .postgres:
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/\(bundleName).panels.json")
        }
    }
}
