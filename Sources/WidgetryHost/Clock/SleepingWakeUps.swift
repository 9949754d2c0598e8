import Foundation
import Synchronization

/// The wake-ups of a clock that reads the wall clock: one task per wake-up, sleeping until the clock reaches its
/// date, then running the action in a task of its own. ``SystemHostClock`` and ``ScaledHostClock`` differ only in
/// how many wall seconds are left until a date.
final class SleepingWakeUps: Sendable {
    private let tasks = Mutex<[UUID: Task<Void, Never>]>([:])

    /// Sets the wake-up `id`, replacing one set before; `wallSecondsUntil` is asked again after each sleep, so a
    /// wake-up whose date the clock has not reached (the system clock was set back) sleeps again and never runs early.
    func set(
        _ id: UUID, wallSecondsUntil: @escaping @Sendable () -> TimeInterval,
        _ action: @escaping @Sendable () async -> Void
    ) {
        let task = Task {
            while true {
                let wait = wallSecondsUntil()
                if wait <= 0 { break }
                do {
                    try await Task.sleep(nanoseconds: UInt64(min(wait, 86_400) * 1_000_000_000))
                } catch {
                    return
                }
            }
            if Task.isCancelled { return }
            // The action runs in a task of its own: re-arming or cancelling this wake-up (which the action itself
            // may do) stops the wait, never an action that has begun, so a reload is never cut off mid-save.
            await Task { await action() }.value
        }
        tasks.withLock { $0.updateValue(task, forKey: id) }?.cancel()
    }

    /// Cancels a wake-up's wait; an action that has started runs to the end.
    func cancel(_ id: UUID) {
        tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
    }

    deinit {
        tasks.withLock { tasks in
            for task in tasks.values { task.cancel() }
        }
    }
}
