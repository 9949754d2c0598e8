import Foundation
import WidgetryKit

/// What the host keeps of a timeline a provider returned: each entry's date and summary, the policy, and when
/// the next reload is due. Entries themselves are not kept (they need not be `Codable`); their renderings are.
public struct TimelineRecord: Sendable, Hashable, Codable {
    /// One kept entry.
    public struct Entry: Sendable, Hashable, Codable {
        /// The entry's index in the timeline, in the order the provider returned it.
        public let index: Int
        /// The date it is for, after any shift (see ``TimelineDating``).
        public let date: Date
        /// A short description, `String(describing:)` of the entry, cut to 500 characters.
        public let summary: String
        /// The entry's relevance score, if it has one.
        public let relevance: Float?
        /// How long after ``date`` the relevance applies, in seconds (zero: no limit); `nil` without relevance.
        /// Smart Stacks rotate by it; a store keeps it beside ``relevance``.
        public let relevanceDuration: TimeInterval?

        /// Creates an entry record.
        public init(
            index: Int, date: Date, summary: String, relevance: Float? = nil, relevanceDuration: TimeInterval? = nil
        ) {
            self.index = index
            self.date = date
            self.summary = summary
            self.relevance = relevance
            self.relevanceDuration = relevanceDuration
        }
    }

    /// The instance it belongs to.
    public let instanceID: String
    /// Why it was asked for.
    public let reason: ReloadReason
    /// When the host installed it.
    public let installedAt: Date
    /// The entries kept, at most ``HostLimits/maximumTimelineEntries``.
    public let entries: [Entry]
    /// The reload policy, with an `.after` date shifted like the entries.
    public let policy: TimelineReloadPolicy
    /// How many entries the provider returned, when more than were kept.
    public let truncatedFrom: Int?
    /// Seconds added to every date the provider returned (see ``TimelineDating``); zero when dates are as returned.
    public let dateShift: TimeInterval

    /// Creates a timeline record.
    public init(
        instanceID: String, reason: ReloadReason, installedAt: Date, entries: [Entry], policy: TimelineReloadPolicy,
        truncatedFrom: Int? = nil, dateShift: TimeInterval = 0
    ) {
        self.instanceID = instanceID
        self.reason = reason
        self.installedAt = installedAt
        self.entries = entries
        self.policy = policy
        self.truncatedFrom = truncatedFrom
        self.dateShift = dateShift
    }

    /// The date the policy asks for the next timeline; `nil` for `.never`.
    public var policyReloadDate: Date? {
        policy.nextReloadDate(lastEntryDate: entries.map(\.date).max(), now: installedAt)
    }
}
