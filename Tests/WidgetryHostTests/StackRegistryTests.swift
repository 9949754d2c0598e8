import Foundation
import Testing
import WidgetryKit

@testable import WidgetryHost

/// The stack registry alone: settling a stack from its members' relevance (the top, the rotation ledger line, the
/// stack to store, the next boundary), the marked stacks, and the bookkeeping of boundary events.
@Suite struct StackRegistryTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    /// A registry holding one stack.
    func registry(members: [String], top: String?) -> StackRegistry {
        var registry = StackRegistry()
        registry.stacks["s"] = WidgetStack(id: "s", name: "S", members: members, top: top, created: t0)
        registry.order = ["s"]
        return registry
    }

    /// A member whose shown entry, dated `entry` seconds from t0, has `score` for `duration` seconds.
    func member(_ id: String, score: Float? = nil, entry: TimeInterval = 0, duration: TimeInterval = 0, now: Date)
        -> StackMemberRelevance
    {
        StackRotation.relevance(
            of: StackRotation.Member(
                instanceID: id, kind: id, entryDate: at(entry),
                relevance: score.map { TimelineEntryRelevance(score: $0, duration: duration) }),
            at: now, location: nil)
    }

    @Test func aRelevantMemberGoesOnTopWithALedgerLineAndTheStackToStore() throws {
        var registry = registry(members: ["a", "b"], top: "a")
        let now = at(10)
        let members = [member("a", now: now), member("b", score: 5, duration: 600, now: now)]
        let settledResult = registry.settle("s", members: members, at: now)
        let settled = try #require(settledResult)
        let record = try #require(settled.record)
        #expect(record.top == "b" && record.previous == "a" && record.cause == .entryRelevance)
        #expect(record.score == 5 && record.until == at(600) && record.date == now)
        #expect(settled.changedStack?.top == "b" && settled.changedStack?.topSince == now)
        #expect(registry.stacks["s"]?.top == "b" && registry.records["s"] == [record])
        #expect(settled.nextBoundary == at(600), "the stack looks again when b's relevance ends")
    }

    @Test func settlingAgainWithNothingNewChangesNothing() throws {
        var registry = registry(members: ["a", "b"], top: "a")
        let members = [member("a", now: at(10)), member("b", score: 5, duration: 600, now: at(10))]
        _ = registry.settle("s", members: members, at: at(10))
        let againResult = registry.settle("s", members: members, at: at(20))
        let again = try #require(againResult)
        #expect(again.record == nil && again.changedStack == nil)
        #expect(again.nextBoundary == at(600))
        #expect(registry.records["s"]?.count == 1)
    }

    @Test func aChangeOfReasonWithTheSameTopWritesALineButNoStack() throws {
        var registry = registry(members: ["a", "b"], top: "a")
        let relevant = [member("a", score: 3, duration: 60, now: at(0)), member("b", now: at(0))]
        let firstResult = registry.settle("s", members: relevant, at: at(0))
        let first = try #require(firstResult)
        #expect(first.record?.cause == .entryRelevance && first.changedStack == nil, "a was on top already")
        let ended = [member("a", score: 3, duration: 60, now: at(60)), member("b", now: at(60))]
        let secondResult = registry.settle("s", members: ended, at: at(60))
        let second = try #require(secondResult)
        #expect(second.record?.cause == .nothingRelevant && second.record?.top == "a")
        #expect(second.changedStack == nil && second.nextBoundary == nil)
        #expect(registry.records["s"]?.map(\.cause) == [.entryRelevance, .nothingRelevant])
    }

    @Test func aMembersChangeIsTheRecordedCauseOfANewRestingTop() throws {
        var registry = registry(members: ["b", "c"], top: "a")
        let now = at(0)
        let settledResult = registry.settle(
            "s", members: [member("b", now: now), member("c", now: now)], at: now, cause: .membersChanged)
        let settled = try #require(settledResult)
        #expect(settled.record?.cause == .membersChanged && settled.record?.top == "b")
        #expect(settled.record?.previous == "a" && settled.changedStack?.top == "b")
    }

    @Test func aRelevantTopKeepsItsOwnCauseWhenMembersChange() throws {
        var registry = registry(members: ["b", "c"], top: "a")
        let now = at(0)
        let members = [member("b", now: now), member("c", score: 2, duration: 60, now: now)]
        let settledResult = registry.settle("s", members: members, at: now, cause: .membersChanged)
        let settled = try #require(settledResult)
        #expect(settled.record?.cause == .entryRelevance && settled.record?.top == "c")
    }

    @Test func anEmptyStackLosesItsTopWithoutALedgerLine() throws {
        var registry = registry(members: [], top: "a")
        let settledResult = registry.settle("s", members: [], at: at(0))
        let settled = try #require(settledResult)
        #expect(settled.record == nil)
        #expect(settled.changedStack?.id == "s" && settled.changedStack?.top == nil)
        #expect(registry.stacks["s"]?.top == nil && registry.records["s"] == nil)
    }

    @Test func anUnknownStackSettlesNothing() {
        var registry = registry(members: ["a"], top: "a")
        #expect(registry.settle("nope", members: [], at: at(0)) == nil)
        #expect(registry.stacks.keys.sorted() == ["s"])
    }

    @Test func theLedgerKeepsOnlyTheNewestLines() throws {
        var registry = registry(members: ["a", "b"], top: "a")
        for step in 0...WidgetStack.storedRecordLimit {
            let now = at(Double(step) * 10)
            let winner = step.isMultiple(of: 2) ? "b" : "a"
            let members = ["a", "b"].map {
                member($0, score: $0 == winner ? 1 : nil, entry: Double(step) * 10, now: now)
            }
            _ = registry.settle("s", members: members, at: now)
        }
        let lines = try #require(registry.records["s"])
        #expect(lines.count == WidgetStack.storedRecordLimit)
        #expect(lines.last?.date == at(Double(WidgetStack.storedRecordLimit) * 10))
    }

    @Test func markedStacksAreTakenOldestFirstAndOnce() {
        var registry = StackRegistry()
        for id in ["x", "y", "z"] {
            registry.stacks[id] = WidgetStack(id: id, name: id, created: t0)
            registry.order.append(id)
        }
        registry.dirty = ["z", "x"]
        #expect(registry.takeDirty() == ["x", "z"])
        #expect(registry.takeDirty().isEmpty && registry.dirty.isEmpty)
    }

    @Test func anEarlierBoundaryReplacesALaterOneAndAFiredOneMarksItsStack() {
        var registry = registry(members: ["a"], top: "a")
        #expect(registry.needsBoundary("s", at: at(60)), "none queued")
        registry.boundaryQueued("s", sequence: 7, at: at(60))
        #expect(!registry.needsBoundary("s", at: at(60)) && !registry.needsBoundary("s", at: at(90)))
        #expect(registry.needsBoundary("s", at: at(30)))
        registry.boundaryFired("s")
        #expect(registry.boundarySequence["s"] == nil && registry.boundaryDate["s"] == nil)
        #expect(registry.dirty == ["s"] && registry.needsBoundary("s", at: at(90)))
        registry.boundaryFired("gone")
        #expect(registry.dirty == ["s"], "a deleted stack's boundary marks nothing")
    }
}
