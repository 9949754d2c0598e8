import Foundation

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
    private let wakeUps = SleepingWakeUps()

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
        let epoch = self.epoch
        let rate = self.rate
        wakeUps.set(
            id, wallSecondsUntil: { date.timeIntervalSince(epoch) / rate - Date().timeIntervalSince(epoch) }, action)
    }

    public func cancelWakeUp(_ id: UUID) {
        wakeUps.cancel(id)
    }
}
