extension Publishers {
    /// A publisher that attempts to recreate its subscription to a failed upstream publisher.
    ///
    /// Each new subscription is asked for the demand downstream had left; values already delivered are not
    /// repeated by this operator (the upstream publisher decides what a new subscription sends).
    public struct Retry<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public let upstream: Upstream
        /// The maximum number of retry attempts to perform; `nil` retries without limit.
        public let retries: Int?

        public init(upstream: Upstream, retries: Int?) {
            precondition((retries ?? 0) >= 0, "retry(\(retries ?? 0)): the number of retries must not be negative")
            self.upstream = upstream
            self.retries = retries
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let upstream = self.upstream
            var remaining = retries
            let again = { (completion: Subscribers.Completion<Failure>) -> ContinuationStep<Upstream> in
                guard case .failure = completion, remaining.map({ $0 > 0 }) ?? true else { return .end(completion) }
                remaining = remaining.map { $0 - 1 }
                return .switchTo(upstream)
            }
            ContinuationSubscription<Upstream, Upstream, Failure>(
                "Retry", AnySubscriber(subscriber), then: again, next: again
            ).start(upstream)
        }
    }
}

extension Publisher {
    /// Attempts to recreate a failed subscription with the upstream publisher up to the number of times you
    /// specify.
    public func retry(_ retries: Int) -> Publishers.Retry<Self> {
        Publishers.Retry(upstream: self, retries: retries)
    }
}
