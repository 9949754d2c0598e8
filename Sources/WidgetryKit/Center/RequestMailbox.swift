import Synchronization

/// A center's connection to a host, the requests made while none is connected, and an optional log of every
/// request: the mechanism `WidgetCenter` and `ControlCenter` share.
///
/// Requests sent with no connection wait, oldest first, and are delivered when one connects, so nothing is lost.
package final class RequestMailbox<Request: Sendable, Connection: Sendable>: Sendable {
    private struct State {
        var connection: Connection?
        var pending: [Request] = []
        var log: [Request] = []
    }

    private let state = Mutex(State())
    private let logLimit: Int
    private let deliver: @Sendable (Connection, Request) -> Void

    /// Creates a mailbox.
    /// - Parameters:
    ///   - logLimit: The most requests ``log`` keeps; 0 keeps none.
    ///   - deliver: Hands a request to a connection; must not block.
    package init(logLimit: Int = 0, deliver: @escaping @Sendable (Connection, Request) -> Void) {
        self.logLimit = logLimit
        self.deliver = deliver
    }

    /// The connected host, if any.
    package var connection: Connection? { state.withLock { $0.connection } }

    /// Requests made while no host was connected, oldest first.
    package var pending: [Request] { state.withLock { $0.pending } }

    /// Every request sent, oldest first, up to the log limit.
    package var log: [Request] { state.withLock { $0.log } }

    /// Connects a host and delivers the pending requests to it, oldest first.
    package func connect(_ connection: Connection) {
        let pending = state.withLock { state in
            state.connection = connection
            defer { state.pending = [] }
            return state.pending
        }
        for request in pending { deliver(connection, request) }
    }

    /// Disconnects the host; later requests wait.
    package func disconnect() {
        state.withLock { $0.connection = nil }
    }

    /// Delivers a request to the connected host, or keeps it until one connects.
    package func send(_ request: Request) {
        let limit = logLimit
        let connection = state.withLock { state -> Connection? in
            if limit > 0 {
                state.log.append(request)
                if state.log.count > limit { state.log.removeFirst(state.log.count - limit) }
            }
            if state.connection == nil { state.pending.append(request) }
            return state.connection
        }
        if let connection { deliver(connection, request) }
    }
}
