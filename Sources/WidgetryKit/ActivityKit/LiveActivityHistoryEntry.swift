import Foundation

/// One line of a Live Activity's history: what happened to it, when, and why — as the widget ledger keeps for
/// widgets. ``LiveActivityRecord/history`` keeps the latest ``LiveActivityRecord/historyLimit``.
public struct LiveActivityHistoryEntry: Sendable, Hashable, Codable {
    /// What happened.
    public enum Event: String, Sendable, Hashable, Codable, CaseIterable {
        /// The activity started.
        case started
        /// New content was applied.
        case updated
        /// An update older than the latest applied one was ignored.
        case ignored
        /// An update was refused (too large, not decodable).
        case rejected
        /// A high-priority push update was held back: the hour's budget was spent. It is applied (the newest one
        /// held) when the budget allows.
        case throttled
        /// The activity went stale or became active again.
        case stateChanged
        /// The activity ended.
        case ended
        /// The activity left the Lock Screen.
        case dismissed
    }

    /// When it happened, by the host's clock.
    public let date: Date
    /// What happened.
    public let event: Event
    /// The activity's state afterwards, such as `active` or `stale`.
    public let state: ActivityState
    /// The push priority the change came with (10 or 5), when it came by push.
    public let priority: Int?
    /// The alert's title, when the change came with an alert.
    public let alertTitle: String?
    /// Why, for ignored, rejected and throttled changes and for changes applied late.
    public let message: String?
    /// How many pushes in a row this entry stands for: a run of throttled pushes is kept as one entry, dated by
    /// the first, with ``lastDate`` the latest. `nil` means one.
    public let count: Int?
    /// When the latest push of a coalesced run (``count`` above one) came.
    public let lastDate: Date?

    /// Creates a history entry.
    public init(
        date: Date, event: Event, state: ActivityState, priority: Int? = nil, alertTitle: String? = nil,
        message: String? = nil, count: Int? = nil, lastDate: Date? = nil
    ) {
        self.date = date
        self.event = event
        self.state = state
        self.priority = priority
        self.alertTitle = alertTitle
        self.message = message
        self.count = count
        self.lastDate = lastDate
    }
}

extension LiveActivityRecord {
    /// How many history entries a record keeps; older ones are dropped.
    public static let historyLimit = 200

    /// What happened to the activity, oldest first (the latest ``historyLimit`` entries).
    public var history: [LiveActivityHistoryEntry] { storedHistory ?? [] }

    mutating func appendHistory(_ entry: LiveActivityHistoryEntry) {
        var entries = storedHistory ?? []
        // A run of throttled pushes is one line with a count, so a flood keeps the rest of the history.
        if entry.event == .throttled, let last = entries.last, last.event == .throttled, last.state == entry.state,
            last.priority == entry.priority
        {
            entries[entries.count - 1] = LiveActivityHistoryEntry(
                date: last.date, event: .throttled, state: last.state, priority: last.priority,
                alertTitle: entry.alertTitle ?? last.alertTitle, message: entry.message,
                count: (last.count ?? 1) + (entry.count ?? 1), lastDate: entry.lastDate ?? entry.date)
        } else {
            entries.append(entry)
        }
        if entries.count > Self.historyLimit { entries.removeFirst(entries.count - Self.historyLimit) }
        storedHistory = entries
    }
}
