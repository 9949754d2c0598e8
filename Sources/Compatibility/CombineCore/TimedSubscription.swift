/// What the scheduling operators (`receive(on:)`, `delay`, `debounce`, `throttle`, `timeout`) share: one upstream,
/// one downstream, deliveries made later from a scheduler's closures.
///
/// `deliver(_:)` honours downstream's demand: a value that arrives for a downstream without demand is dropped, as
/// Apple's time-based operators do. Once terminated (completion delivered or cancelled) nothing more goes out.
class TimedSubscription<Input, Failure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
where Downstream.Input == Input, Downstream.Failure == Failure {
    let lock = Lock()
    private var downstream: Downstream?
    private(set) var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var upstreamDone = false
    private let requestsUnlimited: Bool
    let description: String

    /// - Parameter requestsUnlimited: Ask upstream for everything (debounce, throttle) instead of passing
    ///   downstream's demand on.
    init(_ name: String, downstream: Downstream, requestsUnlimited: Bool) {
        description = name
        self.downstream = downstream
        self.requestsUnlimited = requestsUnlimited
    }

    var isTerminated: Bool { lock.withLock { downstream == nil } }

    func receive(subscription: any Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard upstream == nil, let downstream = self.downstream else { return nil }
            upstream = subscription
            return downstream
        }
        guard let downstream else { return subscription.cancel() }
        downstream.receive(subscription: self)
        if requestsUnlimited { subscription.request(.unlimited) }
        didSubscribe()
    }

    /// Called once upstream's subscription is in place.
    func didSubscribe() {}

    func receive(_ input: Input) -> Subscribers.Demand {
        fatalError("\(description) must override receive(_:)")
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        fatalError("\(description) must override receive(completion:)")
    }

    /// Marks upstream as completed; later events from it are ignored. Returns whether it was still live.
    func markUpstreamDone() -> Bool {
        lock.withLock {
            guard !upstreamDone, downstream != nil else { return false }
            upstreamDone = true
            upstream = nil
            return true
        }
    }

    /// Sends a value downstream if it has demand; passes any further demand it returns upstream.
    func deliver(_ value: Input) {
        let target = lock.withLock { () -> Downstream? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(value)
        guard more > 0 else { return }
        let upstream = lock.withLock { () -> (any Subscription)? in
            demand += more
            return self.upstream
        }
        if !requestsUnlimited { upstream?.request(more) }
    }

    /// Sends the completion downstream and releases both neighbours.
    func deliver(completion: Subscribers.Completion<Failure>) {
        let target = lock.withLock { () -> Downstream? in
            upstream = nil
            defer { downstream = nil }
            return downstream
        }
        target?.receive(completion: completion)
    }

    /// An event waiting in ``post(_:)``'s queue.
    private enum Posted {
        case value(Input)
        case completion(Subscribers.Completion<Failure>)
    }
    private var posted: [Posted] = []
    private var postedHead = 0
    private var releasable = 0
    private var releasing = false

    /// Queues a value to go out from the scheduler, behind every event queued before it; the caller schedules one
    /// ``releaseNext()`` for it.
    ///
    /// A concurrent scheduler (`DispatchQueue.global()`, an `OperationQueue` with several operations at once) may run
    /// two scheduled actions at the same time or in either order. Each action releases the oldest queued event
    /// rather than its own, one at a time, so values keep their order, one never overlaps another and the completion
    /// never overtakes the value before it (that lost `reduce`'s value when its completion came out first).
    func post(_ value: Input) {
        lock.withLock { posted.append(.value(value)) }
    }

    /// Queues the completion behind every value queued before it (see ``post(_:)``).
    func post(completion: Subscribers.Completion<Failure>) {
        lock.withLock { posted.append(.completion(completion)) }
    }

    /// Run from the scheduler once per ``post(_:)``: delivers the oldest queued event, and any others whose actions
    /// ran while this one was delivering.
    func releaseNext() {
        let first = lock.withLock { () -> Bool in
            releasable += 1
            guard !releasing else { return false }
            releasing = true
            return true
        }
        guard first else { return }
        while let event = takeReleasable() {
            switch event {
            case .value(let value): deliver(value)
            case .completion(let completion): deliver(completion: completion)
            }
        }
    }

    private func takeReleasable() -> Posted? {
        lock.withLock {
            guard releasable > 0, postedHead < posted.count else {
                releasing = false
                return nil
            }
            releasable -= 1
            let event = posted[postedHead]
            postedHead += 1
            if postedHead == posted.count {
                posted.removeAll(keepingCapacity: true)
                postedHead = 0
            }
            return event
        }
    }

    func request(_ demand: Subscribers.Demand) {
        let upstream = lock.withLock { () -> (any Subscription)? in
            self.demand += demand
            return self.upstream
        }
        if !requestsUnlimited { upstream?.request(demand) }
    }

    func cancel() {
        detach()?.cancel()
    }

    /// Releases downstream (nothing more goes out) and returns upstream's subscription for the caller to cancel.
    func detach() -> (any Subscription)? {
        lock.withLock {
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
    }
}
