extension Publishers {
    /// A publisher that measures and emits the time interval between events received from an upstream publisher.
    ///
    /// The first interval runs from subscription to the first value; each later one from the previous value.
    /// Demand passes through.
    public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Context.SchedulerTimeType.Stride
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The scheduler used for tracking the timing of events.
        public let scheduler: Context

        public init(upstream: Upstream, scheduler: Context) {
            self.upstream = upstream
            self.scheduler = scheduler
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let scheduler = self.scheduler
            var last = scheduler.now
            let hooks = RelayHooks(subscription: { _ in last = scheduler.now })
            upstream.subscribe(
                Relay(
                    "MeasureInterval", downstream: subscriber, hooks: hooks,
                    onValue: { _ in
                        let now = scheduler.now
                        defer { last = now }
                        return .emit(last.distance(to: now))
                    }, onCompletion: { .forward($0) }))
        }
    }
}

extension Publisher {
    /// Measures and emits the time interval between events received from an upstream publisher.
    public func measureInterval<S: Scheduler>(using scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.MeasureInterval<Self, S>
    {
        Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
    }
}
