/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions: a delayed action runs at once, and a repeating one runs
/// once. Its clock is a counter that never advances.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        private let instant: Int

        init(instant: Int) {
            self.instant = instant
        }

        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(magnitude: other.instant - instant)
        }

        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(instant: instant + n.magnitude)
        }
    }

    /// A type that defines options accepted by the immediate scheduler.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler (Apple's spelling; the scheduler has no state).
    public static let shared = ImmediateScheduler()

    public var now: SchedulerTimeType { SchedulerTimeType(instant: 0) }

    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
