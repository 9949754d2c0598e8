import Foundation

/// An event as the log keeps it: the id the log gave it, its name and its JSON payload, and the host that wrote it.
public struct LoggedEvent: Sendable, Hashable, Codable {
    /// The log's id: increasing in the order the events were appended, across every host writing the log.
    public let id: Int64
    /// The event's name (the server-sent event's `event:`).
    public let name: String
    /// The event's payload, one line of JSON (the server-sent event's `data:`).
    public let data: String
    /// The id of the host that wrote it.
    public let origin: String

    /// Creates a logged event.
    public init(id: Int64, name: String, data: String, origin: String) {
        self.id = id
        self.name = name
        self.data = data
        self.origin = origin
    }
}

/// An event to append to an ``EventLog``: a name and its JSON payload.
public struct NewEvent: Sendable, Hashable {
    /// The event's name.
    public let name: String
    /// The event's payload, one line of JSON.
    public let data: String

    /// Creates an event to append.
    public init(name: String, data: String) {
        self.name = name
        self.data = data
    }
}

/// What ``EventLog/events(after:limit:)`` read: the events after an id, or the news that some were missed.
public struct EventLogPage: Sendable, Hashable {
    /// The events after the id asked for, in id order.
    public var events: [LoggedEvent]
    /// Whether events after the id asked for are gone (pruned), or the id is not one this log gave (a newer id than
    /// any it holds): the reader cannot catch up from the log and should read everything afresh.
    public var missed: Bool
    /// The newest id in the log when it was read (0 when the log is empty).
    public var latestID: Int64

    /// Creates a page.
    public init(events: [LoggedEvent], missed: Bool, latestID: Int64) {
        self.events = events
        self.missed = missed
        self.latestID = latestID
    }
}

/// A store's log of recent events, shared by every host that uses the store, so a host can show the events of the
/// others and a page that reconnects can catch up on what it missed (`Last-Event-ID`).
///
/// Ids increase in the order events are appended, and a reader that has seen an id never later finds a smaller one
/// appear: appends are serialised, so they commit in the order of their ids. The log keeps the newest events only
/// (``appendEvents(_:origin:retention:)`` prunes the older ones); a reader asking for events after a pruned id is told
/// it missed some (``EventLogPage/missed``).
///
/// For example, a server writes its host's events and reads what other hosts wrote:
///
/// ```swift
/// try await log.appendEvents([NewEvent(name: "entry", data: #"{"id":"w1"}"#)], origin: "host-a", retention: 10_000)
/// let page = try await log.events(after: lastSeen, limit: 500)
/// ```
///
/// ``SQLiteWidgetStore`` keeps it in a table of its file; `PostgresWidgetStore` in a table every host shares, and it
/// tells the others of each append with `NOTIFY` (``followAppends(_:)``).
public protocol EventLog: Sendable {
    /// Appends events in order, in one transaction, and drops the events older than the `retention` newest before
    /// them (never the appended ones, so a host that read the log before appending reads its own events back).
    ///
    /// - Returns: The newest id after the append.
    @discardableResult
    func appendEvents(_ events: [NewEvent], origin: String, retention: Int) async throws -> Int64

    /// Up to `limit` events after `id`, oldest first; ``EventLogPage/missed`` when some are gone or `id` is unknown.
    func events(after id: Int64, limit: Int) async throws -> EventLogPage

    /// The newest id in the log, 0 when it is empty.
    func latestEventID() async throws -> Int64

    /// Listens for appends by other hosts until the task is cancelled: calls `appended` with the newest id each time
    /// events are appended, and once each time listening (re)starts, so nothing appended while it was not listening
    /// is missed. Lost connections are reopened.
    ///
    /// A log shared by several hosts (PostgreSQL's, through `LISTEN/NOTIFY`) implements it; a log one host owns has
    /// nobody else appending, and returns at once (the default).
    func followAppends(_ appended: @escaping @Sendable (Int64) async -> Void) async throws
}

extension EventLog {
    /// Nobody else appends to a log one host owns: returns at once.
    public func followAppends(_ appended: @escaping @Sendable (Int64) async -> Void) async throws {}
}
