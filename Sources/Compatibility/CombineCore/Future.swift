/// A publisher that eventually produces a single value and then finishes or fails.
///
/// The closure runs once, when the future is created; every subscriber (before or after the promise is
/// fulfilled) receives the same result, once it has demand.
public final class Future<Output, Failure: Error>: Publisher, @unchecked Sendable {
    // @unchecked: `result` and `waiting` are only touched under `lock`; the promise may be called on any thread.

    /// A type that represents a closure to invoke in the future, when an element or error is available.
    ///
    /// It is `@Sendable` (Apple's is not) so a promise can be fulfilled from a `Task` in Swift 6 mode; every closure
    /// written for Apple's type still converts to it.
    public typealias Promise = @Sendable (Result<Output, Failure>) -> Void

    private let lock = Lock()
    private var result: Result<Output, Failure>?
    private var waiting: [FutureConduit<Output, Failure>] = []

    /// Creates a publisher that invokes a promise closure when the publisher emits an element.
    public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
        // The promise keeps the future alive until it is fulfilled, so a future nobody else holds still delivers.
        attemptToFulfill { result in self.fulfill(result) }
    }

    private func fulfill(_ result: Result<Output, Failure>) {
        let waiting = lock.withLock { () -> [FutureConduit<Output, Failure>] in
            guard self.result == nil else { return [] }
            self.result = result
            defer { self.waiting = [] }
            return self.waiting
        }
        for conduit in waiting { conduit.resolve(result) }
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        let conduit = FutureConduit(AnySubscriber(subscriber))
        let result = lock.withLock { () -> Result<Output, Failure>? in
            if self.result == nil { waiting.append(conduit) }
            return self.result
        }
        subscriber.receive(subscription: conduit)
        if let result { conduit.resolve(result) }
    }
}

/// One subscriber's subscription to a `Future`: delivers the result once it is known and demanded.
private final class FutureConduit<Output, Failure: Error>: Subscription, CustomStringConvertible {
    private let lock = Lock()
    private var downstream: AnySubscriber<Output, Failure>?
    private var demanded = false
    private var result: Result<Output, Failure>?

    init(_ downstream: AnySubscriber<Output, Failure>) {
        self.downstream = downstream
    }

    var description: String { "Future" }

    func resolve(_ result: Result<Output, Failure>) {
        lock.withLock { self.result = result }
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        lock.withLock { demanded = true }
        deliverIfReady()
    }

    private func deliverIfReady() {
        let ready = lock.withLock { () -> (Result<Output, Failure>, AnySubscriber<Output, Failure>)? in
            guard demanded, let result, let downstream else { return nil }
            self.downstream = nil
            return (result, downstream)
        }
        guard let (result, downstream) = ready else { return }
        switch result {
        case .success(let value):
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            downstream.receive(completion: .failure(error))
        }
    }

    func cancel() {
        lock.withLock { downstream = nil }
    }
}

/// A publisher that awaits subscription before running the supplied closure to create a publisher for the new
/// subscriber.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    public typealias Output = DeferredPublisher.Output
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        createPublisher().receive(subscriber: subscriber)
    }
}
