import Foundation

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: WidgetryCombine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never

        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subscription = NotificationSubscription(center: center, downstream: AnySubscriber(subscriber))
            subscriber.receive(subscription: subscription)
            subscription.observe(name: name, object: object)
        }
    }
}

/// One subscriber's observation of a notification center: posts go out against demand, the rest are dropped.
private final class NotificationSubscription: Subscription, CustomStringConvertible, @unchecked Sendable {
    // @unchecked: `downstream`, `demand` and `observer` are only touched under `lock`; posts arrive on any thread.
    private let lock = Lock()
    private let center: NotificationCenter
    private var downstream: AnySubscriber<Notification, Never>?
    private var demand = Subscribers.Demand.none
    private var observer: (any NSObjectProtocol)?

    init(center: NotificationCenter, downstream: AnySubscriber<Notification, Never>) {
        self.center = center
        self.downstream = downstream
    }

    var description: String { "NotificationCenter Observer" }

    func observe(name: Notification.Name, object: AnyObject?) {
        guard lock.withLock({ downstream != nil }) else { return }
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.post(notification)
        }
        let stale = lock.withLock { () -> Bool in
            guard downstream != nil else { return true }
            observer = token
            return false
        }
        if stale { center.removeObserver(token) }
    }

    private func post(_ notification: Notification) {
        let target = lock.withLock { () -> AnySubscriber<Notification, Never>? in
            guard let downstream, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let target else { return }
        let more = target.receive(notification)
        lock.withLock { demand += more }
    }

    func request(_ demand: Subscribers.Demand) {
        lock.withLock { self.demand += demand }
    }

    func cancel() {
        let observer = lock.withLock { () -> (any NSObjectProtocol)? in
            downstream = nil
            defer { self.observer = nil }
            return self.observer
        }
        if let observer { center.removeObserver(observer) }
    }
}
