extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with another
    /// publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = NewPublisher.Failure
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream.
        public let handler: (Upstream.Failure) -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let handler = self.handler
            ContinuationSubscription<Upstream, NewPublisher, NewPublisher.Failure>("Catch", AnySubscriber(subscriber)) {
                switch $0 {
                case .finished: return .end(.finished)
                case .failure(let error): return .switchTo(handler(error))
                }
            }.start(upstream)
        }
    }

    /// A publisher that handles errors from an upstream publisher by replacing the failed publisher with another
    /// publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        public typealias Output = Upstream.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        public let handler: (Upstream.Failure) throws -> NewPublisher

        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let handler = self.handler
            ContinuationSubscription<Upstream, Publishers.MapError<NewPublisher, any Error>, any Error>(
                "TryCatch", AnySubscriber(subscriber)
            ) { completion in
                guard case .failure(let error) = completion else { return .end(.finished) }
                do {
                    return .switchTo(try handler(error).mapError { $0 as any Error })
                } catch {
                    return .end(.failure(error))
                }
            }.start(upstream)
        }
    }
}

/// What a `ContinuationSubscription` does when its first upstream completes.
enum ContinuationStep<NewPublisher: Publisher> {
    /// Subscribe to this publisher and carry on with its values.
    case switchTo(NewPublisher)
    /// End the stream.
    case end(Subscribers.Completion<NewPublisher.Failure>)
}

/// The subscription behind `catch`, `tryCatch`, `retry` and `append`/`prepend`: the first upstream's values pass
/// through until it completes, then `next` decides whether a second publisher takes over, inheriting whatever demand
/// downstream had left (and `then` whether a third does, and so on).
final class ContinuationSubscription<Upstream: Publisher, NewPublisher: Publisher, Failure: Error>: Subscription,
    CustomStringConvertible
where Upstream.Output == NewPublisher.Output, NewPublisher.Failure == Failure {
    typealias Output = Upstream.Output
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var current: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var announced = false
    private let next: (Subscribers.Completion<Upstream.Failure>) -> ContinuationStep<NewPublisher>
    private let then: (Subscribers.Completion<Failure>) -> ContinuationStep<NewPublisher>
    let description: String

    /// - Parameters:
    ///   - next: What follows the first upstream's completion.
    ///   - then: What follows the completion of a publisher `next` (or `then`) switched to; by default the stream
    ///     ends with it. `retry` switches again.
    init(
        _ name: String, _ downstream: AnySubscriber<Output, Failure>,
        then: @escaping (Subscribers.Completion<Failure>) -> ContinuationStep<NewPublisher> = { .end($0) },
        next: @escaping (Subscribers.Completion<Upstream.Failure>) -> ContinuationStep<NewPublisher>
    ) {
        description = name
        self.downstream = downstream
        self.next = next
        self.then = then
    }

    func start(_ upstream: Upstream) {
        upstream.subscribe(
            Inlet<Output, Upstream.Failure>(
                onSubscription: { [self] in attach($0) }, onValue: { [self] in forward($0) },
                onCompletion: { [self] completion in
                    guard lock.withLock({ downstream != nil }) else { return }
                    follow(next(completion))
                }))
    }

    /// Carries on with the publisher `step` names, or ends; each later publisher's completion goes through `then`.
    private func follow(_ step: ContinuationStep<NewPublisher>) {
        switch step {
        case .switchTo(let replacement):
            lock.withLock { current = nil }
            replacement.subscribe(
                Inlet<Output, Failure>(
                    onSubscription: { [self] in attach($0) }, onValue: { [self] in forward($0) },
                    onCompletion: { [self] completion in
                        guard lock.withLock({ downstream != nil }) else { return }
                        follow(then(completion))
                    }))
        case .end(let completion):
            finish(completion)
        }
    }

    private func attach(_ subscription: any Subscription) {
        let (downstream, owed, announce) = lock.withLock {
            () -> (AnySubscriber<Output, Failure>?, Subscribers.Demand, Bool) in
            guard let downstream = self.downstream else { return (nil, .none, false) }
            current = subscription
            defer { announced = true }
            return (downstream, demand, !announced)
        }
        guard let downstream else { return subscription.cancel() }
        if announce {
            downstream.receive(subscription: self)
        } else if owed > 0 {
            subscription.request(owed)
        }
    }

    private func forward(_ value: Output) -> Subscribers.Demand {
        guard
            let downstream = lock.withLock({ () -> AnySubscriber<Output, Failure>? in
                if demand > 0 { demand -= 1 }
                return self.downstream
            })
        else { return .none }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
        return more
    }

    private func finish(_ completion: Subscribers.Completion<Failure>) {
        let downstream = lock.withLock { () -> AnySubscriber<Output, Failure>? in
            current = nil
            defer { self.downstream = nil }
            return self.downstream
        }
        downstream?.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {
        let current = lock.withLock { () -> (any Subscription)? in
            self.demand += demand
            return self.current
        }
        current?.request(demand)
    }

    func cancel() {
        let current = lock.withLock { () -> (any Subscription)? in
            downstream = nil
            defer { self.current = nil }
            return self.current
        }
        current?.cancel()
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P) -> Publishers.Catch<Self, P>
    where Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }

    /// Handles errors from an upstream publisher by either replacing it with another publisher or throwing a new
    /// error.
    public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
