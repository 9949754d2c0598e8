import Foundation

/// A change to a Live Activity, as ``LiveActivityStore`` reports it to its observers.
public struct LiveActivityEvent: Sendable, Hashable {
    /// What happened.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The activity started.
        case started
        /// The content changed; ``LiveActivityEvent/alert`` is set when the update asked for an alert.
        case updated
        /// An update arrived with a timestamp older than the activity's latest, so it was ignored.
        case updateIgnored
        /// An update from the app was refused, such as one over the size limit; ``message`` says why.
        case updateRejected
        /// The activity went from active to stale or back, or from pending to active.
        case stateChanged
        /// The activity ended, by request or after 8 hours.
        case ended
        /// The ended activity left the Lock Screen.
        case dismissed
        /// The push token changed.
        case pushTokenChanged
        /// A high-priority push update was held back because the hour's budget was spent.
        case updateThrottled
    }

    /// What happened.
    public let kind: Kind
    /// The activity after the change.
    public let record: LiveActivityRecord
    /// The activity's state after the change.
    public let state: ActivityState
    /// When it happened, by the store's clock.
    public let date: Date
    /// The alert the update asked for, for `.updated`.
    public let alert: AlertConfiguration?
    /// Why an update was ignored or refused.
    public let message: String?

    init(
        _ kind: Kind, record: LiveActivityRecord, state: ActivityState, date: Date,
        alert: AlertConfiguration? = nil, message: String? = nil
    ) {
        self.kind = kind
        self.record = record
        self.state = state
        self.date = date
        self.alert = alert
        self.message = message
    }
}

/// A registration made with ``LiveActivityStore/addObserver(_:)``; pass it to
/// ``LiveActivityStore/removeObserver(_:)`` to stop observing.
public struct LiveActivityObservation: Sendable, Hashable {
    let id: UInt64
}
