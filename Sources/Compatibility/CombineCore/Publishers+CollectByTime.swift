extension Publishers {
    /// A publisher that buffers a maximum number of items.
    ///
    /// Each downstream request for one group lets `count` values through from upstream; a partial group goes out
    /// when upstream finishes (and is dropped when it fails).
    public struct CollectByCount<Upstream: Publisher>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The maximum number of received elements to buffer before publishing.
        public let count: Int

        public init(upstream: Upstream, count: Int) {
            precondition(count > 0, "collect(\(count)): the count must be at least 1")
            self.upstream = upstream
            self.count = count
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let count = self.count
            var group: [Upstream.Output] = []
            upstream.subscribe(
                Relay(
                    "CollectByCount", downstream: subscriber,
                    onValue: { value in
                        group.append(value)
                        guard group.count == count else { return .skip }
                        defer { group = [] }
                        return .emit(group)
                    }, onCompletion: { .finishing($0, with: group.isEmpty ? nil : group) }))
        }
    }

    /// A strategy for collecting received elements.
    public enum TimeGroupingStrategy<Context: Scheduler> {
        /// A grouping that collects and periodically publishes items.
        case byTime(Context, Context.SchedulerTimeType.Stride)
        /// A grouping that collects and publishes items periodically or when a buffer reaches a maximum size.
        case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
    }

    /// A publisher that buffers and periodically publishes its items.
    ///
    /// Upstream is asked for everything. Every interval the values collected since the last group go out as one
    /// array (none if there were none); with `.byTimeOrCount` a group also goes out as soon as it has `count`
    /// values, and the interval starts again. Groups wait for downstream demand; when upstream finishes the last
    /// partial group goes out, then the completion.
    public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = [Upstream.Output]
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The strategy with which to collect and publish elements.
        public let strategy: Publishers.TimeGroupingStrategy<Context>
        /// Scheduler options to use for the strategy.
        public let options: Context.SchedulerOptions?

        public init(
            upstream: Upstream, strategy: Publishers.TimeGroupingStrategy<Context>, options: Context.SchedulerOptions?
        ) {
            if case .byTimeOrCount(_, _, let count) = strategy {
                precondition(count > 0, "collect(.byTimeOrCount(_, _, \(count))): the count must be at least 1")
            }
            self.upstream = upstream
            self.strategy = strategy
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let grouping: TimeGrouping<Upstream.Output, Failure, Context>
            switch strategy {
            case .byTime(let scheduler, let interval):
                grouping = TimeGrouping(
                    AnySubscriber(subscriber), scheduler: scheduler, interval: interval, limit: nil, options: options)
            case .byTimeOrCount(let scheduler, let interval, let count):
                grouping = TimeGrouping(
                    AnySubscriber(subscriber), scheduler: scheduler, interval: interval, limit: count,
                    options: options)
            }
            upstream.subscribe(grouping)
        }
    }
}

/// `collect(.byTime)` and `collect(.byTimeOrCount)`: groups made on a scheduler's clock wait in an `Outlet`.
private final class TimeGrouping<Input, Failure: Error, Context: Scheduler>: Subscriber, Subscription,
    CustomStringConvertible
{
    private let lock = Lock()
    private let outlet: Outlet<[Input], Failure>
    private var downstream: AnySubscriber<[Input], Failure>?
    private var upstream: (any Subscription)?
    private let scheduler: Context
    private let interval: Context.SchedulerTimeType.Stride
    private let limit: Int?
    private let options: Context.SchedulerOptions?
    private var group: [Input] = []
    /// Which interval is current: a tick scheduled for an older one does nothing.
    private var generation = 0
    private var terminated = false

    init(
        _ downstream: AnySubscriber<[Input], Failure>, scheduler: Context, interval: Context.SchedulerTimeType.Stride,
        limit: Int?, options: Context.SchedulerOptions?
    ) {
        outlet = Outlet(downstream)
        self.downstream = downstream
        self.scheduler = scheduler
        self.interval = interval
        self.limit = limit
        self.options = options
    }

    var description: String { "CollectByTime" }

    func receive(subscription: any Subscription) {
        let downstream = lock.withLock { () -> AnySubscriber<[Input], Failure>? in
            guard upstream == nil, !terminated, let downstream = self.downstream else { return nil }
            upstream = subscription
            self.downstream = nil
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
        startInterval()
        subscription.request(.unlimited)
    }

    /// Schedules the end of a new interval, which publishes what it collected and starts the next.
    private func startInterval() {
        let ticket = lock.withLock { () -> Int? in
            guard !terminated else { return nil }
            generation += 1
            return generation
        }
        guard let ticket else { return }
        scheduler.schedule(
            after: scheduler.now.advanced(by: interval), tolerance: scheduler.minimumTolerance, options: options
        ) { [self] in
            let full = lock.withLock { () -> [Input]? in
                guard generation == ticket, !terminated else { return nil }
                defer { group = [] }
                return group
            }
            guard let full else { return }
            if !full.isEmpty { outlet.enqueue(full) }
            startInterval()
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let full = lock.withLock { () -> [Input]? in
            guard !terminated else { return nil }
            group.append(input)
            guard let limit, group.count >= limit else { return nil }
            defer { group = [] }
            return group
        }
        if let full {
            outlet.enqueue(full)
            startInterval()
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let last = lock.withLock { () -> [Input]? in
            guard !terminated else { return nil }
            terminated = true
            upstream = nil
            defer { group = [] }
            return group
        }
        guard let last else { return }
        if case .finished = completion, !last.isEmpty { outlet.enqueue(last) }
        outlet.end(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.add(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            terminated = true
            group = []
            defer { self.upstream = nil }
            return self.upstream
        }
        outlet.close()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Collects up to the specified number of elements, and then emits a single array of the collection.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        Publishers.CollectByCount(upstream: self, count: count)
    }

    /// Collects elements by a given time-grouping strategy, and emits a single array of the collection.
    public func collect<S: Scheduler>(
        _ strategy: Publishers.TimeGroupingStrategy<S>, options: S.SchedulerOptions? = nil
    ) -> Publishers.CollectByTime<Self, S> {
        Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
    }
}
