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
    /// How many identical refusals or deferrals after this one were folded into it rather than recorded as lines of
    /// their own.
    public var repeats: Int
    /// When the last of those repeats happened; `nil` when there were none.
    public var lastRepeated: Date?

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
        self.repeats = 0
        self.lastRepeated = nil
    }

    /// Whether `next` repeats this refusal or deferral exactly (same instance, reason and limit, nothing in
    /// between; a deferral also to the same moment), so the ledger counts it in ``repeats`` instead of adding a
    /// line: `POST /api/reload` in a loop, or a thousand `widgets` pushes within the minimum interval, stay one line.
    public func coalesces(with next: ReloadRecord) -> Bool {
        guard event == next.event, event == .refused || (event == .deferred && detail == next.detail) else {
            return false
        }
        return instanceID == next.instanceID && reason == next.reason && limit == next.limit
            && counted == next.counted && budgetLeft == next.budgetLeft
    }

    private enum CodingKeys: String, CodingKey {
        case date, instanceID, event, reason, counted, budgetLeft, limit, detail, repeats, lastRepeated
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        instanceID = try container.decode(String.self, forKey: .instanceID)
        event = try container.decode(Event.self, forKey: .event)
        reason = try container.decode(ReloadReason.self, forKey: .reason)
        counted = try container.decode(Bool.self, forKey: .counted)
        budgetLeft = try container.decode(Int.self, forKey: .budgetLeft)
        limit = try container.decodeIfPresent(Limit.self, forKey: .limit)
        detail = try container.decode(String.self, forKey: .detail)
        repeats = try container.decodeIfPresent(Int.self, forKey: .repeats) ?? 0
        lastRepeated = try container.decodeIfPresent(Date.self, forKey: .lastRepeated)
    }

    public var description: String {
        "\(date.ISO8601Format()) \(event) \(reason)\(counted ? " (counted)" : "") budget left \(budgetLeft)"
            + (detail.isEmpty ? "" : ": \(detail)")
            + (repeats == 0
                ? "" : " (and \(repeats) more like it, the last at \(lastRepeated?.ISO8601Format() ?? "?"))")
    }
}
