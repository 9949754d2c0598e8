import Foundation
import Synchronization

/// A clock that moves only when told to, running each wake-up at its exact date, in date order.
///
/// ``advance(to:)`` runs every wake-up due up to the target, one at a time and in date order (ties in the order
/// they were set), with ``now`` set to that wake-up's date while it runs, and awaits each one. A wake-up may set
/// further wake-ups; those due before the target run in the same call. So when `advance` returns, everything
/// due has happened: tests and simulations need no sleeping and no polling.
///
/// For example:
///
/// ```swift
/// let clock = ManualClock(now: Date(timeIntervalSince1970: 1_800_000_000))
/// await clock.advance(by: 15 * 60)
/// ```
public final class ManualClock: HostClock {
    private struct WakeUp {
        let date: Date
        let order: Int
        let action: @Sendable () async -> Void
    }

    private struct State {
        var now: Date
        var wakeUps: [UUID: WakeUp] = [:]
        var order = 0
    }

    private let state: Mutex<State>

    /// Creates a clock stopped at a date.
    /// - Parameter now: The starting date; a fixed one keeps tests reproducible.
    public init(now: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(now: now))
    }

    public var now: Date { state.withLock { $0.now } }

    /// The dates of the wake-ups set, earliest first: what will run when time advances.
    public var pendingWakeUps: [Date] {
        state.withLock { $0.wakeUps.values.map(\.date).sorted() }
    }

    public func setWakeUp(_ id: UUID, at date: Date, _ action: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            state.order += 1
            state.wakeUps[id] = WakeUp(date: date, order: state.order, action: action)
        }
    }

    public func cancelWakeUp(_ id: UUID) {
        _ = state.withLock { $0.wakeUps.removeValue(forKey: id) }
    }

    /// Moves time forward to `date`, running every wake-up due on the way, each at its own date.
    ///
    /// Time never moves back: a date before ``now`` runs what is due now and leaves the time as it is.
    /// - Parameter date: The date to move to.
    public func advance(to date: Date) async {
        while let next = takeNextWakeUp(notAfter: date) {
            await next()
        }
        state.withLock { $0.now = max($0.now, date) }
    }

    /// Moves time forward by an interval, running every wake-up due on the way.
    /// - Parameter interval: Seconds to move forward; negative intervals only run what is due now.
    public func advance(by interval: TimeInterval) async {
        await advance(to: now.addingTimeInterval(max(0, interval)))
    }

    /// Runs the wake-ups due now (for example, ones set for a date already past) without moving time.
    public func runDueWakeUps() async {
        await advance(to: now)
    }

    private func takeNextWakeUp(notAfter limit: Date) -> (@Sendable () async -> Void)? {
        state.withLock { state in
            let due = state.wakeUps.filter { $0.value.date <= max(limit, state.now) }
            guard let (id, wakeUp) = due.min(by: { ($0.value.date, $0.value.order) < ($1.value.date, $1.value.order) })
            else { return nil }
            state.wakeUps[id] = nil
            state.now = max(state.now, wakeUp.date)
            return wakeUp.action
        }
    }
}
