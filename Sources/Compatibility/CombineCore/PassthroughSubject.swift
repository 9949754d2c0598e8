/// A subject that broadcasts elements to downstream subscribers.
///
/// Unlike `CurrentValueSubject`, a `PassthroughSubject` doesn't have an initial value or a buffer of the most
/// recently-published element: a value sent while a subscriber has no outstanding demand is dropped for it.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // @unchecked: all state lives in `core`, whose subscriber list and completion are guarded by its lock.
    private let core = SubjectCore<Output, Failure>(replaysLatest: false)

    /// Creates a subject with no subscribers.
    public init() {}

    deinit {
        core.cancelUpstreams()
    }

    public func send(_ input: Output) {
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        core.send(subscription: subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, initial: nil)
    }
}
