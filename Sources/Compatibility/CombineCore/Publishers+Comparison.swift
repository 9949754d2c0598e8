extension Publishers {
    /// A publisher that republishes items from another publisher only if each new item is in increasing order from
    /// the previously-published item (`min` and `max`).
    ///
    /// It asks upstream for everything at the first downstream request and publishes the extreme element when
    /// upstream finishes.
    public struct Comparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// A closure that receives two elements and returns `true` if they are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

        public init(upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let ordered = areInIncreasingOrder
            var best: Output?
            upstream.subscribe(
                Relay(
                    "Comparison", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        if let current = best, !ordered(value, current) { return .skip }
                        best = value
                        return .skip
                    }, onCompletion: { .finishing($0, with: best) }))
        }
    }

    /// A publisher that republishes items from another publisher only if each new item is in increasing order from
    /// the previously-published item, and fails if the ordering logic throws an error.
    public struct TryComparison<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        /// A closure that receives two elements and returns `true` if they are in increasing order.
        public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

        public init(
            upstream: Upstream, areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws -> Bool
        ) {
            self.upstream = upstream
            self.areInIncreasingOrder = areInIncreasingOrder
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let ordered = areInIncreasingOrder
            var best: Output?
            upstream.subscribe(
                Relay(
                    "TryComparison", downstream: subscriber, mode: .drain,
                    onValue: { value in
                        .attempt {
                            if let current = best, try !ordered(value, current) { return .skip }
                            best = value
                            return .skip
                        }
                    }, onCompletion: { .erasing($0, with: best) }))
        }
    }
}

extension Publisher {
    /// Publishes the minimum value received from the upstream publisher, using the provided ordering closure.
    public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided ordering closure.
    public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool) -> Publishers.Comparison<Self> {
        Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
    }

    /// Publishes the minimum value received from the upstream publisher, using the provided error-throwing closure
    /// to order the items.
    public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
    }

    /// Publishes the maximum value received from the upstream publisher, using the provided error-throwing closure
    /// to order the items.
    public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
        -> Publishers.TryComparison<Self>
    {
        Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
    }
}

extension Publisher where Output: Comparable {
    /// Publishes the minimum value received from the upstream publisher, after it finishes.
    public func min() -> Publishers.Comparison<Self> { min(by: <) }

    /// Publishes the maximum value received from the upstream publisher, after it finishes.
    public func max() -> Publishers.Comparison<Self> { max(by: <) }
}
