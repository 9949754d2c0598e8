extension Publishers {
    /// A strategy for filling a buffer.
    public enum PrefetchStrategy: Equatable, Hashable, Sendable {
        /// A strategy to fill the buffer at subscription time, and keep it full thereafter.
        case keepFull
        /// A strategy that avoids prefetching and instead performs requests on demand.
        case byRequest
    }

    /// A strategy that handles exhaustion of a buffer's capacity.
    public enum BufferingStrategy<Failure: Error> {
        /// When the buffer is full, discard the newly received element.
        case dropNewest
        /// When the buffer is full, discard the oldest element in the buffer.
        case dropOldest
        /// When the buffer is full, execute the closure to provide a custom error.
        case customError(() -> Failure)
    }

    /// A publisher that buffers elements from an upstream publisher.
    ///
    /// With `.keepFull` upstream is asked for `size` values at subscription and for one more each time downstream
    /// receives one; with `.byRequest` it is asked for everything. Values wait for downstream demand; the
    /// completion (a failure too) follows the values buffered before it.
    public struct Buffer<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The maximum number of elements to store.
        public let size: Int
        /// The strategy for initially populating the buffer.
        public let prefetch: Publishers.PrefetchStrategy
        /// The action to take when the buffer becomes full.
        public let whenFull: Publishers.BufferingStrategy<Upstream.Failure>

        public init(
            upstream: Upstream, size: Int, prefetch: Publishers.PrefetchStrategy,
            whenFull: Publishers.BufferingStrategy<Publishers.Buffer<Upstream>.Failure>
        ) {
            precondition(size > 0, "buffer(size: \(size)): the size must be at least 1")
            self.upstream = upstream
            self.size = size
            self.prefetch = prefetch
            self.whenFull = whenFull
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            upstream.subscribe(
                BufferSubscription(
                    AnySubscriber(subscriber), size: size, prefetch: prefetch, whenFull: whenFull))
        }
    }
}

/// `buffer(size:prefetch:whenFull:)`: an `Outlet` of at most `size` values between upstream and downstream.
private final class BufferSubscription<Input, Failure: Error>: Subscriber, Subscription, CustomStringConvertible {
    private let lock = Lock()
    private let outlet: Outlet<Input, Failure>
    private var downstream: AnySubscriber<Input, Failure>?
    private var upstream: (any Subscription)?
    private let size: Int
    private let prefetch: Publishers.PrefetchStrategy
    private let whenFull: Publishers.BufferingStrategy<Failure>

    init(
        _ downstream: AnySubscriber<Input, Failure>, size: Int, prefetch: Publishers.PrefetchStrategy,
        whenFull: Publishers.BufferingStrategy<Failure>
    ) {
        outlet = Outlet(downstream, failsAtOnce: false)
        self.downstream = downstream
        self.size = size
        self.prefetch = prefetch
        self.whenFull = whenFull
        if prefetch == .keepFull {
            outlet.onDelivery = { [unowned self] in lock.withLock { upstream }?.request(.max(1)) }
        }
    }

    var description: String { "Buffer" }

    func receive(subscription: any Subscription) {
        let downstream = lock.withLock { () -> AnySubscriber<Input, Failure>? in
            guard upstream == nil, let downstream = self.downstream else { return nil }
            upstream = subscription
            self.downstream = nil
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
        subscription.request(prefetch == .keepFull ? .max(size) : .unlimited)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let overflow: Outlet<Input, Failure>.Overflow
        switch whenFull {
        case .dropNewest: overflow = .dropNewest
        case .dropOldest: overflow = .dropOldest
        case .customError(let makeError):
            guard !outlet.enqueue(input, capacity: size, whenFull: .refuse) else { return .none }
            lock.withLock { () -> (any Subscription)? in
                defer { upstream = nil }
                return upstream
            }?.cancel()
            outlet.end(.failure(makeError()))
            return .none
        }
        outlet.enqueue(input, capacity: size, whenFull: overflow)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        lock.withLock { upstream = nil }
        outlet.end(completion)
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.add(demand)
    }

    func cancel() {
        let upstream = lock.withLock { () -> (any Subscription)? in
            defer { self.upstream = nil }
            return self.upstream
        }
        outlet.close()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Buffers elements received from an upstream publisher.
    public func buffer(
        size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
    )
        -> Publishers.Buffer<Self>
    {
        Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
    }
}
