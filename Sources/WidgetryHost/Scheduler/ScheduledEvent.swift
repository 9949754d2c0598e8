import Foundation

/// One due event in the host's heap: a reload in one of an instance's slots, or the next entry to show.
///
/// Events are never removed from the middle of the heap; an instance keeps the sequence number of each live
/// event, and a popped event whose number no longer matches is stale and skipped.
struct ScheduledEvent: Comparable, Sendable {
    enum Kind: Sendable, Hashable {
        case reload(ScheduledReload.Slot)
        case entryChange
        /// A Smart Stack's relevance boundary; `instanceID` holds the stack's id.
        case stackBoundary
    }

    let date: Date
    let sequence: Int
    let instanceID: String
    let kind: Kind

    static func < (lhs: ScheduledEvent, rhs: ScheduledEvent) -> Bool {
        (lhs.date, lhs.sequence) < (rhs.date, rhs.sequence)
    }

    static func == (lhs: ScheduledEvent, rhs: ScheduledEvent) -> Bool {
        lhs.sequence == rhs.sequence
    }
}
