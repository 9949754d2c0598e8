import Foundation
import WidgetryKit

/// What a host keeps in memory about its Smart Stacks.
struct StackRegistry: Sendable {
    /// The stacks by id.
    var stacks: [String: WidgetStack] = [:]
    /// Stack ids, oldest first.
    var order: [String] = []
    /// Each stack's newest rotation ledger lines, oldest first (at most ``WidgetStack/storedRecordLimit``).
    var records: [String: [StackRotationRecord]] = [:]
    /// The sequence number of each stack's live boundary event in the host's heap.
    var boundarySequence: [String: Int] = [:]
    /// When each stack's boundary event is due.
    var boundaryDate: [String: Date] = [:]
    /// Stacks to decide again at the next settling (a member showed a new entry, or a boundary passed).
    var dirty: Set<String> = []
    /// Kinds whose declared clues must be asked for again.
    var staleClues: Set<String> = []
    /// Each kind's declared clues, as last asked for.
    var clues: [String: [WidgetRelevanceClue]] = [:]
    /// The location the host takes as the device's, for coordinate clues.
    var location: RelevanceLocation?

    /// The stack an instance belongs to.
    func stackID(of instanceID: String) -> String? {
        order.first { stacks[$0]?.members.contains(instanceID) == true }
    }

    /// The stacks marked for deciding again, oldest first; they are no longer marked.
    mutating func takeDirty() -> [String] {
        let taken = order.filter { dirty.contains($0) }
        dirty.subtract(taken)
        return taken
    }

    /// A stack's boundary event fell due: it is no longer queued, and the stack (if it still exists) is marked.
    mutating func boundaryFired(_ stackID: String) {
        boundarySequence[stackID] = nil
        boundaryDate[stackID] = nil
        if stacks[stackID] != nil { dirty.insert(stackID) }
    }

    /// Whether a boundary at `date` must be queued: none is queued for the stack, or the queued one is later.
    func needsBoundary(_ stackID: String, at date: Date) -> Bool {
        guard let existing = boundaryDate[stackID], boundarySequence[stackID] != nil else { return true }
        return date < existing
    }

    /// Notes the boundary event queued for a stack, replacing the one before.
    mutating func boundaryQueued(_ stackID: String, sequence: Int, at date: Date) {
        boundarySequence[stackID] = sequence
        boundaryDate[stackID] = date
    }

    /// Decides a stack again from its members' relevance now: puts the winner on top and, when the top or the
    /// reason for it changed, appends a rotation ledger line.
    ///
    /// - Parameters:
    ///   - stackID: The stack.
    ///   - members: Its members' relevance at `now`, in member order.
    ///   - now: When the stack is decided.
    ///   - cause: The cause to record when the rules' own cause is about the resting top (member changes).
    /// - Returns: The ledger line to store and publish, the stack to store when its top changed, and when the
    ///   stack must be decided again; `nil` for an unknown stack.
    mutating func settle(
        _ stackID: String, members: [StackMemberRelevance], at now: Date, cause: StackRotationCause? = nil
    ) -> StackSettlement? {
        guard var stack = stacks[stackID] else { return nil }
        let decision = StackRotation.decide(stack, members: members)
        let recorded =
            cause == .membersChanged && [.nothingRelevant, .smartRotateOff].contains(decision.cause)
            ? StackRotationCause.membersChanged : decision.cause
        var settlement = StackSettlement(
            nextBoundary: StackRotation.nextBoundary(after: now, members: members))
        // A line whenever the top or the reason for it changes (a new winning entry or window, or the end of
        // relevance while the resting widget was on top anyway), so the ledger covers every stretch.
        let last = records[stackID]?.last
        let reasonChanged =
            last.map { last in
                last.top != decision.top || Self.reasonKind(last.cause) != Self.reasonKind(recorded)
                    || last.entryDate != decision.entryDate || last.until != decision.until
            } ?? true
        guard decision.top != stack.top || (decision.top != nil && reasonChanged) else { return settlement }
        if let top = decision.top {
            let record = StackRotationRecord(
                stackID: stackID, date: now, top: top, previous: stack.top, cause: recorded, score: decision.score,
                entryDate: decision.entryDate, until: decision.until, detail: decision.detail)
            append(record)
            settlement.record = record
        }
        if decision.top != stack.top {
            stack.top = decision.top
            stack.topSince = now
            stacks[stackID] = stack
            settlement.changedStack = stack
        }
        return settlement
    }

    /// What a cause says for deciding whether a ledger line is new: relevance of either kind, or the resting top.
    private static func reasonKind(_ cause: StackRotationCause) -> String {
        switch cause {
        case .entryRelevance, .relevantContext, .smartRotateOff: cause.rawValue
        case .nothingRelevant, .membersChanged: "resting"
        }
    }

    mutating func append(_ record: StackRotationRecord) {
        var lines = records[record.stackID, default: []]
        lines.append(record)
        if lines.count > WidgetStack.storedRecordLimit {
            lines.removeFirst(lines.count - WidgetStack.storedRecordLimit)
        }
        records[record.stackID] = lines
    }
}

/// What deciding a stack again changed.
struct StackSettlement: Sendable, Hashable {
    /// The rotation ledger line to store and publish: the top, or the reason for it, changed.
    var record: StackRotationRecord?
    /// The stack with its new top, to store; `nil` when the top stayed.
    var changedStack: WidgetStack?
    /// When a member's relevance next starts or ends: the stack's next boundary.
    var nextBoundary: Date?

    init(record: StackRotationRecord? = nil, changedStack: WidgetStack? = nil, nextBoundary: Date? = nil) {
        self.record = record
        self.changedStack = changedStack
        self.nextBoundary = nextBoundary
    }
}

/// A Smart Stack request the host refuses, with the field to blame.
public struct StackError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: String, Sendable {
        /// No stack has the id.
        case unknownStack
        /// A stack with the id exists already.
        case stackExists
        /// A member is not an instance of the host.
        case unknownInstance
        /// The request does not fit the rules (families, membership, names).
        case invalidStack
    }

    /// What went wrong.
    public let code: Code
    /// A sentence saying what and what to do.
    public let message: String
    /// The request field to blame.
    public let field: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String, field: String? = nil) {
        self.code = code
        self.message = message
        self.field = field
    }

    public var description: String { message }
}

/// A change to a stack's settings or members; fields left `nil` stay as they are.
public struct StackUpdate: Sendable {
    /// A new name.
    public var name: String?
    /// The complete new member list, in order.
    public var members: [String]?
    /// Smart Rotate on or off.
    public var smartRotate: Bool?
    /// The member to put on top (and keep there when nothing is relevant or Smart Rotate is off).
    public var chosenTop: String?
    /// Clears the chosen top (the first member is then the resting top).
    public var clearsChosenTop = false

    /// An empty update.
    public init(
        name: String? = nil, members: [String]? = nil, smartRotate: Bool? = nil, chosenTop: String? = nil,
        clearsChosenTop: Bool = false
    ) {
        self.name = name
        self.members = members
        self.smartRotate = smartRotate
        self.chosenTop = chosenTop
        self.clearsChosenTop = clearsChosenTop
    }
}
