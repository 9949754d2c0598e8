import Foundation
import WidgetryCLI
import WidgetryHost
import WidgetryPostgres
import WidgetrySQLite

/// Where `serve` and the `store` commands keep a bundle's widgets: a SQLite file, or a PostgreSQL database named by
/// a `postgres://` URL, from `--store`, else the `WIDGETRY_STORE` environment variable, else `./BUNDLE.sqlite`.
enum StoreLocation: Sendable {
    case sqlite(path: String)
    case postgres(url: String)

    /// The environment variable read when `--store` is not given.
    static let environmentKey = "WIDGETRY_STORE"

    /// The location `--store` (or `WIDGETRY_STORE`, or the default file) names.
    static func resolve(
        _ option: String?, bundleName: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StoreLocation {
        let given = option ?? environment[environmentKey].flatMap { $0.isEmpty ? nil : $0 }
        if let given, PostgresStoreURL.isPostgresURL(given) { return .postgres(url: given) }
        let path = given ?? FileManager.default.currentDirectoryPath + "/\(bundleName).sqlite"
        return .sqlite(path: URL(fileURLWithPath: path).path)
    }

    /// What messages show: the file's path, or the URL without its password.
    var shown: String {
        switch self {
        case .sqlite(let path): path
        case .postgres(let url): (try? PostgresStoreURL(url).redacted) ?? "a PostgreSQL URL"
        }
    }

    /// Opens the store, creating or upgrading its schema, with what its backend can do as typed fields.
    ///
    /// - throws: ``CommandError`` with the store's message (what was wrong, what to do).
    func open() async throws -> OpenedStore {
        do {
            switch self {
            case .sqlite(let path):
                let store = try SQLiteWidgetStore(path: path)
                return OpenedStore(store: store, eventLog: store, hostDirectory: nil, claims: nil)
            case .postgres(let url):
                let store = try await PostgresWidgetStore.open(url)
                return OpenedStore(store: store, eventLog: store, hostDirectory: store, claims: store)
            }
        } catch let error as HostError {
            throw CommandError(message: error.description, exitCode: 1)
        }
    }

    /// Where earlier versions of `serve --dashboard` kept e-ink devices (beside a SQLite file, or
    /// `./BUNDLE.panels.json` with PostgreSQL): its approved devices are moved into the store on the first start.
    func panelsFile(bundleName: String) -> URL {
        switch self {
        case .sqlite(let path): URL(fileURLWithPath: path + ".panels.json")
        case .postgres:
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/\(bundleName).panels.json")
        }
    }
}
