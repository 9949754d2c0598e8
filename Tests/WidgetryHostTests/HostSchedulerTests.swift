import Foundation
import Testing

@testable import WidgetryHost

/// The host's scheduler part alone: its queue of events, their sequence numbers, the one wake-up's date and what it
/// counts; and the budget's one admission check.
@Suite struct HostSchedulerTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func at(_ seconds: TimeInterval) -> Date { t0.addingTimeInterval(seconds) }

    @Test func dueEventsPopByDateThenByTheOrderTheyWereScheduled() {
        var scheduler = HostScheduler()
        _ = scheduler.schedule(.entryChange, for: "late", at: at(60))
        _ = scheduler.schedule(.reload(.policy), for: "first", at: at(10))
        _ = scheduler.schedule(.reload(.retry), for: "second", at: at(10))
        _ = scheduler.schedule(.stackBoundary, for: "future", at: at(600))
        var popped: [String] = []
        while let event = scheduler.popDue(at: at(60), isLive: { _ in true }) { popped.append(event.instanceID) }
        #expect(popped == ["first", "second", "late"])
        #expect(scheduler.statistics.eventsFired == 3)
        #expect(scheduler.queueDepth == 1, "the event due later stays")
    }

    @Test func staleEventsAreSkippedAndCounted() {
        var scheduler = HostScheduler()
        let replaced = scheduler.schedule(.reload(.policy), for: "w1", at: at(10))
        let live = scheduler.schedule(.reload(.policy), for: "w1", at: at(20))
        let due = scheduler.popDue(at: at(30)) { $0.sequence != replaced }
        #expect(due?.sequence == live)
        #expect(scheduler.popDue(at: at(30)) { _ in true } == nil)
        #expect(scheduler.statistics.staleEvents == 1)
        #expect(scheduler.statistics.eventsFired == 1)
    }

    @Test func sequenceNumbersGrowAcrossEventsAndGenerations() {
        var scheduler = HostScheduler()
        let generation = scheduler.nextSequence()
        let event = scheduler.schedule(.entryChange, for: "w1", at: t0)
        #expect(generation == 1)
        #expect(event == 2)
        #expect(scheduler.nextSequence() == 3)
    }

    @Test func eventsQueuedAtOnceComeUpInOrderWithOthers() {
        var scheduler = HostScheduler()
        let numbers = (0..<3).map { _ in scheduler.nextSequence() }
        scheduler.queue([
            ScheduledEvent(date: at(30), sequence: numbers[0], instanceID: "c", kind: .entryChange),
            ScheduledEvent(date: at(10), sequence: numbers[1], instanceID: "a", kind: .reload(.policy)),
            ScheduledEvent(date: at(20), sequence: numbers[2], instanceID: "b", kind: .reload(.request)),
        ])
        _ = scheduler.schedule(.reload(.retry), for: "d", at: at(15))
        var popped: [String] = []
        while let event = scheduler.popDue(at: at(60), isLive: { _ in true }) { popped.append(event.instanceID) }
        #expect(popped == ["a", "d", "b", "c"])
    }

    @Test func theWakeUpIsSetOnceForTheEarliestLiveEvent() {
        var scheduler = HostScheduler()
        #expect(scheduler.nextWake { _ in true } == .unchanged, "nothing queued, nothing set")
        _ = scheduler.schedule(.reload(.policy), for: "w1", at: at(60))
        #expect(scheduler.nextWake { _ in true } == .set(at(60)))
        #expect(scheduler.armedDate == at(60))
        #expect(scheduler.nextWake { _ in true } == .unchanged, "set already")
        let earlier = scheduler.schedule(.entryChange, for: "w2", at: at(30))
        #expect(scheduler.nextWake { _ in true } == .set(at(30)))
        // The earlier event went stale: the wake-up moves back to the later one, and the stale one leaves the queue.
        #expect(scheduler.nextWake { $0.sequence != earlier } == .set(at(60)))
        #expect(scheduler.queueDepth == 1)
        #expect(scheduler.nextWake { _ in false } == .cancel, "nothing live is left")
        #expect(scheduler.armedDate == nil)
        #expect(scheduler.nextWake { _ in false } == .unchanged)
    }

    @Test func aWakeUpThatWentOffIsSetAgain() {
        var scheduler = HostScheduler()
        _ = scheduler.schedule(.reload(.policy), for: "w1", at: at(60))
        #expect(scheduler.nextWake { _ in true } == .set(at(60)))
        scheduler.disarm()
        #expect(scheduler.armedDate == nil)
        #expect(scheduler.nextWake { _ in true } == .set(at(60)))
    }

    // MARK: The budget's admission

    @Test func aBudgetedReloadIsAdmittedAndSpendsOneUse() {
        var budget = ReloadBudget(limit: 2)
        #expect(budget.admit(at: t0, lastReload: nil, floor: 300) == .admitted)
        #expect(budget.left(at: t0) == 1)
    }

    @Test func aReloadWithinTheFloorWaitsForItsEnd() {
        var budget = ReloadBudget(limit: 0)
        // The interval is checked first: a spent budget still defers a reload asked for too soon.
        #expect(budget.admit(at: at(100), lastReload: t0, floor: 300) == .deferred(until: at(300)))
        #expect(budget.uses.isEmpty)
    }

    @Test func aSpentBudgetRefusesWithoutSpending() {
        var budget = ReloadBudget(uses: [t0], limit: 1)
        #expect(budget.admit(at: at(300), lastReload: t0, floor: 300) == .refused)
        #expect(budget.uses == [t0])
        #expect(budget.admit(at: at(86_400), lastReload: t0, floor: 300) == .admitted, "the use left the window")
    }
}
