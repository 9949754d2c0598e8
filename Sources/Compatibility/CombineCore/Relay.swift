/// What a `Relay` does with one upstream value.
enum RelayStep<Output, Failure: Error> {
    /// Deliver one value downstream.
    case emit(Output)
    /// Drop the value (and, passing demand through, ask upstream for one more).
    case skip
    /// Deliver a last value, cancel upstream, finish.
    case emitAndFinish(Output)
    /// Cancel upstream and finish without a value.
    case finish
    /// Cancel upstream and fail.
    case fail(Failure)
}

/// What a `Relay` does when upstream completes.
enum RelayEnd<Output, Failure: Error> {
    /// Finish, first delivering `value` (once downstream has demand) if there is one.
    case finish(Output?)
    /// Fail with the error.
    case fail(Failure)
}

/// How a `Relay` asks upstream for values.
enum RelayDemandMode {
    /// Downstream's demand goes upstream as it is (map, filter, prefix…).
    case passThrough
    /// Upstream is asked for everything at the first downstream request; the result comes at completion
    /// (reduce, collect, last…).
    case drain
}

/// Side effects a `Relay` reports (`handleEvents`, `print`).
struct RelayHooks {
    var subscription: ((any Subscription) -> Void)?
    var request: ((Subscribers.Demand) -> Void)?
    var cancel: (() -> Void)?
}

/// The subscription of every operator that has one upstream and handles its values one at a time.
///
/// It sits between upstream and downstream: upstream sees it as a subscriber, downstream as its subscription. It
/// counts downstream's demand, holds a value produced at completion until downstream asks for it, and drops both
/// neighbours when it terminates so no reference cycle outlives the stream.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    CustomStringConvertible
{
    typealias Failure = UpstreamFailure

    private enum State {
        case active
        /// Upstream completed with a final value; waiting for downstream demand to deliver it.
        case holding(Downstream.Input)
        case done
    }

    private let lock = Lock()
    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private var demand = Subscribers.Demand.none
    private var state = State.active
    private var drainRequested = false

    private let mode: RelayDemandMode
    private let onValue: (Input) -> RelayStep<Downstream.Input, Downstream.Failure>
    private let onCompletion:
        (Subscribers.Completion<UpstreamFailure>) -> RelayEnd<Downstream.Input, Downstream.Failure>
    private let hooks: RelayHooks?
    let description: String

    init(
        _ name: String, downstream: Downstream, mode: RelayDemandMode = .passThrough, hooks: RelayHooks? = nil,
        onValue: @escaping (Input) -> RelayStep<Downstream.Input, Downstream.Failure>,
        onCompletion:
            @escaping (Subscribers.Completion<UpstreamFailure>) -> RelayEnd<
                Downstream.Input, Downstream.Failure
            >
    ) {
        description = name
        self.downstream = downstream
        self.mode = mode
        self.hooks = hooks
        self.onValue = onValue
        self.onCompletion = onCompletion
    }

    private var isActive: Bool {
        if case .active = state { return true }
        return false
    }

    // MARK: Subscriber (facing upstream)

    func receive(subscription: any Subscription) {
        let downstream = lock.withLock { () -> Downstream? in
            guard upstream == nil, isActive else { return nil }
            upstream = subscription
            return self.downstream
        }
        guard let downstream else {
            subscription.cancel()
            return
        }
        hooks?.subscription?(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream = lock.withLock({ isActive ? self.downstream : nil }) else { return .none }
        switch onValue(input) {
        case .emit(let value):
            lock.withLock { if demand > 0 { demand -= 1 } }
            let more = downstream.receive(value)
            lock.withLock { demand += more }
            return mode == .passThrough ? more : .none
        case .skip:
            return mode == .passThrough ? .max(1) : .none
        case .emitAndFinish(let value):
            guard let (upstream, downstream) = stop() else { return .none }
            upstream?.cancel()
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .finish:
            guard let (upstream, downstream) = stop() else { return .none }
            upstream?.cancel()
            downstream.receive(completion: .finished)
        case .fail(let error):
            guard let (upstream, downstream) = stop() else { return .none }
            upstream?.cancel()
            downstream.receive(completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard lock.withLock({ isActive }) else { return }
        let end = onCompletion(completion)
        if case .finish(let value?) = end {
            let held = lock.withLock { () -> Bool in
                guard isActive, demand == .none else { return false }
                state = .holding(value)
                upstream = nil
                return true
            }
            if held { return }
        }
        guard let (_, downstream) = stop() else { return }
        switch end {
        case .finish(let value):
            if let value { _ = downstream.receive(value) }
            downstream.receive(completion: .finished)
        case .fail(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    // MARK: Subscription (facing downstream)

    func request(_ demand: Subscribers.Demand) {
        hooks?.request?(demand)
        let action = lock.withLock { () -> RelayRequestAction<Downstream> in
            switch state {
            case .done: return .none
            case .holding(let value):
                guard demand > 0, let downstream = self.downstream else { return .none }
                state = .done
                self.downstream = nil
                return .final(value, downstream)
            case .active: break
            }
            self.demand += demand
            guard let upstream else { return .none }
            switch mode {
            case .passThrough: return .forward(upstream)
            case .drain:
                if drainRequested { return .none }
                drainRequested = true
                return .drain(upstream)
            }
        }
        switch action {
        case .none: break
        case .forward(let upstream): upstream.request(demand)
        case .drain(let upstream): upstream.request(.unlimited)
        case .final(let value, let downstream):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        }
    }

    func cancel() {
        hooks?.cancel?()
        let upstream = lock.withLock { () -> (any Subscription)? in
            if case .done = state { return nil }
            state = .done
            downstream = nil
            defer { self.upstream = nil }
            return self.upstream
        }
        upstream?.cancel()
    }

    /// Ends the relay if it is still active: returns upstream (to cancel, if any) and downstream (to tell).
    private func stop() -> ((any Subscription)?, Downstream)? {
        lock.withLock {
            guard isActive, let downstream = self.downstream else { return nil }
            state = .done
            defer {
                self.upstream = nil
                self.downstream = nil
            }
            return (self.upstream, downstream)
        }
    }
}

/// What `Relay.request(_:)` does once it has released its lock.
private enum RelayRequestAction<Downstream: Subscriber> {
    case none
    case forward(any Subscription)
    case drain(any Subscription)
    case final(Downstream.Input, Downstream)
}

extension RelayEnd {
    /// Passes an upstream completion on unchanged.
    static func forward(_ completion: Subscribers.Completion<Failure>) -> RelayEnd {
        switch completion {
        case .finished: return .finish(nil)
        case .failure(let error): return .fail(error)
        }
    }
}

extension RelayEnd {
    /// Passes an upstream failure on, or finishes after delivering `value` (the operators that publish a result
    /// at completion: reduce, last, contains…).
    static func finishing(_ completion: Subscribers.Completion<Failure>, with value: Output?) -> RelayEnd {
        switch completion {
        case .finished: return .finish(value)
        case .failure(let error): return .fail(error)
        }
    }
}

extension RelayEnd where Failure == any Error {
    /// Passes an upstream completion on, its error erased to `any Error` (the `try` operators).
    static func erasing<E: Error>(_ completion: Subscribers.Completion<E>) -> RelayEnd {
        erasing(completion, with: nil)
    }

    /// Passes an upstream failure on, its error erased to `any Error`, or finishes after delivering `value` (the
    /// `try` operators that publish a result at completion).
    static func erasing<E: Error>(_ completion: Subscribers.Completion<E>, with value: Output?) -> RelayEnd {
        switch completion {
        case .finished: return .finish(value)
        case .failure(let error): return .fail(error)
        }
    }
}

extension RelayStep where Failure == any Error {
    /// The step `body` returns, or a failure with the error it throws.
    static func attempt(_ body: () throws -> RelayStep) -> RelayStep {
        do { return try body() } catch { return .fail(error) }
    }
}
