extension Subscribers {
    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible {
        public typealias Failure = Never

        /// The object that contains the property to assign; released when the stream ends.
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>

        private let lock = Lock()
        private var subscription: (any Subscription)?

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            let accepted = lock.withLock { () -> Bool in
                guard self.subscription == nil, object != nil else { return false }
                self.subscription = subscription
                return true
            }
            guard accepted else {
                subscription.cancel()
                return
            }
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            guard let object = lock.withLock({ self.object }) else { return .none }
            object[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.withLock {
                object = nil
                subscription = nil
            }
        }

        /// Cancels the subscription and releases the object.
        public func cancel() {
            let subscription = lock.withLock { () -> (any Subscription)? in
                object = nil
                defer { self.subscription = nil }
                return self.subscription
            }
            subscription?.cancel()
        }
    }
}

extension Publisher where Failure == Never {
    /// Assigns each element from a publisher to a property on an object.
    ///
    /// The subscriber keeps a strong reference to `object` until the stream ends or is cancelled.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let subscriber = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(subscriber)
        return AnyCancellable(subscriber)
    }
}
