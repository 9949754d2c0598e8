import Dispatch
import Foundation

extension OperationQueue: Scheduler {
    /// Options that affect the operation of the operation queue scheduler (none).
    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    public var minimumTolerance: SchedulerTimeType.Stride { 0 }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let work = Handoff(action)
        addOperation { work.value() }
    }

    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        let work = Handoff(action)
        let queue = Handoff(self)
        DispatchQueue.global().asyncAfter(deadline: .now() + Swift.max(0, date.date.timeIntervalSinceNow)) {
            queue.value.addOperation { work.value() }
        }
    }

    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = Handoff(action)
        let queue = Handoff(self)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.setEventHandler { queue.value.addOperation { work.value() } }
        timer.schedule(
            deadline: .now() + Swift.max(0, date.date.timeIntervalSinceNow),
            repeating: Swift.max(interval.magnitude, 0.000_001),
            leeway: .nanoseconds(Int(tolerance.magnitude * 1_000_000_000)))
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
