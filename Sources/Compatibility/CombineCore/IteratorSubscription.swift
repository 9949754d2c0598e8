/// The subscription of publishers that replay a fixed series of values: `Just`, `Publishers.Sequence`,
/// `Optional.Publisher`, `Result.Publisher` and `Record`.
///
/// Values go out only against demand. A request made from inside `receive(_:)` adds to the demand of the loop
/// already running instead of recursing, so long sequences do not grow the stack.
final class IteratorSubscription<Iterator: IteratorProtocol, Downstream: Subscriber>: Subscription,
    CustomStringConvertible
where Downstream.Input == Iterator.Element {
    private let lock = Lock()
    private var iterator: Iterator
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var emitting = false
    /// A value already read from the iterator (to learn whether it was the last).
    private var lookahead: Iterator.Element?
    /// What ends the series once its last value is out (without waiting for demand).
    private let ending: Subscribers.Completion<Downstream.Failure>
    let description: String

    private enum Next {
        case value(Iterator.Element, Downstream)
        case finished(Downstream)
        case stop
    }

    init(
        _ name: String, iterator: Iterator, downstream: Downstream,
        ending: Subscribers.Completion<Downstream.Failure> = .finished
    ) {
        description = name
        self.ending = ending
        self.iterator = iterator
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        precondition(demand > 0, "\(description): request(_:) needs a positive demand, got \(demand)")
        let start = lock.withLock { () -> Bool in
            guard downstream != nil else { return false }
            self.demand += demand
            guard !emitting else { return false }
            emitting = true
            return true
        }
        guard start else { return }
        while true {
            let next = lock.withLock { () -> Next in
                guard let downstream else {
                    emitting = false
                    return .stop
                }
                guard let value = lookahead ?? iterator.next() else {
                    self.downstream = nil
                    emitting = false
                    return .finished(downstream)
                }
                lookahead = nil
                guard self.demand > 0 else {
                    lookahead = value
                    emitting = false
                    return .stop
                }
                self.demand -= 1
                return .value(value, downstream)
            }
            switch next {
            case .stop:
                return
            case .finished(let downstream):
                downstream.receive(completion: ending)
                return
            case .value(let value, let downstream):
                let more = downstream.receive(value)
                lock.withLock { self.demand += more }
            }
        }
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}
