import Foundation

/// A timeline entry of any type, as a host keeps it.
public struct AnyTimelineEntry: Sendable {
    /// The entry the provider returned.
    public let base: any TimelineEntry

    /// Wraps an entry.
    public init(_ base: any TimelineEntry) {
        self.base = base
    }

    /// The date the entry is for.
    public var date: Date { base.date }

    /// The entry's relevance, if it has one.
    public var relevance: TimelineEntryRelevance? { base.relevance }

    /// A short description of the entry, as ledgers and listings show it: `String(describing:)`, at most 500
    /// characters.
    public var summary: String {
        let text = String(describing: base)
        // A character is at least one UTF-8 byte: at most 500 bytes needs no count of characters.
        guard text.utf8.count > 500 else { return text }
        return text.count > 500 ? String(text.prefix(499)) + "…" : text
    }
}

/// A timeline with its entries erased, as a host keeps it.
public struct AnyTimeline: Sendable {
    /// The entries in the order the provider returned them.
    public let entries: [AnyTimelineEntry]
    /// When to ask for the next timeline.
    public let policy: TimelineReloadPolicy

    /// Erases a timeline.
    public init<Entry: TimelineEntry>(_ timeline: Timeline<Entry>) {
        self.entries = timeline.entries.map(AnyTimelineEntry.init)
        self.policy = timeline.policy
    }

    /// Creates a timeline from erased entries.
    public init(entries: [AnyTimelineEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }

    /// The date the policy asks for the next timeline, or `nil` for `.never`.
    public func nextReloadDate(now: Date) -> Date? {
        policy.nextReloadDate(lastEntryDate: entries.map(\.date).max(), now: now)
    }
}
