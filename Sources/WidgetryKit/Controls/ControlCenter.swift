import Foundation
import Synchronization

/// An object that reloads controls and lists the ones people added.
///
/// For example:
///
/// ```swift
/// ControlCenter.shared.reloadControls(ofKind: "Flashlight")
/// ```
///
/// Requests go to the host the process is connected to (see ``ControlCenterConnection``). With no host
/// connected, they wait in ``pendingRequests`` and are delivered when one connects, so nothing is lost; every
/// request is also kept in ``requestLog`` for inspection.
public final class ControlCenter: Sendable {
    /// The shared control center.
    public static let shared = ControlCenter()

    private struct State {
        var connection: (any ControlCenterConnection)?
        var pending: [ControlCenterRequest] = []
        var log: [ControlCenterRequest] = []
    }

    private let state = Mutex(State())

    /// The most requests ``requestLog`` keeps; older ones are dropped first.
    public let requestLogLimit: Int

    /// Creates a control center with nothing connected; apps use ``shared``.
    /// - Parameter requestLogLimit: The most requests ``requestLog`` keeps.
    package init(requestLogLimit: Int = 1000) {
        self.requestLogLimit = requestLogLimit
    }

    /// Reloads every control of a kind: the host asks its value provider again and redraws it.
    /// - Parameter kind: The control's kind string.
    public func reloadControls(ofKind kind: String) { send(.reloadControls(kind: kind)) }

    /// Reloads every control of the app.
    public func reloadAllControls() { send(.reloadAllControls) }

    /// The controls people added, as the connected host knows them; none when no host is connected.
    public func currentControls() async throws -> [ControlInfo] {
        guard let connection = state.withLock({ $0.connection }) else { return [] }
        return try await connection.currentControls()
    }

    /// Connects the center to a host; pending requests are delivered to it at once, oldest first.
    public func connect(_ connection: any ControlCenterConnection) {
        let pending = state.withLock { state in
            state.connection = connection
            defer { state.pending = [] }
            return state.pending
        }
        for request in pending { connection.deliver(request) }
    }

    /// Disconnects the host; later requests wait in ``pendingRequests``.
    public func disconnect() {
        state.withLock { $0.connection = nil }
    }

    /// Requests made while no host was connected, oldest first.
    public var pendingRequests: [ControlCenterRequest] { state.withLock { $0.pending } }

    /// Every request made, oldest first, up to ``requestLogLimit``.
    public var requestLog: [ControlCenterRequest] { state.withLock { $0.log } }

    private func send(_ request: ControlCenterRequest) {
        let limit = requestLogLimit
        let connection = state.withLock { state -> (any ControlCenterConnection)? in
            state.log.append(request)
            if state.log.count > limit { state.log.removeFirst(state.log.count - limit) }
            if state.connection == nil { state.pending.append(request) }
            return state.connection
        }
        connection?.deliver(request)
    }
}

/// A request an app makes of the system through ``ControlCenter``.
public enum ControlCenterRequest: Sendable, Hashable, Codable {
    /// Reload the controls of a kind.
    case reloadControls(kind: String)
    /// Reload every control.
    case reloadAllControls

    /// Whether the request reloads controls of a kind.
    public func applies(toKind kind: String) -> Bool {
        switch self {
        case .reloadAllControls: true
        case .reloadControls(let requested): requested == kind
        }
    }
}

/// The receiving end of ``ControlCenter``: a host in this process or a client of one elsewhere.
public protocol ControlCenterConnection: Sendable {
    /// Delivers a request; must not block.
    func deliver(_ request: ControlCenterRequest)
    /// The controls the host shows.
    func currentControls() async throws -> [ControlInfo]
}
