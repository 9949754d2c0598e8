import Foundation

/// The wall clock: `Date()` for the time, and a task sleeping until each wake-up.
///
/// A wake-up whose task finds the wall clock still short of its date (the system clock was set back while it
/// slept) sleeps again for the rest, so actions never run early. Cancelling a wake-up cancels its wait only; an
/// action that has started runs to the end.
public final class SystemHostClock: HostClock {
    private let wakeUps = SleepingWakeUps()

    /// Creates a wall clock.
    public init() {}

    public var now: Date { Date() }

    public func setWakeUp(_ id: UUID, at date: Date, _ action: @escaping @Sendable () async -> Void) {
        wakeUps.set(id, wallSecondsUntil: { date.timeIntervalSinceNow }, action)
    }

    public func cancelWakeUp(_ id: UUID) {
        wakeUps.cancel(id)
    }
}
