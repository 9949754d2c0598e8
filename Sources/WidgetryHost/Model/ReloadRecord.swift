import Foundation

/// One line of an instance's reload ledger: a reload, a refusal, a deferral, a failure or a warning.
///
/// For example, the 71st policy reload in a day is recorded as
///
/// ```
/// refused policyAfter, budget left 0: Budget exhausted: 70 of 70 reloads used in the last 24 h; the next is
/// available at 2027-01-16T08:00:00Z.
/// ```
public struct ReloadRecord: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened.
    public enum Event: String, Sendable, Hashable, Codable, CaseIterable {
        /// The provider was asked and answered; its timeline is shown.
        case reloaded
        /// The reload was not done.
        case refused
        /// The reload was moved later (to respect the minimum interval).
        case deferred
        /// The provider threw or missed its deadline; the current content stays.
        case failed
        /// Something a widget author should know, such as a timeline cut to the maximum length.
        case warning
    }

    /// Why a reload was refused or deferred.
    public enum Limit: String, Sendable, Hashable, Codable, CaseIterable {
        /// The instance used its daily budget in the last 24 hours.
        case budgetExhausted
        /// The last reload was less than the minimum interval ago.
        case minimumInterval
    }

    /// When it happened.
    public let date: Date
    /// The instance it happened to.
    public let instanceID: String
    /// What happened.
    public let event: Event
    /// Why a reload was wanted.
    public let reason: ReloadReason
    /// Whether the reload was counted against the budget.
    public let counted: Bool
    /// Budgeted reloads left in the sliding 24 hours, after this event.
    public let budgetLeft: Int
    /// The limit that refused or deferred the reload; `nil` for other events.
    public let limit: Limit?
    /// A sentence saying what happened: the refusal's cause, the error, the warning.
    public let detail: String

    /// Creates a record; the host makes them.
    public init(
        date: Date, instanceID: String, event: Event, reason: ReloadReason, counted: Bool, budgetLeft: Int,
        limit: Limit? = nil, detail: String
    ) {
        self.date = date
        self.instanceID = instanceID
        self.event = event
        self.reason = reason
        self.counted = counted
        self.budgetLeft = budgetLeft
        self.limit = limit
        self.detail = detail
    }

    public var description: String {
        "\(date.ISO8601Format()) \(event) \(reason)\(counted ? " (counted)" : "") budget left \(budgetLeft)"
            + (detail.isEmpty ? "" : ": \(detail)")
    }
}
