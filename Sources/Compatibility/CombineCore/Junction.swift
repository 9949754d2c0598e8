/// The subscription behind `combineLatest` and `zip`: several upstreams of any output types (carried as `Any`),
/// one downstream value made from one value of each.
///
/// `combineLatest` keeps each upstream's newest value and, once all have one, emits on every change. `zip` queues each upstream's values and emits when every queue has
/// one. Upstreams are asked for everything and combinations wait in an `Outlet` for downstream demand; a failure
/// ends the stream at once.
final class Junction<Output, Failure: Error>: Subscription, CustomStringConvertible {
    enum Mode { case combineLatest, zip }

    private let lock = Lock()
    private let mode: Mode
    private let make: ([Any]) -> Output
    private let outlet: Outlet<Output, Failure>
    private var queues: [[Any]]
    private var latest: [Any?]
    private var finished: [Bool]
    private var subscriptions: [(any Subscription)?]
    private var changed = false
    private var terminated = false

    init(mode: Mode, count: Int, downstream: AnySubscriber<Output, Failure>, make: @escaping ([Any]) -> Output) {
        self.mode = mode
        self.make = make
        outlet = Outlet(downstream)
        queues = Array(repeating: [], count: count)
        latest = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
        subscriptions = Array(repeating: nil, count: count)
    }

    var description: String { mode == .zip ? "Zip" : "CombineLatest" }

    /// Subscribes to every upstream, then hands this subscription downstream.
    func start(_ upstreams: [AnyPublisher<Any, Failure>], downstream: AnySubscriber<Output, Failure>) {
        for (index, upstream) in upstreams.enumerated() {
            upstream.subscribe(
                Inlet<Any, Failure>(
                    onSubscription: { [self] subscription in
                        let keep = lock.withLock { () -> Bool in
                            guard !terminated else { return false }
                            subscriptions[index] = subscription
                            return true
                        }
                        if keep { subscription.request(.unlimited) } else { subscription.cancel() }
                    },
                    onValue: { [self] value in
                        lock.withLock {
                            guard !terminated else { return }
                            switch mode {
                            case .zip: queues[index].append(value)
                            case .combineLatest:
                                latest[index] = value
                                changed = true
                            }
                        }
                        emit()
                        return .none
                    },
                    onCompletion: { [self] completion in
                        switch completion {
                        case .finished:
                            lock.withLock { finished[index] = true }
                            emit()
                        case .failure(let error):
                            let open = stop()
                            for subscription in open { subscription.cancel() }
                            outlet.end(.failure(error))
                        }
                    }))
        }
        downstream.receive(subscription: self)
    }

    /// Emits every combination downstream has asked for, then finishes if no more can come.
    private func emit() {
        while true {
            let (value, ending) = lock.withLock { () -> (Output?, [any Subscription]?) in
                guard !terminated else { return (nil, nil) }
                if let values = ready() {
                    return (make(values), nil)
                }
                return (nil, isExhausted() ? stopLocked() : nil)
            }
            if let value {
                outlet.enqueue(value)
                continue
            }
            if let ending {
                for subscription in ending { subscription.cancel() }
                outlet.end(.finished)
            }
            return
        }
    }

    /// The next combination if one is ready (called under the lock; consumes it).
    private func ready() -> [Any]? {
        switch mode {
        case .combineLatest:
            guard changed, latest.allSatisfy({ $0 != nil }) else { return nil }
            changed = false
            return latest.map { $0! }
        case .zip:
            guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
            return queues.indices.map { queues[$0].removeFirst() }
        }
    }

    /// Whether no further combination can be made (called under the lock).
    private func isExhausted() -> Bool {
        switch mode {
        case .combineLatest:
            return finished.allSatisfy { $0 }
        case .zip:
            return finished.indices.contains { finished[$0] && queues[$0].isEmpty }
        }
    }

    private func stop() -> [any Subscription] {
        lock.withLock { stopLocked() }
    }

    private func stopLocked() -> [any Subscription] {
        guard !terminated else { return [] }
        terminated = true
        defer { subscriptions = [] }
        return subscriptions.compactMap { $0 }
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.add(demand)
    }

    func cancel() {
        let open = stop()
        outlet.close()
        for subscription in open { subscription.cancel() }
    }
}

extension Publisher {
    /// This publisher with its output carried as `Any`, for `Junction`.
    func eraseOutput() -> AnyPublisher<Any, Failure> {
        map { $0 as Any }.eraseToAnyPublisher()
    }
}
