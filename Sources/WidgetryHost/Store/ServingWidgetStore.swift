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

    /// Saves Live Activities as they are now; new ones go after those already saved. A saved one is merged with what
    /// the store holds (``LiveActivityRecord/merged(with:)``, in the same transaction), so a newer change another
    /// host saved is never overwritten by an older copy: the later content wins and an end is never undone.
    func saveLiveActivities(_ records: [LiveActivityRecord]) async throws

    /// The saved Live Activities, in the order they were first saved.
    func liveActivities() async throws -> [LiveActivityRecord]

    /// The saved Live Activity with an identifier, or `nil`: how a host reads one another host started or changed.
    ///
    /// - throws: ``HostError`` when the store cannot be read or the activity does not decode.
    func liveActivity(id: String) async throws -> LiveActivityRecord?

    /// The saved Live Activity whose push token (``LiveActivityRecord/pushToken``) is `token`, or `nil`: how a host
    /// finds the activity an APNs push to a token another host gave out is for.
    ///
    /// - throws: ``HostError`` when the store cannot be read or the activity does not decode.
    func liveActivity(pushToken token: Data) async throws -> LiveActivityRecord?

    /// Forgets saved Live Activities.
    func removeLiveActivities(ids: [String]) async throws

    /// Keeps `value` among the store's facts under `key`, replacing an earlier one, in a transaction of its own.
    ///
    /// - Parameter action: What the caller is doing, for the error (for example "save a push token").
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed``.
    func saveFact(_ value: String, key: String, action: String) async throws

    /// The facts whose keys start with `prefix`, by the rest of the key.
    ///
    /// - Parameter action: What the caller is doing, for the error.
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed``.
    func facts(prefix: String, action: String) async throws -> [String: String]

    /// Writes what is pending and closes the store; it cannot be used afterwards.
    func close() async throws
}

extension ServingWidgetStore {
    /// Saves the push-to-start token of an attributes type, replacing an earlier one.
    public func savePushToStartToken(_ token: Data, forAttributesType attributesType: String) async throws {
        try await saveFact(
            token.hexString, key: "pushToStartToken:" + attributesType, action: "save a push-to-start token")
    }

    /// The saved push-to-start tokens, by attributes type.
    public func pushToStartTokens() async throws -> [String: Data] {
        try await tokens(prefix: "pushToStartToken:", action: "read push-to-start tokens")
    }

    /// The widget push token saved by ``saveWidgetPushToken(_:)``, or `nil`.
    public func widgetPushToken() async throws -> Data? {
        try await tokens(prefix: "widgetPushToken", action: "read the widget push token")[""]
    }

    /// Saves the token widgets with a push handler get, replacing an earlier one.
    public func saveWidgetPushToken(_ token: Data) async throws {
        try await saveFact(token.hexString, key: "widgetPushToken", action: "save the widget push token")
    }

    /// The push tokens saved for controls, by control id.
    public func controlPushTokens() async throws -> [String: Data] {
        try await tokens(prefix: "controlPushToken:", action: "read control push tokens")
    }

    /// Saves a control's push token.
    public func saveControlPushToken(_ token: Data, forControl id: String) async throws {
        try await saveFact(token.hexString, key: "controlPushToken:" + id, action: "save a control push token")
    }

    /// The tokens kept, in hexadecimal, under keys that start with `prefix`, by the rest of the key.
    private func tokens(prefix: String, action: String) async throws -> [String: Data] {
        try await facts(prefix: prefix, action: action).compactMapValues { Data(hexString: $0) }
    }
}
