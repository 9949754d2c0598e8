/// The subscription behind `flatMap`, `switchToLatest` and `merge`: one outer publisher whose values become inner
/// publishers, all of whose values go downstream.
///
/// Inner publishers are asked for everything and their values wait in an `Outlet` for downstream demand. The outer
/// publisher is asked for `maxPublishers` at first and for one more each time an inner one finishes. The stream
/// finishes when the outer and every inner publisher have; any failure ends it at once.
final class Flatten<OuterOutput, Inner: Publisher>: Subscription, CustomStringConvertible {
    typealias Failure = Inner.Failure
    private let lock = Lock()
    private let outlet: Outlet<Inner.Output, Failure>
    private let maxPublishers: Subscribers.Demand
    private let switching: Bool
    private let transform: (OuterOutput) -> Inner
    private var outer: (any Subscription)?
    private var inners: [Int: any Subscription] = [:]
    private var live: Set<Int> = []
    private var nextID = 0
    private var outerFinished = false
    private var terminated = false

    init(
        _ downstream: AnySubscriber<Inner.Output, Failure>, maxPublishers: Subscribers.Demand, switching: Bool,
        transform: @escaping (OuterOutput) -> Inner
    ) {
        outlet = Outlet(downstream)
        self.maxPublishers = maxPublishers
        self.switching = switching
        self.transform = transform
        self.downstream = downstream
    }

    /// Kept only to hand this subscription over in `receive(subscription:)`.
    private var downstream: AnySubscriber<Inner.Output, Failure>?

    var description: String { switching ? "SwitchToLatest" : "FlatMap" }

    func outerInlet() -> Inlet<OuterOutput, Failure> {
        Inlet(
            onSubscription: { [self] subscription in
                let downstream = lock.withLock { () -> AnySubscriber<Inner.Output, Failure>? in
                    guard outer == nil, !terminated else { return nil }
                    outer = subscription
                    defer { self.downstream = nil }
                    return self.downstream
                }
                guard let downstream else { return subscription.cancel() }
                downstream.receive(subscription: self)
                subscription.request(maxPublishers)
            },
            onValue: { [self] value in
                guard lock.withLock({ !terminated }) else { return .none }
                subscribeInner(transform(value))
                return .none
            },
            onCompletion: { [self] completion in
                switch completion {
                case .finished:
                    lock.withLock {
                        outerFinished = true
                        outer = nil
                    }
                    finishIfDone()
                case .failure(let error):
                    fail(error)
                }
            })
    }

    private func subscribeInner(_ publisher: Inner) {
        let (id, replaced) = lock.withLock { () -> (Int, [any Subscription]) in
            let id = nextID
            nextID += 1
            var replaced: [any Subscription] = []
            if switching {
                replaced = Array(inners.values)
                inners = [:]
                live = []
            }
            live.insert(id)
            return (id, replaced)
        }
        for subscription in replaced { subscription.cancel() }
        publisher.subscribe(
            Inlet<Inner.Output, Failure>(
                onSubscription: { [self] subscription in
                    let keep = lock.withLock { () -> Bool in
                        guard live.contains(id), !terminated else { return false }
                        inners[id] = subscription
                        return true
                    }
                    if keep { subscription.request(.unlimited) } else { subscription.cancel() }
                },
                onValue: { [self] value in
                    if lock.withLock({ live.contains(id) }) { outlet.enqueue(value) }
                    return .none
                },
                onCompletion: { [self] completion in
                    switch completion {
                    case .finished:
                        let (wasLive, outer) = lock.withLock { () -> (Bool, (any Subscription)?) in
                            inners[id] = nil
                            return (live.remove(id) != nil, self.outer)
                        }
                        guard wasLive else { return }
                        if !switching, maxPublishers != .unlimited { outer?.request(.max(1)) }
                        finishIfDone()
                    case .failure(let error):
                        if lock.withLock({ live.contains(id) }) { fail(error) }
                    }
                }))
    }

    private func finishIfDone() {
        let done = lock.withLock { () -> Bool in
            guard !terminated, outerFinished, live.isEmpty else { return false }
            terminated = true
            return true
        }
        if done { outlet.end(.finished) }
    }

    private func fail(_ error: Failure) {
        let subscriptions = stop()
        for subscription in subscriptions { subscription.cancel() }
        outlet.end(.failure(error))
    }

    /// Marks the stream over and returns every upstream subscription still open.
    private func stop() -> [any Subscription] {
        lock.withLock {
            guard !terminated else { return [] }
            terminated = true
            let all = Array(inners.values) + (outer.map { [$0] } ?? [])
            inners = [:]
            live = []
            outer = nil
            return all
        }
    }

    func request(_ demand: Subscribers.Demand) {
        outlet.add(demand)
    }

    func cancel() {
        let subscriptions = stop()
        outlet.close()
        for subscription in subscriptions { subscription.cancel() }
    }
}
