import Foundation

/// A reload the host has planned for an instance, as kept in the store so a restart resumes it.
///
/// Each instance has at most one planned reload per ``Slot``: the one its timeline's policy asks for, a retry
/// after a failure, and a request moved later by the minimum interval.
public struct ScheduledReload: Sendable, Hashable, Codable {
    /// Which plan this is.
    public enum Slot: String, Sendable, Hashable, Codable, CaseIterable {
        /// The timeline's reload policy.
        case policy
        /// A retry after a failed reload.
        case retry
        /// A requested reload waiting to run: the first timeline, or an app or push request moved later by the
        /// minimum interval.
        case request
    }

    /// Which plan this is.
    public let slot: Slot
    /// When the reload is due.
    public let date: Date
    /// Why it will reload.
    public let reason: ReloadReason
    /// When it was first wanted (the policy's date, the request's date), before any deferral.
    public let requestedDate: Date
    /// For retries, how many reloads in a row have failed.
    public let failures: Int

    /// Creates a planned reload.
    public init(slot: Slot, date: Date, reason: ReloadReason, requestedDate: Date, failures: Int = 0) {
        self.slot = slot
        self.date = date
        self.reason = reason
        self.requestedDate = requestedDate
        self.failures = failures
    }
}
