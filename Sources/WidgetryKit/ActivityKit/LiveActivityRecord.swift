import Foundation

/// A Live Activity as the host keeps it: its attributes and content as JSON, its dates and its push setup.
///
/// Records are values; ``LiveActivityStore`` holds the current one for each activity. Its state at any moment is
/// a pure function of the record and a date (``activityState(at:limits:)``), so a host with its own clock can
/// ask what to show without changing anything.
public struct LiveActivityRecord: Sendable, Hashable, Codable, Identifiable {
    /// The activity's unique identifier.
    public let id: String
    /// The attributes type's name, as `String(describing:)` gives it, such as `DeliveryAttributes`.
    public let attributesType: String
    /// The static attributes, as JSON.
    public let attributes: Data
    /// The current content: the content state as JSON, the stale date and the relevance score.
    public internal(set) var content: ActivityContent<Data>
    /// How the activity receives push updates; `nil` for none.
    public let pushType: PushType?
    /// The activity's push token, for `.token` pushes.
    public internal(set) var pushToken: Data?
    /// When the activity started.
    public let startDate: Date
    /// The timestamp of the latest applied change; changes with an older timestamp are ignored.
    public internal(set) var timestamp: Date
    /// When the activity ended; `nil` while it runs.
    public internal(set) var endDate: Date?
    /// The dismissal policy it ended with.
    public internal(set) var dismissalPolicy: ActivityUIDismissalPolicy?
    /// When the ended activity leaves the Lock Screen.
    public internal(set) var dismissalDate: Date?
    /// The history, `nil` in records saved before histories were kept (see ``history``).
    var storedHistory: [LiveActivityHistoryEntry]?
    /// When each high-priority update of the last hour was applied: the budget's own record, kept apart from the
    /// history so no amount of history (or of throttled pushes) changes what the budget counts. `nil` in records
    /// saved before it was kept (see ``highPriorityUpdates(before:)``).
    var highPriorityUpdateDates: [Date]? = nil
    /// The alert of the latest update, if it had one.
    public internal(set) var alert: AlertConfiguration?
    /// The state last reported to observers.
    public internal(set) var reportedState: ActivityState

    /// Whether the content is past its stale date at a moment.
    /// - Parameter now: The moment to ask about.
    public func isStale(at now: Date) -> Bool {
        guard let staleDate = content.staleDate else { return false }
        return now >= staleDate
    }

    /// The activity's state at a moment, applying the limits: ended after 8 hours, dismissed at its dismissal date.
    /// - Parameters:
    ///   - now: The moment to ask about.
    ///   - limits: The limits to apply.
    public func activityState(at now: Date, limits: LiveActivityLimits = .standard) -> ActivityState {
        let (end, dismissal) = effectiveEnd(limits: limits)
        if now >= dismissal { return .dismissed }
        if now >= end { return .ended }
        if now < startDate { return .pending }
        return isStale(at: now) ? .stale : .active
    }

    /// When the activity ends (or ended) and leaves the Lock Screen, counting the 8-hour automatic end.
    /// - Parameter limits: The limits to apply.
    public func effectiveEnd(limits: LiveActivityLimits = .standard) -> (end: Date, dismissal: Date) {
        if let endDate {
            return (endDate, dismissalDate ?? limits.dismissalDate(for: dismissalPolicy ?? .default, endedAt: endDate))
        }
        let end = limits.automaticEndDate(startedAt: startDate)
        return (end, limits.dismissalDate(for: .default, endedAt: end))
    }

    /// Whether the activity is running (active or stale) at a moment.
    /// - Parameters:
    ///   - now: The moment to ask about.
    ///   - limits: The limits to apply.
    public func isRunning(at now: Date, limits: LiveActivityLimits = .standard) -> Bool {
        let state = activityState(at: now, limits: limits)
        return state == .active || state == .stale
    }
}
