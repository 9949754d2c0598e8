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
/// Owners call `drain(_:)` after every change (a value queued, demand added, an upstream ended); the closure
/// `finished` says whether the stream is over once the buffer is empty.
final class Outlet<Output, Failure: Error> {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var buffer: [Output] = []
    private var demand = Subscribers.Demand.none
    private var draining = false
    private var ending: Subscribers.Completion<Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    var isOpen: Bool { lock.withLock { downstream != nil && ending == nil } }

    func enqueue(_ value: Output) {
        lock.withLock { if downstream != nil, ending == nil { buffer.append(value) } }
        drain()
    }

    func add(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
        drain()
    }

    /// Finishes once the buffer is empty; a failure goes out at once, dropping what is buffered.
    func end(_ completion: Subscribers.Completion<Failure>) {
        lock.withLock {
            guard ending == nil else { return }
            ending = completion
            if case .failure = completion { buffer = [] }
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
            }
        }
    }
}
