import Foundation
import WidgetryCombine

/// A scheduler on a virtual clock: actions run only when a test advances time, in due order, on the test's thread.
final class TestScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: `clock`, `queue` and `nextOrder` are only touched under `lock`; tests drive it from one thread.
    struct SchedulerTimeType: Strideable, Hashable {
        var ticks: Int

        func distance(to other: SchedulerTimeType) -> Stride { Stride(magnitude: other.ticks - ticks) }
        func advanced(by n: Stride) -> SchedulerTimeType { SchedulerTimeType(ticks: ticks + n.magnitude) }

        /// Milliseconds of virtual time.
        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable {
            var magnitude: Int
            init(magnitude: Int) { self.magnitude = magnitude }
            init(integerLiteral value: Int) { magnitude = value * 1000 }
            init?<T: BinaryInteger>(exactly source: T) { magnitude = Int(source) * 1000 }
            static func seconds(_ s: Int) -> Stride { Stride(magnitude: s * 1000) }
            static func seconds(_ s: Double) -> Stride { Stride(magnitude: Int(s * 1000)) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(magnitude: ms) }
            static func microseconds(_ us: Int) -> Stride { Stride(magnitude: us / 1000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(magnitude: ns / 1_000_000) }
            static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
            static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude + rhs.magnitude) }
            static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude - rhs.magnitude) }
            static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(magnitude: lhs.magnitude * rhs.magnitude) }
            static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
        }
    }

    typealias SchedulerOptions = Never

    private let lock = NSLock()
    private var clock = SchedulerTimeType(ticks: 0)
    private var queue: [(due: Int, order: Int, action: () -> Void)] = []
    private var nextOrder = 0
    private let newestFirst: Bool

    /// - Parameter newestFirst: Run actions due at the same time newest first, as a concurrent queue may (a serial
    ///   scheduler runs them oldest first).
    init(newestFirst: Bool = false) { self.newestFirst = newestFirst }

    var now: SchedulerTimeType { lock.withLock { clock } }
    var minimumTolerance: SchedulerTimeType.Stride { .milliseconds(0) }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now.ticks, action)
    }

    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        enqueue(at: date.ticks, action)
    }

    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: Never?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let cancelled = LockedFlag()
        func tick(at due: Int) {
            enqueue(at: due) {
                guard !cancelled.isSet else { return }
                action()
                tick(at: due + interval.magnitude)
            }
        }
        tick(at: date.ticks)
        return AnyCancellable { cancelled.set() }
    }

    private func enqueue(at due: Int, _ action: @escaping () -> Void) {
        lock.withLock {
            queue.append((due, nextOrder, action))
            nextOrder += 1
        }
    }

    /// Runs every action due up to `now + stride`, moving the clock to each action's time.
    func advance(by stride: SchedulerTimeType.Stride = .milliseconds(0)) {
        let target = now.ticks + stride.magnitude
        while true {
            let next = lock.withLock { () -> (() -> Void)? in
                guard
                    let index = queue.indices.filter({ queue[$0].due <= target })
                        .min(by: { first, second in
                            let (a, b) = (queue[first], queue[second])
                            guard a.due == b.due else { return a.due < b.due }
                            return newestFirst ? a.order > b.order : a.order < b.order
                        })
                else { return nil }
                let item = queue.remove(at: index)
                clock.ticks = max(clock.ticks, item.due)
                return item.action
            }
            guard let next else { break }
            next()
        }
        lock.withLock { clock.ticks = target }
    }
}

/// A flag set once, read from any thread.
final class LockedFlag: @unchecked Sendable {
    // @unchecked: `value` is only touched under `lock`.
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// Collects what a stream delivers, from any thread.
final class Recorder<Value>: @unchecked Sendable {
    // @unchecked: `values` and `completions` are only touched under `lock`.
    private let lock = NSLock()
    private var storedValues: [Value] = []
    private var storedCompletion: String?

    var values: [Value] { lock.withLock { storedValues } }
    var completion: String? { lock.withLock { storedCompletion } }

    func append(_ value: Value) { lock.withLock { storedValues.append(value) } }

    func complete<E: Error>(_ completion: Subscribers.Completion<E>) {
        lock.withLock {
            switch completion {
            case .finished: storedCompletion = "finished"
            case .failure(let error): storedCompletion = "failure(\(error))"
            }
        }
    }
}

extension Publisher {
    /// Subscribes a sink that records into `recorder`.
    func record(into recorder: Recorder<Output>) -> AnyCancellable {
        sink(receiveCompletion: { recorder.complete($0) }, receiveValue: { recorder.append($0) })
    }
}

/// A subscriber that asks for a fixed demand up front and returns `more` from each value, as backpressure tests need.
final class DemandingSubscriber<Input, Failure: Error>: Subscriber {
    private let initial: Subscribers.Demand
    private let more: Subscribers.Demand
    private(set) var values: [Input] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    private(set) var subscription: (any Subscription)?

    init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
        self.initial = initial
        self.more = more
    }

    func receive(subscription: any Subscription) {
        self.subscription = subscription
        if initial > 0 { subscription.request(initial) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        values.append(input)
        return more
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        self.completion = completion
    }

    var isFinished: Bool {
        if case .finished = completion { return true }
        return false
    }
}

struct TestError: Error, Equatable, CustomStringConvertible {
    var code: Int
    var description: String { "TestError(\(code))" }
}
