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

    mutating func append(_ record: StackRotationRecord) {
        var lines = records[record.stackID, default: []]
        lines.append(record)
        if lines.count > WidgetStack.storedRecordLimit {
            lines.removeFirst(lines.count - WidgetStack.storedRecordLimit)
        }
        records[record.stackID] = lines
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
