/// A publisher that exposes a method for outside callers to publish elements.
///
/// A subject is a publisher that you can use to "inject" values into a stream, by calling its `send(_:)` method.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Sends a subscription to the subscriber; the subject requests unlimited values through it.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    ///
    /// - Returns: A cancellable instance, which you use to end the subscription.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where Failure == S.Failure, Output == S.Output {
        let relay = SubjectFeed(subject)
        subscribe(relay)
        return AnyCancellable(relay)
    }
}

/// The subscriber `subscribe(_:)` attaches to feed a subject from a publisher.
private final class SubjectFeed<Target: Subject>: Subscriber, Cancellable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private let lock = Lock()
    private var subject: Target?
    private var subscription: (any Subscription)?

    init(_ subject: Target) {
        self.subject = subject
    }

    func receive(subscription: any Subscription) {
        let subject = lock.withLock { () -> Target? in
            guard self.subscription == nil, let subject = self.subject else { return nil }
            self.subscription = subscription
            return subject
        }
        guard let subject else {
            subscription.cancel()
            return
        }
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock { subject }?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let subject = lock.withLock { () -> Target? in
            defer {
                self.subject = nil
                subscription = nil
            }
            return self.subject
        }
        subject?.send(completion: completion)
    }

    func cancel() {
        let subscription = lock.withLock { () -> (any Subscription)? in
            subject = nil
            defer { self.subscription = nil }
            return self.subscription
        }
        subscription?.cancel()
    }
}
