/// A publisher that exposes its elements as an asynchronous sequence.
///
/// Each `next()` requests one element; the task's cancellation cancels the subscription.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let bridge: AsyncBridge<P.Output, Never>

        /// Produces the next element in the prefix-like sequence, or `nil` once the publisher finished.
        public mutating func next() async -> P.Output? {
            await bridge.next()
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        let bridge = AsyncBridge<P.Output, Never>()
        publisher.subscribe(bridge)
        return Iterator(bridge: bridge)
    }
}

/// A publisher that exposes its elements as an asynchronous throwing sequence.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    public typealias Element = P.Output

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let bridge: AsyncBridge<P.Output, P.Failure>

        /// Produces the next element, `nil` once the publisher finished, or throws its failure.
        public mutating func next() async throws -> P.Output? {
            try await bridge.next()
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    public func makeAsyncIterator() -> Iterator {
        let bridge = AsyncBridge<P.Output, P.Failure>()
        publisher.subscribe(bridge)
        return Iterator(bridge: bridge)
    }
}

extension Publisher where Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// The subscriber behind `values`: one element requested per `next()`, handed to the waiting task.
private final class AsyncBridge<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    // @unchecked: every stored property is only touched under `lock`; values reach the waiting task through a
    // continuation (wrapped in `Handoff`, the value moves and is not shared).
    private let lock = Lock()
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Handoff<Result<Input?, Failure>>, Never>?
    private var early: [Result<Input?, Failure>] = []
    private var ended: Result<Input?, Failure>?

    func receive(subscription: any Subscription) {
        let (keep, owed) = lock.withLock { () -> (Bool, Bool) in
            guard self.subscription == nil, ended == nil else { return (false, false) }
            self.subscription = subscription
            return (true, waiting != nil)
        }
        if !keep { subscription.cancel() }
        // A `next()` that started before the subscription arrived is still owed its element.
        if owed { subscription.request(.max(1)) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        hand(.success(input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let end: Result<Input?, Failure>
        switch completion {
        case .finished: end = .success(nil)
        case .failure(let error): end = .failure(error)
        }
        lock.withLock {
            ended = ended ?? end
            subscription = nil
        }
        hand(end)
    }

    /// Gives `result` to the waiting `next()`, or keeps it for the next one.
    private func hand(_ result: Result<Input?, Failure>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Handoff<Result<Input?, Failure>>, Never>? in
            defer { self.waiting = nil }
            if self.waiting == nil { early.append(result) }
            return self.waiting
        }
        waiting?.resume(returning: Handoff(result))
    }

    func next() async throws(Failure) -> Input? {
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation {
                (continuation: CheckedContinuation<Handoff<Result<Input?, Failure>>, Never>) in
                let action = lock.withLock { () -> (Result<Input?, Failure>?, (any Subscription)?) in
                    if !early.isEmpty { return (early.removeFirst(), nil) }
                    if let ended { return (ended, nil) }
                    waiting = continuation
                    return (nil, subscription)
                }
                if let ready = action.0 {
                    continuation.resume(returning: Handoff(ready))
                } else {
                    action.1?.request(.max(1))
                }
            }
        } onCancel: {
            cancelFromTask()
        }.value
        return try result.get()
    }

    private func cancelFromTask() {
        let (subscription, waiting) = lock.withLock {
            () -> ((any Subscription)?, CheckedContinuation<Handoff<Result<Input?, Failure>>, Never>?) in
            ended = .success(nil)
            defer {
                self.subscription = nil
                self.waiting = nil
            }
            return (self.subscription, self.waiting)
        }
        subscription?.cancel()
        waiting?.resume(returning: Handoff(.success(nil)))
    }
}
