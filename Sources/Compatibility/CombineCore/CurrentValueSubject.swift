/// A subject that wraps a single value and publishes a new element whenever the value changes.
///
/// A new subscriber receives the current value first. A subscriber without outstanding demand keeps only the
/// newest value and receives it when it asks.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    // @unchecked: `current` is guarded by `lock`; everything else lives in `core`, guarded by its own lock.
    private let lock = Lock()
    private let core = SubjectCore<Output, Failure>(replaysLatest: true)
    private var current: Output

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    deinit {
        core.cancelUpstreams()
    }

    /// Sends a value to the subscribers, and makes it the current value.
    public func send(_ input: Output) {
        guard !core.isCompleted else { return }
        lock.withLock { current = input }
        core.send(input)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    public func send(subscription: any Subscription) {
        core.send(subscription: subscription)
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        core.attach(subscriber, initial: lock.withLock { current })
    }
}
