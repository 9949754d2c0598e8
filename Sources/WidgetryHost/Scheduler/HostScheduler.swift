import Foundation

/// The host's queue of due work: one heap of events (planned reloads, entry changes, stack boundaries) ordered by
/// date and sequence number, the date its one wake-up is set for, and what it has fired (``SchedulerStatistics``).
///
/// Events are never removed from the middle of the heap. Whoever scheduled an event keeps its sequence number; an
/// event whose number no longer stands for a live plan is stale, and the `isLive` test the host passes skips it when
/// it comes up. The scheduler never touches the clock: ``nextWake(isLive:)`` says how the host's wake-up must change,
/// and the host sets it.
struct HostScheduler: Sendable {
    /// The due events, earliest first (stale ones included until they come up).
    private var heap = EventHeap<ScheduledEvent>()
    /// The last sequence number given: event numbers and instance generations both grow with it.
    var sequence = 0
    /// The identity of the host's one wake-up on its clock.
    let wakeUpID = UUID()
    /// When the host's wake-up is set for, if it is.
    private(set) var armedDate: Date?
    /// What the scheduler has done since the host was created.
    var statistics = SchedulerStatistics()

    /// How the host's wake-up must change.
    enum WakeChange: Equatable {
        /// It is set for the earliest live event already (or none is set and none is needed).
        case unchanged
        /// Set it for this date.
        case set(Date)
        /// Cancel it: nothing is queued.
        case cancel
    }

    /// Events in the queue, stale ones included.
    var queueDepth: Int { heap.count }

    /// The next sequence number, taken.
    mutating func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    /// Queues an event under a new sequence number, which the caller keeps to tell it live.
    ///
    /// - Returns: The event's sequence number.
    mutating func schedule(_ kind: ScheduledEvent.Kind, for id: String, at date: Date) -> Int {
        let number = nextSequence()
        heap.insert(ScheduledEvent(date: date, sequence: number, instanceID: id, kind: kind))
        return number
    }

    /// Queues events whose sequence numbers were taken already, all at once (in linear time: a resumed host's
    /// million events).
    mutating func queue(_ events: [ScheduledEvent]) {
        heap.insert(contentsOf: events)
    }

    /// Removes and returns the earliest live event due at `now`, counting it fired and the stale ones on the way
    /// skipped; `nil` when nothing live is due.
    mutating func popDue(at now: Date, isLive: (ScheduledEvent) -> Bool) -> ScheduledEvent? {
        while let first = heap.min, first.date <= now {
            _ = heap.popMin()
            guard isLive(first) else {
                statistics.staleEvents += 1
                continue
            }
            statistics.eventsFired += 1
            return first
        }
        return nil
    }

    /// Drops the stale events at the head of the queue and says how the wake-up must change to come at the earliest
    /// live one; the change is taken as done.
    mutating func nextWake(isLive: (ScheduledEvent) -> Bool) -> WakeChange {
        while let first = heap.min, !isLive(first) { _ = heap.popMin() }
        guard let first = heap.min else {
            defer { armedDate = nil }
            return armedDate == nil ? .unchanged : .cancel
        }
        guard armedDate != first.date else { return .unchanged }
        armedDate = first.date
        return .set(first.date)
    }

    /// Notes that the wake-up went off, or was cancelled: none is set.
    mutating func disarm() {
        armedDate = nil
    }
}
