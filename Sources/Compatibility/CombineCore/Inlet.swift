/// A subscriber made of closures: how operators with several upstreams (flatMap, merge, combineLatest, zip, catch)
/// listen to each of them.
///
/// The closures hold the operator's subscription; the operator drops its upstream subscriptions when it
/// terminates, which breaks the cycle.
final class Inlet<Input, Failure: Error>: Subscriber {
    private let onSubscription: (any Subscription) -> Void
    private let onValue: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init(
        onSubscription: @escaping (any Subscription) -> Void, onValue: @escaping (Input) -> Subscribers.Demand,
        onCompletion: @escaping (Subscribers.Completion<Failure>) -> Void
    ) {
        self.onSubscription = onSubscription
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    func receive(subscription: any Subscription) { onSubscription(subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { onValue(input) }
    func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}

/// Values waiting for downstream demand, delivered one at a time and never re-entrantly, so an operator that buffers
/// keeps its order even when downstream requests more from inside `receive(_:)`.
///
/// The one buffering junction of the module: `flatMap`, `merge`, `combineLatest`, `zip`, `buffer` and
/// `collect(.byTime)` put their values here and say only what differs (how many may wait, what a full buffer does,
/// whether a failure waits for the values before it).
final class Outlet<Output, Failure: Error> {
    /// What `enqueue(_:capacity:whenFull:)` does with a value that finds `capacity` values waiting.
    enum Overflow {
        /// Drop the new value.
        case dropNewest
        /// Drop the oldest waiting value and queue the new one.
        case dropOldest
        /// Refuse the value (`enqueue` returns `false`; the owner fails the stream).
        case refuse
    }

    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var buffer: [Output] = []
    private var demand = Subscribers.Demand.none
    private var draining = false
    private var ending: Subscribers.Completion<Failure>?
    private let failsAtOnce: Bool
    /// Called after each value downstream has received (outside the lock): `buffer(prefetch: .keepFull)` asks
    /// upstream for one more.
    var onDelivery: (() -> Void)?

    /// - Parameter failsAtOnce: Whether a failure goes out at once, dropping what is buffered (`flatMap`,
    ///   `combineLatest`…), or after the buffered values, as a finish does (`buffer`).
    init(_ downstream: AnySubscriber<Output, Failure>, failsAtOnce: Bool = true) {
        self.downstream = downstream
        self.failsAtOnce = failsAtOnce
    }

    var isOpen: Bool { lock.withLock { downstream != nil && ending == nil } }

    /// Queues a value for downstream; if `capacity` values already wait, `whenFull` decides. Returns `false` only
    /// when the value was refused.
    @discardableResult
    func enqueue(_ value: Output, capacity: Int = .max, whenFull: Overflow = .dropNewest) -> Bool {
        let accepted = lock.withLock { () -> Bool in
            guard downstream != nil, ending == nil else { return true }
            guard buffer.count >= capacity else {
                buffer.append(value)
                return true
            }
            switch whenFull {
            case .dropNewest: return true
            case .dropOldest:
                if !buffer.isEmpty { buffer.removeFirst() }
                buffer.append(value)
                return true
            case .refuse: return false
            }
        }
        drain()
        return accepted
    }

    func add(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    /// Finishes once the buffer is empty; a failure goes out at once, dropping what is buffered, unless the outlet
    /// was made with `failsAtOnce: false`.
    func end(_ completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard ending == nil else { return }
            ending = completion
            if case .failure = completion, failsAtOnce { buffer = [] }
        }
        drain()
    }

    /// Drops downstream without telling it (cancellation).
    func close() {
        lock.withLock {
            downstream = nil
            buffer = []
        }
    }

    private enum Step {
        case value(Output, AnySubscriber<Output, Failure>)
        case end(Subscribers.Completion<Failure>, AnySubscriber<Output, Failure>)
        case idle
    }

    private func drain() {
        while true {
            let step = lock.withLock { () -> Step in
                guard !draining, let downstream else { return .idle }
                if !buffer.isEmpty, demand > 0 {
                    demand -= 1
                    draining = true
                    return .value(buffer.removeFirst(), downstream)
                }
                if buffer.isEmpty, let ending {
                    self.downstream = nil
                    return .end(ending, downstream)
                }
                return .idle
            }
            switch step {
            case .idle:
                return
            case .end(let completion, let downstream):
                downstream.receive(completion: completion)
                return
            case .value(let value, let downstream):
                let more = downstream.receive(value)
                lock.withLock {
                    demand += more
                    draining = false
                }
                onDelivery?()
            }
        }
    }
}
