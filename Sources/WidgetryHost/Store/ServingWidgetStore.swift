import Foundation
import WidgetryKit

/// A ``WidgetStore`` that can back a whole server (`serve`): besides the host's widgets it keeps whether the store
/// was seeded, the Live Activities (``LiveActivityJournal``) and the push tokens (``WidgetPushTokens``), and it can
/// be closed.
///
/// ``SQLiteWidgetStore`` is the embedded one; `WidgetryPostgres`'s `PostgresWidgetStore` keeps the same on
/// PostgreSQL. For example, what `serve` does with either:
///
/// ```swift
/// let store: any ServingWidgetStore = try SQLiteWidgetStore(path: "host.sqlite")
/// let journal = try await LiveActivityJournal.attach(.shared, to: store)
/// // … serve …
/// await journal.flush()
/// try await store.close()
/// ```
public protocol ServingWidgetStore: WidgetStore {
    /// Where the store is, for messages: a file's path, or a database URL without its password.
    var location: String { get }

    /// Whether the default widgets were ever added to this store; a new store is not seeded, an emptied one is.
    func isSeeded() async throws -> Bool

    /// Records that the store's first run is over (its default widgets were added, or deliberately not).
    func markSeeded() async throws

    /// Saves Live Activities as they are now, replacing earlier saves; new ones go after those already saved.
    func saveLiveActivities(_ records: [LiveActivityRecord]) async throws

    /// The saved Live Activities, in the order they were first saved.
    func liveActivities() async throws -> [LiveActivityRecord]

    /// Forgets saved Live Activities.
    func removeLiveActivities(ids: [String]) async throws

    /// Saves the push-to-start token of an attributes type, replacing an earlier one.
    func savePushToStartToken(_ token: Data, forAttributesType attributesType: String) async throws

    /// The saved push-to-start tokens, by attributes type.
    func pushToStartTokens() async throws -> [String: Data]

    /// The widget push token saved by ``saveWidgetPushToken(_:)``, or `nil`.
    func widgetPushToken() async throws -> Data?

    /// Saves the token widgets with a push handler get, replacing an earlier one.
    func saveWidgetPushToken(_ token: Data) async throws

    /// The push tokens saved for controls, by control id.
    func controlPushTokens() async throws -> [String: Data]

    /// Saves a control's push token.
    func saveControlPushToken(_ token: Data, forControl id: String) async throws

    /// Writes what is pending and closes the store; it cannot be used afterwards.
    func close() async throws
}

extension SQLiteWidgetStore: ServingWidgetStore {
    /// The database file's path.
    public var location: String { path }
}
