extension Publishers {
    /// A publisher that publishes elements only after a specified time interval elapses between events.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                DebounceSubscription(downstream: subscriber, dueTime: dueTime, scheduler: scheduler, options: options))
        }
    }

    /// A publisher that publishes either the most-recent or first element published by the upstream publisher in
    /// a specified time interval.
    public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The interval in which to find and emit the most recent element.
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        /// Whether to publish the most recent element (`true`) or the first one (`false`) of each interval.
        public let latest: Bool

        public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.latest = latest
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                ThrottleSubscription(downstream: subscriber, interval: interval, scheduler: scheduler, latest: latest))
        }
    }
}

/// `debounce`: each value restarts the wait; only a value followed by `dueTime` of quiet goes out.
private final class DebounceSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let dueTime: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private var generation = 0
    private var pending: Downstream.Input?

    init(
        downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        self.options = options
        super.init("Debounce", downstream: downstream, requestsUnlimited: true)
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        let ticket = lock.withLock { () -> Int in
            generation += 1
            pending = input
            return generation
        }
        scheduler.schedule(
            after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: options
        ) {
            let value = self.lock.withLock { () -> Downstream.Input? in
                guard self.generation == ticket else { return nil }
                defer { self.pending = nil }
                return self.pending
            }
            if let value { self.deliver(value) }
        }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard markUpstreamDone() else { return }
        lock.withLock {
            generation += 1
            pending = nil
        }
        scheduler.schedule(options: options) { self.deliver(completion: completion) }
    }
}

/// `throttle`: the first value goes out at once and opens a window of `interval`; at its end the window's latest
/// (or first) value goes out and opens the next, until a window passes without values.
private final class ThrottleSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let latest: Bool
    private var windowOpen = false
    private var pending: Downstream.Input?

    init(downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context, latest: Bool) {
        self.interval = interval
        self.scheduler = scheduler
        self.latest = latest
        super.init("Throttle", downstream: downstream, requestsUnlimited: true)
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        let opens = lock.withLock { () -> Bool in
            if windowOpen {
                if latest || pending == nil { pending = input }
                return false
            }
            windowOpen = true
            return true
        }
        if opens {
            post(input)
            scheduler.schedule { self.releaseNext() }
            scheduleWindowEnd()
        }
        return .none
    }

    private func scheduleWindowEnd() {
        scheduler.schedule(after: scheduler.now.advanced(by: interval)) {
            let value = self.lock.withLock { () -> Downstream.Input? in
                guard let value = self.pending else {
                    self.windowOpen = false
                    return nil
                }
                self.pending = nil
                return value
            }
            guard let value, !self.isTerminated else { return }
            self.deliver(value)
            self.scheduleWindowEnd()
        }
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard markUpstreamDone() else { return }
        // Behind the window's first value, which a concurrent scheduler may not have sent yet.
        let value = lock.withLock { () -> Downstream.Input? in
            defer { pending = nil }
            return pending
        }
        if let value {
            post(value)
            scheduler.schedule { self.releaseNext() }
        }
        post(completion: completion)
        scheduler.schedule { self.releaseNext() }
    }
}

extension Publisher {
    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }

    /// Publishes either the most-recent or first element published by the upstream publisher in the specified time
    /// interval.
    public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool)
        -> Publishers.Throttle<Self, S>
    {
        Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
    }
}
