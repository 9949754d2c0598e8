extension Publishers {
    /// A publisher that republishes elements until another publisher emits an element.
    ///
    /// When the other publisher emits, upstream is cancelled and the stream finishes; when the other publisher
    /// completes without emitting, upstream goes on as if it were not there.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let gate = TriggerGate<Output, Failure, S>(
                "PrefixUntilOutput", downstream: subscriber, opensOnTrigger: false)
            gate.attach(trigger: other) { _ in }
            upstream.subscribe(gate.upstreamInlet())
        }
    }

    /// A publisher that ignores elements from the upstream publisher until it receives an element from a second
    /// publisher.
    ///
    /// A failure of the second publisher fails the stream, as Apple's does; its finishing without an element leaves
    /// the stream dropping every element until upstream completes.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A publisher to monitor for its first emitted element.
        public let other: Other

        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            let gate = TriggerGate<Output, Failure, S>("DropUntilOutput", downstream: subscriber, opensOnTrigger: true)
            gate.attach(trigger: other) { error in gate.fail(error) }
            upstream.subscribe(gate.upstreamInlet())
        }
    }
}

/// The subscription of `prefix(untilOutputFrom:)` and `drop(untilOutputFrom:)`: upstream's values pass or not
/// depending on whether a second publisher, the trigger, has emitted.
///
/// The trigger is subscribed first and asked for one element. For `drop` its element opens the gate (values pass
/// from then on); for `prefix` it closes it (upstream is cancelled and the stream finishes). Downstream's demand
/// goes to upstream as it is; a dropped value asks upstream for one more.
final class TriggerGate<Output, Failure: Error, Downstream: Subscriber>: Subscription, CustomStringConvertible
where Downstream.Input == Output, Downstream.Failure == Failure {
    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var trigger: (any Subscription)?
    private var triggered = false
    private var subscribedDownstream = false
    private var pendingDemand = Subscribers.Demand.none
    private let opensOnTrigger: Bool
    let description: String

    /// - Parameter opensOnTrigger: `true` for `drop` (values pass after the trigger), `false` for `prefix` (the
    ///   stream ends at the trigger).
    init(_ name: String, downstream: Downstream, opensOnTrigger: Bool) {
        description = name
        self.downstream = downstream
        self.opensOnTrigger = opensOnTrigger
    }

    /// Subscribes to the trigger; `onFailure` gets its failure (drop fails the stream, prefix ignores it).
    func attach<Trigger: Publisher>(trigger publisher: Trigger, onFailure: @escaping (Trigger.Failure) -> Void) {
        publisher.subscribe(
            Inlet<Trigger.Output, Trigger.Failure>(
                onSubscription: { [self] subscription in
                    let keep = lock.withLock { () -> Bool in
                        guard downstream != nil, trigger == nil, !triggered else { return false }
                        trigger = subscription
                        return true
                    }
                    if keep { subscription.request(.max(1)) } else { subscription.cancel() }
                },
                onValue: { [self] _ in
                    fire()
                    return .none
                },
                onCompletion: { [self] completion in
                    lock.withLock { trigger = nil }
                    if case .failure(let error) = completion { onFailure(error) }
                }))
    }

    /// The subscriber upstream is given.
    func upstreamInlet() -> Inlet<Output, Failure> {
        Inlet(
            onSubscription: { [self] subscription in receiveUpstream(subscription) },
            onValue: { [self] value in receive(value) },
            onCompletion: { [self] completion in finish(with: completion) })
    }

    /// Fails the stream (the trigger of `drop` failed).
    func fail(_ error: Failure) {
        let (target, upstream) = terminate()
        upstream?.cancel()
        target?.receive(completion: .failure(error))
    }

    private func receiveUpstream(_ subscription: any Subscription) {
        let target = lock.withLock { () -> Downstream? in
            guard upstream == nil, let downstream, !subscribedDownstream else { return nil }
            upstream = subscription
            subscribedDownstream = true
            return downstream
        }
        guard let target else { return subscription.cancel() }
        target.receive(subscription: self)
        let demand = lock.withLock { () -> Subscribers.Demand in
            defer { pendingDemand = .none }
            return pendingDemand
        }
        if demand > 0 { subscription.request(demand) }
    }

    private func receive(_ value: Output) -> Subscribers.Demand {
        let (target, passes) = lock.withLock { () -> (Downstream?, Bool) in
            (downstream, triggered == opensOnTrigger)
        }
        guard let target else { return .none }
        return passes ? target.receive(value) : .max(1)
    }

    private func fire() {
        let changed = lock.withLock { () -> Bool in
            guard !triggered, downstream != nil else { return false }
            triggered = true
            trigger = nil
            return true
        }
        guard changed, !opensOnTrigger else { return }
        let (target, upstream) = terminate()
        upstream?.cancel()
        target?.receive(completion: .finished)
    }

    private func finish(with completion: Subscribers.Completion<Failure>) {
        let (target, _) = terminate()
        target?.receive(completion: completion)
    }

    /// Releases downstream, upstream and the trigger (cancelling the trigger); returns downstream to tell and upstream
    /// to cancel.
    private func terminate() -> (Downstream?, (any Subscription)?) {
        let (target, upstream, trigger) = lock.withLock {
            () -> (Downstream?, (any Subscription)?, (any Subscription)?) in
            defer {
                downstream = nil
                self.upstream = nil
                self.trigger = nil
            }
            return (downstream, self.upstream, self.trigger)
        }
        trigger?.cancel()
        return (target, upstream)
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> (any Subscription)? in
            guard downstream != nil else { return nil }
            if self.upstream == nil { pendingDemand += demand }
            return self.upstream
        }
        upstream?.request(demand)
    }

    func cancel() {
        let (_, upstream) = terminate()
        upstream?.cancel()
    }
}

extension Publisher {
    /// Republishes elements until another publisher emits an element.
    ///
    /// - Parameter publisher: A second publisher.
    /// - Returns: A publisher that republishes elements until the second publisher publishes an element.
    public func prefix<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P> {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }

    /// Ignores elements from the upstream publisher until it receives an element from a second publisher.
    ///
    /// - Parameter publisher: A publisher to monitor for its first emitted element.
    /// - Returns: A publisher that drops elements from the upstream publisher until the other publisher produces a
    ///   value.
    public func drop<P: Publisher>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}
