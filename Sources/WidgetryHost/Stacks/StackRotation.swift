import Foundation
import WidgetryKit

/// The rules that decide which member of a Smart Stack is on top. Pure: the host feeds it what members show.
///
/// 1. A member is **relevant** when one of its declared clues (`RelevanceConfiguration`) holds now (a date window
///    contains now; a coordinate is within its radius of the host's location), or when the entry it shows has a
///    `TimelineEntryRelevance` with a score above zero and now lies in `[entry date, entry date + duration)`
///    (a duration of zero has no end). A score of zero is never relevant.
/// 2. Relevant members rank by: a holding clue above any entry score; among clues, the date kind (`scheduled`
///    over `default` over `informational`; coordinates count as `default`), then the attribute's position;
///    among entries, the higher score.
/// 3. Smart Rotate on: the best-ranked member goes on top. The current top stays when it ranks equal to the best
///    (ties keep the top); among equal members that are not on top, the earlier in the stack wins.
/// 4. Nothing relevant, or Smart Rotate off: the person's chosen top (the first member when unset).
public enum StackRotation {
    /// A member as the rules see it: what it shows and the clues it declares.
    public struct Member: Sendable {
        /// The member instance.
        public var instanceID: String
        /// Its widget kind.
        public var kind: String
        /// The date of the entry it shows, `nil` before it shows one.
        public var entryDate: Date?
        /// That entry's relevance, if it has one.
        public var relevance: TimelineEntryRelevance?
        /// The widget's declared clues.
        public var clues: [WidgetRelevanceClue]

        /// Creates a member.
        public init(
            instanceID: String, kind: String, entryDate: Date?, relevance: TimelineEntryRelevance?,
            clues: [WidgetRelevanceClue] = []
        ) {
            self.instanceID = instanceID
            self.kind = kind
            self.entryDate = entryDate
            self.relevance = relevance
            self.clues = clues
        }
    }

    /// The rules' decision.
    public struct Decision: Sendable, Hashable {
        /// The member on top; `nil` for an empty stack.
        public let top: String?
        /// Why.
        public let cause: StackRotationCause
        /// The winning score, when relevance won.
        public let score: Float?
        /// The winning entry's date, when an entry's relevance won.
        public let entryDate: Date?
        /// When the winning relevance ends.
        public let until: Date?
        /// A sentence saying why.
        public let detail: String
    }

    /// A member's relevance at a date.
    public static func relevance(of member: Member, at now: Date, location: RelevanceLocation?)
        -> StackMemberRelevance
    {
        let matching = member.clues.filter { $0.context.matches(at: now, location: location) }
            .min { ($0.context.weight, -$0.position) > ($1.context.weight, -$1.position) }
        var windowStart: Date?
        var windowEnd: Date?
        var entryRelevant = false
        var entryText = "its entry has no relevance"
        if let entryDate = member.entryDate, let relevance = member.relevance {
            windowStart = entryDate
            windowEnd = relevance.duration > 0 ? entryDate.addingTimeInterval(relevance.duration) : nil
            let inWindow = entryDate <= now && windowEnd.map { now < $0 } ?? true
            entryRelevant = relevance.score > 0 && inWindow
            let window =
                windowEnd.map { "from \(entryDate.ISO8601Format()) to \($0.ISO8601Format())" }
                ?? "from \(entryDate.ISO8601Format()), no time limit"
            if relevance.score <= 0 {
                entryText = "its entry's score is 0 (not relevant)"
            } else if !inWindow {
                entryText = "its entry's score \(format(relevance.score)) applies only \(window)"
            } else {
                entryText = "its entry of \(entryDate.ISO8601Format()) has score \(format(relevance.score)) \(window)"
            }
        } else if member.entryDate == nil {
            entryText = "it shows no entry yet"
        }
        let detail: String
        if let matching {
            detail = "\(member.kind): \(matching.context) holds" + (matching.configuration.map { " for \($0)" } ?? "")
        } else {
            detail = "\(member.kind): \(entryText)"
        }
        return StackMemberRelevance(
            instanceID: member.instanceID, kind: member.kind, score: member.relevance?.score,
            entryDate: member.entryDate, windowStart: windowStart, windowEnd: windowEnd, context: matching,
            clues: member.clues, isRelevant: matching != nil || entryRelevant, detail: detail)
    }

    /// How a relevant member ranks: clues above entries, then the clue's weight and position or the entry's score.
    static func rank(_ member: StackMemberRelevance) -> (tier: Int, value: Double)? {
        guard member.isRelevant else { return nil }
        if let clue = member.context {
            return (2, Double(clue.context.weight) * 10_000 - Double(clue.position))
        }
        return (1, Double(member.score ?? 0))
    }

    /// Decides the top of a stack from its members' relevance now.
    ///
    /// - Parameters:
    ///   - stack: The stack (its ``WidgetStack/top`` is the current top).
    ///   - members: Each member's relevance, in stack order.
    public static func decide(_ stack: WidgetStack, members: [StackMemberRelevance]) -> Decision {
        guard let resting = stack.restingTop else {
            return Decision(
                top: nil, cause: .membersChanged, score: nil, entryDate: nil, until: nil, detail: "The stack is empty.")
        }
        let chosenText = stack.chosenTop == resting ? "the widget the person put on top" : "the first widget"
        guard stack.smartRotate else {
            return Decision(
                top: resting, cause: .smartRotateOff, score: nil, entryDate: nil, until: nil,
                detail: "Smart Rotate is off: \(chosenText) stays on top.")
        }
        let ranked = members.compactMap { member in rank(member).map { (member, $0) } }
        guard let best = ranked.max(by: { ($0.1.tier, $0.1.value) < ($1.1.tier, $1.1.value) }) else {
            return Decision(
                top: resting, cause: .nothingRelevant, score: nil, entryDate: nil, until: nil,
                detail: "No widget is relevant: \(chosenText) is on top.")
        }
        let equal = ranked.filter { $0.1.tier == best.1.tier && $0.1.value == best.1.value }
        let current = equal.first { $0.0.instanceID == stack.top }
        let (winner, _) = current ?? equal[0]
        let tie = equal.count > 1 ? (current != nil ? " (a tie: the top stays)" : " (a tie: the earlier widget)") : ""
        if let clue = winner.context {
            return Decision(
                top: winner.instanceID, cause: .relevantContext, score: Float(clue.context.weight),
                entryDate: nil, until: clue.context.dateWindow?.end,
                detail: "\(winner.detail)\(tie).")
        }
        return Decision(
            top: winner.instanceID, cause: .entryRelevance, score: winner.score, entryDate: winner.entryDate,
            until: winner.windowEnd, detail: "\(winner.detail)\(tie).")
    }

    /// The next date after `now` at which a member's relevance starts or ends: when the host looks again.
    public static func nextBoundary(after now: Date, members: [StackMemberRelevance]) -> Date? {
        var dates: [Date] = []
        for member in members {
            if member.score ?? 0 > 0 {
                dates += [member.windowStart, member.windowEnd].compactMap { $0 }
            }
            for clue in member.clues {
                if let window = clue.context.dateWindow { dates += [window.start, window.end] }
            }
        }
        return dates.filter { $0 > now }.min()
    }

    static func format(_ score: Float) -> String {
        score == score.rounded() ? String(Int(score)) : String(score)
    }
}

extension WidgetRelevanceClue {
    /// The clue with its date window moved by `shift` seconds (see ``TimelineDating``).
    func shifted(by shift: TimeInterval) -> WidgetRelevanceClue {
        guard shift != 0, let window = context.dateWindow else { return self }
        return WidgetRelevanceClue(
            position: position,
            context: RelevantContext(
                .date(
                    start: window.start.addingTimeInterval(shift), end: window.end.addingTimeInterval(shift),
                    kind: window.kind)),
            configuration: configuration)
    }
}
