import Foundation
import WidgetryKit

/// A Smart Stack: several widget instances of one family in one Home Screen slot, of which one is on top.
///
/// With ``smartRotate`` on, the host puts the most relevant member on top (see ``StackRotation``); otherwise, and
/// whenever nothing is relevant, the person's ``chosenTop`` (the first member when unset) is on top.
public struct WidgetStack: Sendable, Hashable, Codable, Identifiable {
    /// The stack's identifier: 1 to 64 letters, digits, `.`, `_` or `-`, as instance ids.
    public let id: String
    /// The name people see.
    public var name: String
    /// The member instances' ids, in the order people swipe through them.
    public var members: [String]
    /// Whether the host rotates the most relevant member to the top.
    public var smartRotate: Bool
    /// The member the person put on top; `nil` means the first member.
    public var chosenTop: String?
    /// The member on top now, as the host last decided; `nil` for an empty stack.
    public var top: String?
    /// When ``top`` went on top.
    public var topSince: Date?
    /// When the stack was made.
    public let created: Date

    /// The most rotation ledger lines a store must keep per stack (the host keeps as many in memory).
    public static let storedRecordLimit = 200
    /// The most widgets a stack holds: 10, as on iOS.
    public static let maximumMembers = 10

    /// Creates a stack.
    public init(
        id: String, name: String, members: [String] = [], smartRotate: Bool = true, chosenTop: String? = nil,
        top: String? = nil, topSince: Date? = nil, created: Date
    ) {
        self.id = id
        self.name = name
        self.members = members
        self.smartRotate = smartRotate
        self.chosenTop = chosenTop
        self.top = top
        self.topSince = topSince
        self.created = created
    }

    /// The member shown when nothing is relevant or Smart Rotate is off: ``chosenTop`` if it is a member, else the
    /// first member.
    public var restingTop: String? {
        if let chosenTop, members.contains(chosenTop) { return chosenTop }
        return members.first
    }
}

/// Why a member is on top of a stack.
public enum StackRotationCause: String, Sendable, Hashable, Codable {
    /// Its current entry's `TimelineEntryRelevance` ranks highest.
    case entryRelevance
    /// One of its declared relevance clues (`RelevanceConfiguration`) holds now.
    case relevantContext
    /// No member is relevant: the person's chosen widget.
    case nothingRelevant
    /// Smart Rotate is off: the person's chosen widget.
    case smartRotateOff
    /// The stack is new or its members changed, and the rules picked this member (see the detail).
    case membersChanged
}

/// One line of a stack's rotation ledger: the top changed, to which member, and why.
public struct StackRotationRecord: Sendable, Hashable, Codable {
    /// The stack.
    public let stackID: String
    /// When the top changed.
    public let date: Date
    /// The member now on top.
    public let top: String
    /// The member on top before; `nil` for the stack's first top.
    public let previous: String?
    /// Why.
    public let cause: StackRotationCause
    /// The relevance score that won (an entry's score; a clue's rank for contexts); `nil` when none did.
    public let score: Float?
    /// The date of the entry whose relevance won, when an entry's did.
    public let entryDate: Date?
    /// When the winning relevance ends; `nil` when it has no end or none won.
    public let until: Date?
    /// A sentence naming the member, the score and the entry or context.
    public let detail: String

    /// Creates a ledger line.
    public init(
        stackID: String, date: Date, top: String, previous: String?, cause: StackRotationCause, score: Float?,
        entryDate: Date?, until: Date?, detail: String
    ) {
        self.stackID = stackID
        self.date = date
        self.top = top
        self.previous = previous
        self.cause = cause
        self.score = score
        self.entryDate = entryDate
        self.until = until
        self.detail = detail
    }
}

/// What a host knows of one stack member's relevance now.
public struct StackMemberRelevance: Sendable, Hashable, Codable {
    /// The member instance.
    public let instanceID: String
    /// Its widget kind.
    public let kind: String
    /// The score of the entry it shows, when that entry has a relevance (even one out of its window).
    public let score: Float?
    /// The date of the entry it shows.
    public let entryDate: Date?
    /// When the entry's relevance starts and ends (`nil` end: no limit).
    public let windowStart: Date?
    /// See ``windowStart``.
    public let windowEnd: Date?
    /// The most important declared clue that holds now, if any.
    public let context: WidgetRelevanceClue?
    /// Every declared clue, matching or not.
    public let clues: [WidgetRelevanceClue]
    /// Whether the member is relevant now: a clue holds, or its entry's score is above zero inside its window.
    public let isRelevant: Bool
    /// A sentence saying why it is or is not relevant.
    public let detail: String

    /// Creates a member's relevance; ``StackRotation/relevance(of:at:location:)`` makes them.
    public init(
        instanceID: String, kind: String, score: Float?, entryDate: Date?, windowStart: Date?, windowEnd: Date?,
        context: WidgetRelevanceClue?, clues: [WidgetRelevanceClue], isRelevant: Bool, detail: String
    ) {
        self.instanceID = instanceID
        self.kind = kind
        self.score = score
        self.entryDate = entryDate
        self.windowStart = windowStart
        self.windowEnd = windowEnd
        self.context = context
        self.clues = clues
        self.isRelevant = isRelevant
        self.detail = detail
    }
}

/// A stack as the host shows it: the stack, each member's relevance, the top and why.
public struct StackStatus: Sendable, Hashable, Codable {
    /// The stack, with its current top.
    public let stack: WidgetStack
    /// Each member's relevance, in stack order.
    public let members: [StackMemberRelevance]
    /// Why the top is on top: the ledger line that put it there, or the rules' reading now.
    public let reason: StackRotationRecord?
    /// The stack's newest ledger lines, oldest first.
    public let ledger: [StackRotationRecord]
    /// When the host next looks at the stack again for a relevance boundary, if it will.
    public let nextBoundary: Date?
}
