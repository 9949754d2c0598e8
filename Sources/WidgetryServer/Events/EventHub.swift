import Foundation
import Synchronization
import WidgetryHost
import WidgetryKit

/// Fans host events and the server's own events out to every open event stream.
///
/// Publishing never blocks (the host calls it on its executor): each subscriber has a buffered stream that keeps
/// the newest 256 events. ``close()`` ends every stream, as graceful shutdown does, so open `GET /api/events`
/// responses finish and the HTTP server can stop.
final class EventHub: Sendable {
    /// What a subscriber receives: an event, or a keep-alive tick for an idle connection.
    enum Message: Sendable, Equatable {
        case event(ServerEvent)
        case keepAlive
    }

    private struct State {
        var subscribers: [UUID: AsyncStream<Message>.Continuation] = [:]
        var sequence = 0
        var isClosed = false
        var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

        /// Takes the waiters whose count is reached.
        mutating func satisfiedWaiters() -> [CheckedContinuation<Void, Never>] {
            let ready = waiters.filter { $0.count <= subscribers.count }.map(\.continuation)
            waiters.removeAll { $0.count <= subscribers.count }
            return ready
        }
    }

    private let state = Mutex(State())
    /// The event log's relay, when the server has one: published events go through it and come back with its ids.
    private let relayed = Mutex<EventRelay?>(nil)

    init() {}

    /// The relay that logs events before they are delivered (see ``EventRelay``), if any.
    var relay: EventRelay? { relayed.withLock { $0 } }

    /// Sends every published event through `relay` from now on; it hands them back through ``deliver(_:)``.
    func attach(_ relay: EventRelay) {
        relayed.withLock { $0 = relay }
    }

    /// The number of open subscriptions.
    var subscriberCount: Int { state.withLock { $0.subscribers.count } }

    /// Opens a subscription; the stream ends when the hub closes or the subscriber stops iterating.
    func subscribe() -> (id: UUID, messages: AsyncStream<Message>) {
        let id = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: Message.self, bufferingPolicy: .bufferingNewest(256))
        let (closed, ready) = state.withLock { state -> (Bool, [CheckedContinuation<Void, Never>]) in
            if !state.isClosed { state.subscribers[id] = continuation }
            return (state.isClosed, state.satisfiedWaiters())
        }
        if closed { continuation.finish() }
        for waiter in ready { waiter.resume() }
        continuation.onTermination = { [weak self] _ in self?.unsubscribe(id) }
        return (id, stream)
    }

    /// Returns once at least `count` subscriptions are open.
    func waitForSubscribers(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if state.subscribers.count >= count { return true }
                state.waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Sends a keep-alive tick to one subscriber.
    func keepAlive(_ id: UUID) {
        let continuation = state.withLock { $0.subscribers[id] }
        continuation?.yield(.keepAlive)
    }

    /// Ends one subscription.
    func unsubscribe(_ id: UUID) {
        let continuation = state.withLock { $0.subscribers.removeValue(forKey: id) }
        continuation?.finish()
    }

    /// Sends an event to every subscriber, numbering it; through the event log first when the hub has a relay.
    func publish(_ event: ServerEvent) {
        if let relay { return relay.enqueue(event) }
        let (numbered, continuations) = state.withLock { state -> (ServerEvent, [AsyncStream<Message>.Continuation]) in
            state.sequence += 1
            var numbered = event
            numbered.sequence = state.sequence
            return (numbered, Array(state.subscribers.values))
        }
        for continuation in continuations { continuation.yield(.event(numbered)) }
    }

    /// Sends an event as it is, with the id it has, to every subscriber: what the relay does with logged events.
    func deliver(_ event: ServerEvent) {
        let continuations = state.withLock { Array($0.subscribers.values) }
        for continuation in continuations { continuation.yield(.event(event)) }
    }

    /// Sends a host event, if the page follows its kind.
    func publish(_ event: HostEvent, bundle: WidgetBundleDescriptor) {
        publish(ServerEvent(event, bundle: bundle))
    }

    /// Ends every subscription and refuses new ones, and stops the relay.
    func close() {
        relayed.withLock { $0 }?.stop()
        let continuations = state.withLock { state -> [AsyncStream<Message>.Continuation] in
            state.isClosed = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for continuation in continuations { continuation.finish() }
    }
}
