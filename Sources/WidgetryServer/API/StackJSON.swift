import Foundation
import WidgetryHost
import WidgetryKit

/// A stack as `GET /api/stacks/{id}` shows it: its settings, each member's relevance, the top and why.
struct StackJSON: Encodable, Sendable {
    let id: String
    let name: String
    let smartRotate: Bool
    let chosenTop: String?
    let top: String?
    let topSince: Date?
    let family: String?
    let members: [StackMemberJSON]
    let reason: StackRecordJSON?
    let nextBoundary: Date?
    let ledger: [StackRecordJSON]?

    init(_ status: StackStatus, families: [String: String], ledger: Bool) {
        id = status.stack.id
        name = status.stack.name
        smartRotate = status.stack.smartRotate
        chosenTop = status.stack.chosenTop
        top = status.stack.top
        topSince = status.stack.topSince
        family = status.stack.members.first.flatMap { families[$0] }
        members = status.members.map { StackMemberJSON($0, top: status.stack.top, family: families[$0.instanceID]) }
        reason = status.reason.map(StackRecordJSON.init)
        nextBoundary = status.nextBoundary
        self.ledger = ledger ? status.ledger.map(StackRecordJSON.init) : nil
    }
}

/// One member: its kind, whether it is on top, its score and window, the clue that holds, and why.
struct StackMemberJSON: Encodable, Sendable {
    struct Clue: Encodable, Sendable {
        let position: Int
        let context: String
        let configuration: String?
        let sensed: Bool
    }

    let id: String
    let kind: String
    let family: String?
    let isTop: Bool
    let relevant: Bool
    let score: Float?
    let entryDate: Date?
    let windowStart: Date?
    let windowEnd: Date?
    let context: Clue?
    let clues: [Clue]
    let detail: String

    init(_ member: StackMemberRelevance, top: String?, family: String?) {
        id = member.instanceID
        kind = member.kind
        self.family = family
        isTop = member.instanceID == top
        relevant = member.isRelevant
        score = member.score
        entryDate = member.entryDate
        windowStart = member.windowStart
        windowEnd = member.windowEnd
        context = member.context.map(Self.clue)
        clues = member.clues.map(Self.clue)
        detail = member.detail
    }

    static func clue(_ clue: WidgetRelevanceClue) -> Clue {
        Clue(
            position: clue.position, context: clue.context.description, configuration: clue.configuration,
            sensed: clue.context.isSensed)
    }
}

/// A rotation ledger line.
struct StackRecordJSON: Encodable, Sendable {
    let stackID: String
    let date: Date
    let top: String
    let previous: String?
    let cause: String
    let score: Float?
    let entryDate: Date?
    let until: Date?
    let detail: String

    init(_ record: StackRotationRecord) {
        stackID = record.stackID
        date = record.date
        top = record.top
        previous = record.previous
        cause = record.cause.rawValue
        score = record.score
        entryDate = record.entryDate
        until = record.until
        detail = record.detail
    }
}

/// The payload of a `stack` event.
struct StackEventJSON: Encodable, Sendable {
    let id: String
    let top: String?
    let record: StackRecordJSON?
}
