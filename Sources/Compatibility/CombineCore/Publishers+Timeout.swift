extension Publishers {
    /// A publisher that terminates if the upstream does not send an element or completion within an interval.
    public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The maximum time interval the publisher can go without emitting an element.
        public let interval: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?
        /// A closure that returns the error to fail with on timeout; without one the publisher finishes.
        public let customError: (() -> Upstream.Failure)?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?, customError: (() -> Publishers.Timeout<Upstream, Context>.Failure)?
        ) {
            self.upstream = upstream
            self.interval = interval
            self.scheduler = scheduler
            self.options = options
            self.customError = customError
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                TimeoutSubscription(
                    downstream: subscriber, interval: interval, scheduler: scheduler, options: options,
                    customError: customError))
        }
    }

    /// A publisher that receives elements from an upstream publisher on a specific scheduler.
    public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The scheduler the publisher should use to receive subscription, requests and cancellation.
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let upstream = self.upstream
            let relay = SubscribeOnSubscription(downstream: subscriber, scheduler: scheduler, options: options)
            scheduler.schedule(options: options) { upstream.subscribe(relay) }
        }
    }
}

/// `timeout`: values are delivered on the scheduler; if `interval` passes after subscription or the last value
/// without another event, upstream is cancelled and the stream ends.
private final class TimeoutSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let interval: Context.SchedulerTimeType.Stride
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let customError: (() -> Downstream.Failure)?
    private var generation = 0

    init(
        downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?, customError: (() -> Downstream.Failure)?
    ) {
        self.interval = interval
        self.scheduler = scheduler
        self.options = options
        self.customError = customError
        super.init("Timeout", downstream: downstream, requestsUnlimited: false)
    }

    override func didSubscribe() {
        restartClock()
    }

    private func restartClock() {
        let ticket = lock.withLock { () -> Int in
            generation += 1
            return generation
        }
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
        ) {
            guard self.lock.withLock({ self.generation == ticket }), self.markUpstreamDone() else { return }
            let upstream = self.lock.withLock { self.upstream }
            upstream?.cancel()
            self.deliver(completion: self.customError.map { .failure($0()) } ?? .finished)
        }
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard !isTerminated else { return .none }
        restartClock()
        post(input)
        scheduler.schedule(options: options) { self.releaseNext() }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        lock.withLock { generation += 1 }
        guard markUpstreamDone() else { return }
        post(completion: completion)
        scheduler.schedule(options: options) { self.releaseNext() }
    }
}

/// `subscribe(on:)`: subscribing, requests and cancellation reach upstream from the scheduler.
private final class SubscribeOnSubscription<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let scheduler: Context
    private let options: Context.SchedulerOptions?

    init(downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
        self.scheduler = scheduler
        self.options = options
        super.init("SubscribeOn", downstream: downstream, requestsUnlimited: false)
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        deliver(input)
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard markUpstreamDone() else { return }
        deliver(completion: completion)
    }

    override func request(_ demand: Subscribers.Demand) {
        scheduler.schedule(options: options) { super.request(demand) }
    }

    override func cancel() {
        guard let upstream = detach() else { return }
        scheduler.schedule(options: options) { upstream.cancel() }
    }
}

extension Publisher {
    /// Terminates publishing if the upstream publisher exceeds the specified time interval without producing an
    /// element or completing.
    public func timeout<S: Scheduler>(
        _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
        customError: (() -> Failure)? = nil
    ) -> Publishers.Timeout<Self, S> {
        Publishers.Timeout(
            upstream: self, interval: interval, scheduler: scheduler, options: options, customError: customError)
    }

    /// Specifies the scheduler on which to perform subscribe, cancel, and request operations.
    public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.SubscribeOn<Self, S>
    {
        Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
    }
}
