import Foundation
import Synchronization

/// The wall clock: `Date()` for the time, and a task sleeping until each wake-up.
///
/// A wake-up whose task finds the wall clock still short of its date (the system clock was set back while it
/// slept) sleeps again for the rest, so actions never run early. Cancelling a wake-up cancels its wait only; an
/// action that has started runs to the end.
public final class SystemHostClock: HostClock {
    private let tasks = Mutex<[UUID: Task<Void, Never>]>([:])

    /// Creates a wall clock.
    public init() {}

    public var now: Date { Date() }

    public func setWakeUp(_ id: UUID, at date: Date, _ action: @escaping @Sendable () async -> Void) {
        let task = Task {
            while true {
                let wait = date.timeIntervalSinceNow
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

    public func cancelWakeUp(_ id: UUID) {
        tasks.withLock { $0.removeValue(forKey: id) }?.cancel()
    }

    deinit {
        tasks.withLock { tasks in
            for task in tasks.values { task.cancel() }
        }
    }
}
