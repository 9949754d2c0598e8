import Foundation
import Synchronization

/// The wall clock running faster (or slower) from a moment on: at wall time `epoch` it reads `epoch`, and each wall
/// second after it moves `rate` seconds. Processes given the same epoch and rate read the same time, so several
/// hosts sharing a store can run hours of schedule in minutes together (a scale test, a demo).
///
/// For example, a day every 24 minutes from a moment the hosts agree on:
///
/// ```swift
/// let clock = ScaledHostClock(rate: 60, epoch: Date(timeIntervalSince1970: 1_795_000_000))
/// ```
///
/// Wake-ups wait the wall time their date is away, divided by the rate, and never run early.
public final class ScaledHostClock: HostClock {
    /// How many seconds pass on this clock per wall second.
    public let rate: Double
    /// The wall moment from which the clock runs at ``rate``; before it the clock runs backwards from it as fast.
    public let epoch: Date
    private let tasks = Mutex<[UUID: Task<Void, Never>]>([:])

    /// Creates a clock that reads `epoch` at wall time `epoch` and moves `rate` seconds per wall second.
    ///
    /// - Parameters:
    ///   - rate: Seconds per wall second, above 0 (1 is the wall clock).
    ///   - epoch: The wall moment the clock starts from.
    public init(rate: Double, epoch: Date) {
        self.rate = rate > 0 && rate.isFinite ? rate : 1
        self.epoch = epoch
    }

    public var now: Date { time(atWall: Date()) }

    /// This clock's time at a wall time.
    public func time(atWall wall: Date) -> Date {
        epoch.addingTimeInterval(wall.timeIntervalSince(epoch) * rate)
    }

    public func setWakeUp(_ id: UUID, at date: Date, _ action: @escaping @Sendable () async -> Void) {
        let rate = self.rate
        let task = Task { [weak self] in
            while let self {
                let wait = date.timeIntervalSince(self.now) / rate
                if wait <= 0 { break }
                do {
                    try await Task.sleep(nanoseconds: UInt64(min(wait, 86_400) * 1_000_000_000))
                } catch {
                    return
                }
            }
            if Task.isCancelled { return }
            // As with the wall clock, the action runs in a task of its own, which re-arming cannot cut off.
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
