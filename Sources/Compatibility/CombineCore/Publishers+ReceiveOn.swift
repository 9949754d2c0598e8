extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                ScheduledDelivery(
                    "ReceiveOn", downstream: subscriber, scheduler: scheduler, options: options, delay: nil))
        }
    }

    /// A publisher that delays delivery of elements and completion to the downstream receiver.
    public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The amount of time to delay.
        public let interval: Context.SchedulerTimeType.Stride
        /// The allowed tolerance in firing delayed events.
        public let tolerance: Context.SchedulerTimeType.Stride
        public let scheduler: Context
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
            tolerance: Context.SchedulerTimeType.Stride, scheduler: Context, options: Context.SchedulerOptions? = nil
        ) {
            self.upstream = upstream
            self.interval = interval
            self.tolerance = tolerance
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                ScheduledDelivery(
                    "Delay", downstream: subscriber, scheduler: scheduler, options: options,
                    delay: (interval, tolerance)))
        }
    }
}

/// `receive(on:)` and `delay`: every value and the completion go out from the scheduler, in order and one at a time
/// even on a concurrent scheduler, after `delay` if one is given; demand passes through.
private final class ScheduledDelivery<Downstream: Subscriber, Context: Scheduler>: TimedSubscription<
    Downstream.Input, Downstream.Failure, Downstream
>
{
    private let scheduler: Context
    private let options: Context.SchedulerOptions?
    private let delay: (interval: Context.SchedulerTimeType.Stride, tolerance: Context.SchedulerTimeType.Stride)?

    init(
        _ name: String, downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?,
        delay: (Context.SchedulerTimeType.Stride, Context.SchedulerTimeType.Stride)?
    ) {
        self.scheduler = scheduler
        self.options = options
        self.delay = delay
        super.init(name, downstream: downstream, requestsUnlimited: false)
    }

    private func run(_ action: @escaping () -> Void) {
        if let delay {
            scheduler.schedule(
                after: scheduler.now.advanced(by: delay.interval), tolerance: delay.tolerance, options: options, action)
        } else {
            scheduler.schedule(options: options, action)
        }
    }

    override func receive(_ input: Downstream.Input) -> Subscribers.Demand {
        guard !isTerminated else { return .none }
        post(input)
        run { self.releaseNext() }
        return .none
    }

    override func receive(completion: Subscribers.Completion<Downstream.Failure>) {
        guard markUpstreamDone() else { return }
        post(completion: completion)
        run { self.releaseNext() }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<Self, S>
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular
    /// scheduler.
    public func delay<S: Scheduler>(
        for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil, scheduler: S,
        options: S.SchedulerOptions? = nil
    ) -> Publishers.Delay<Self, S> {
        Publishers.Delay(
            upstream: self, interval: interval, tolerance: tolerance ?? scheduler.minimumTolerance,
            scheduler: scheduler, options: options)
    }
}
