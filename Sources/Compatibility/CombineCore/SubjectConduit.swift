/// The part of a subject every subject shares: its subscribers (each with its own demand), the subscriptions it was
/// given through `send(subscription:)`, and its completion.
///
/// `replaysLatest` makes it a current-value subject: a subscriber without demand keeps the newest value and gets it
/// when it asks; otherwise (a passthrough subject) values find only subscribers that asked for them.
final class SubjectCore<Output, Failure: Error> {
    private let lock = Lock()
    private var conduits: [ObjectIdentifier: Conduit] = [:]
    private var order: [ObjectIdentifier] = []
    private var completion: Subscribers.Completion<Failure>?
    private var upstreams: [any Subscription] = []
    private let replaysLatest: Bool

    init(replaysLatest: Bool) {
        self.replaysLatest = replaysLatest
    }

    var isCompleted: Bool { lock.withLock { completion != nil } }

    /// Attaches a subscriber; `initial` is the value a current-value subject gives it first.
    func attach<S: Subscriber>(_ subscriber: S, initial: Output?) where S.Input == Output, S.Failure == Failure {
        let ended = lock.withLock { completion }
        if let ended {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
            return
        }
        let conduit = Conduit(core: self, downstream: AnySubscriber(subscriber), pending: initial)
        lock.withLock {
            conduits[ObjectIdentifier(conduit)] = conduit
            order.append(ObjectIdentifier(conduit))
        }
        subscriber.receive(subscription: conduit)
    }

    func send(_ value: Output) {
        for conduit in snapshot() { conduit.offer(value, replaysLatest: replaysLatest) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        let targets = lock.withLock { () -> [Conduit] in
            guard self.completion == nil else { return [] }
            self.completion = completion
            let targets = order.compactMap { conduits[$0] }
            conduits = [:]
            order = []
            upstreams = []
            return targets
        }
        for conduit in targets { conduit.finish(completion) }
    }

    func send(subscription: any Subscription) {
        let live = lock.withLock { () -> Bool in
            guard completion == nil else { return false }
            upstreams.append(subscription)
            return true
        }
        if live { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    /// Cancels the subscriptions the subject was fed through (when the subject itself goes away).
    func cancelUpstreams() {
        let upstreams = lock.withLock { () -> [any Subscription] in
            defer { self.upstreams = [] }
            return self.upstreams
        }
        for upstream in upstreams { upstream.cancel() }
    }

    private func snapshot() -> [Conduit] {
        lock.withLock { order.compactMap { conduits[$0] } }
    }

    fileprivate func detach(_ conduit: Conduit) {
        lock.withLock {
            let id = ObjectIdentifier(conduit)
            if conduits.removeValue(forKey: id) != nil { order.removeAll { $0 == id } }
        }
    }

    /// One subscriber's subscription to the subject.
    final class Conduit: Subscription, CustomStringConvertible {
        private let lock = Lock()
        private weak var core: SubjectCore?
        private var downstream: AnySubscriber<Output, Failure>?
        private var demand = Subscribers.Demand.none
        private var pending: Output?
        private var delivering = false

        init(core: SubjectCore, downstream: AnySubscriber<Output, Failure>, pending: Output?) {
            self.core = core
            self.downstream = downstream
            self.pending = pending
        }

        var description: String { "SubjectSubscription" }

        func offer(_ value: Output, replaysLatest: Bool) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                guard let downstream, demand > 0 else {
                    if replaysLatest, downstream != nil { pending = value }
                    return nil
                }
                demand -= 1
                return downstream
            }
            guard let target else { return }
            let more = target.receive(value)
            lock.withLock { demand += more }
            drainPending()
        }

        func request(_ demand: Subscribers.Demand) {
            lock.withLock { self.demand += demand }
            drainPending()
        }

        /// Delivers the value a current-value subject kept for this subscriber, once it has demand.
        private func drainPending() {
            while true {
                let next = lock.withLock { () -> (Output, AnySubscriber<Output, Failure>)? in
                    guard !delivering, let downstream, demand > 0, let value = pending else { return nil }
                    pending = nil
                    demand -= 1
                    delivering = true
                    return (value, downstream)
                }
                guard let (value, target) = next else { return }
                let more = target.receive(value)
                lock.withLock {
                    demand += more
                    delivering = false
                }
            }
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let target = lock.withLock { () -> AnySubscriber<Output, Failure>? in
                defer {
                    downstream = nil
                    pending = nil
                }
                return downstream
            }
            target?.receive(completion: completion)
        }

        func cancel() {
            let core = lock.withLock { () -> SubjectCore? in
                downstream = nil
                pending = nil
                return self.core
            }
            core?.detach(self)
        }
    }
}
