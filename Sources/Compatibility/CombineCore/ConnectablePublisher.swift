/// A publisher that provides an explicit means of connecting and canceling publication.
///
/// Use `makeConnectable()` to create one from a publisher that never fails, `connect()` to start it, and
/// `autoconnect()` to connect at the first subscription.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with which to cancel
    /// publishing.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    ///
    /// The publisher connects when the first subscriber attaches and disconnects when the last one cancels.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(self)
    }
}

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        // @unchecked: `connection` and `subscriberCount` are only touched under `lock`.
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let lock = Lock()
        private var connection: (any Cancellable)?
        private var subscriberCount = 0

        public init(_ upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            lock.withLock { subscriberCount += 1 }
            upstream.subscribe(
                Relay(
                    "Autoconnect", downstream: subscriber,
                    // Strong: each subscription keeps the publisher, and with it the connection, alive (as Apple's
                    // does); `Timer.publish(…).autoconnect().sink {…}` is otherwise disconnected at once.
                    hooks: RelayHooks(cancel: { self.subscriberLeft() }),
                    onValue: { .emit($0) }, onCompletion: { .forward($0) }))
            let connect = lock.withLock { () -> Bool in
                connection == nil
            }
            if connect {
                let connection = upstream.connect()
                let stale = lock.withLock { () -> Bool in
                    guard self.connection == nil else { return true }
                    self.connection = connection
                    return false
                }
                if stale { connection.cancel() }
            }
        }

        private func subscriberLeft() {
            let connection = lock.withLock { () -> (any Cancellable)? in
                subscriberCount -= 1
                guard subscriberCount == 0 else { return nil }
                defer { self.connection = nil }
                return self.connection
            }
            connection?.cancel()
        }
    }

    /// A publisher that provides explicit connectability to another publisher.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        private let multicast: Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher, attached to the provided upstream publisher.
        public init(upstream: Upstream) {
            multicast = Multicast(upstream: upstream) { PassthroughSubject() }
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            multicast.receive(subscriber: subscriber)
        }

        public func connect() -> any Cancellable {
            multicast.connect()
        }
    }

    /// A publisher that uses a subject to deliver elements to multiple subscribers.
    public final class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher, @unchecked Sendable
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        // @unchecked: the lazily made subject is only created and read under `lock`.
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        public final let upstream: Upstream
        /// A closure to create a new Subject each time a subscriber attaches to the multicast publisher.
        public final let createSubject: () -> SubjectType
        private let lock = Lock()
        private var subject: SubjectType?

        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        private var lazySubject: SubjectType {
            lock.withLock {
                if let subject { return subject }
                let made = createSubject()
                subject = made
                return made
            }
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            lazySubject.subscribe(subscriber)
        }

        public func connect() -> any Cancellable {
            upstream.subscribe(lazySubject)
        }
    }

    /// A publisher that shares the output of an upstream publisher with multiple subscribers.
    ///
    /// The upstream is subscribed when the first subscriber attaches (through a `PassthroughSubject`), and
    /// cancelled when the last one leaves.
    public final class Share<Upstream: Publisher>: Publisher, Equatable, @unchecked Sendable {
        // @unchecked: all state is in `inner`, an `Autoconnect` that guards its own state with a lock.
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let inner: Autoconnect<Multicast<Upstream, PassthroughSubject<Output, Failure>>>

        public init(upstream: Upstream) {
            self.upstream = upstream
            inner = Multicast(upstream: upstream) { PassthroughSubject() }.autoconnect()
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
            inner.receive(subscriber: subscriber)
        }

        public static func == (lhs: Share, rhs: Share) -> Bool {
            lhs === rhs
        }
    }
}

extension Publisher where Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }

    /// Applies a closure to create a subject that delivers elements to subscribers.
    public func multicast<S: Subject>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    public func multicast<S: Subject>(subject: S) -> Publishers.Multicast<Self, S>
    where Failure == S.Failure, Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}
