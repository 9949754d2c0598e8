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
        public var summary: String { summaryText.string }
        /// The summary as it is kept: entries a store loads keep theirs in shared blocks (``CompactText``).
        public let summaryText: CompactText
        /// The entry's relevance score, if it has one.
        public let relevance: Float?
        /// How long after ``date`` the relevance applies, in seconds (zero: no limit); `nil` without relevance.
        /// Smart Stacks rotate by it; a store keeps it beside ``relevance``.
        public let relevanceDuration: TimeInterval?

        /// Creates an entry record.
        public init(
            index: Int, date: Date, summary: String, relevance: Float? = nil, relevanceDuration: TimeInterval? = nil
        ) {
            self.init(
                index: index, date: date, summaryText: CompactText(summary), relevance: relevance,
                relevanceDuration: relevanceDuration)
        }

        /// Creates an entry record whose summary is kept as given (a store's loads keep them in shared blocks).
        public init(
            index: Int, date: Date, summaryText: CompactText, relevance: Float? = nil,
            relevanceDuration: TimeInterval? = nil
        ) {
            self.index = index
            self.date = date
            self.summaryText = summaryText
            self.relevance = relevance
            self.relevanceDuration = relevanceDuration
        }

        private enum CodingKeys: String, CodingKey {
            case index, date, summary, relevance, relevanceDuration
        }

        /// Decodes an entry record, its summary from the `summary` key.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                index: try container.decode(Int.self, forKey: .index),
                date: try container.decode(Date.self, forKey: .date),
                summaryText: try container.decode(CompactText.self, forKey: .summary),
                relevance: try container.decodeIfPresent(Float.self, forKey: .relevance),
                relevanceDuration: try container.decodeIfPresent(TimeInterval.self, forKey: .relevanceDuration))
        }

        /// Encodes an entry record with the keys of its properties, the summary as a string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(date, forKey: .date)
            try container.encode(summaryText, forKey: .summary)
            try container.encodeIfPresent(relevance, forKey: .relevance)
            try container.encodeIfPresent(relevanceDuration, forKey: .relevanceDuration)
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
