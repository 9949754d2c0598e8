import Foundation

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

    private let mailbox: RequestMailbox<ControlCenterRequest, any ControlCenterConnection>

    /// The most requests ``requestLog`` keeps; older ones are dropped first.
    public let requestLogLimit: Int

    /// Creates a control center with nothing connected; apps use ``shared``.
    /// - Parameter requestLogLimit: The most requests ``requestLog`` keeps.
    package init(requestLogLimit: Int = 1000) {
        self.requestLogLimit = requestLogLimit
        mailbox = RequestMailbox(logLimit: requestLogLimit) { connection, request in connection.deliver(request) }
    }

    /// Reloads every control of a kind: the host asks its value provider again and redraws it.
    /// - Parameter kind: The control's kind string.
    public func reloadControls(ofKind kind: String) { send(.reloadControls(kind: kind)) }

    /// Reloads every control of the app.
    public func reloadAllControls() { send(.reloadAllControls) }

    /// The controls people added, as the connected host knows them; none when no host is connected.
    public func currentControls() async throws -> [ControlInfo] {
        guard let connection = mailbox.connection else { return [] }
        return try await connection.currentControls()
    }

    /// Connects the center to a host; pending requests are delivered to it at once, oldest first.
    public func connect(_ connection: any ControlCenterConnection) { mailbox.connect(connection) }

    /// Disconnects the host; later requests wait in ``pendingRequests``.
    public func disconnect() { mailbox.disconnect() }

    /// Requests made while no host was connected, oldest first.
    public var pendingRequests: [ControlCenterRequest] { mailbox.pending }

    /// Every request made, oldest first, up to ``requestLogLimit``.
    public var requestLog: [ControlCenterRequest] { mailbox.log }

    private func send(_ request: ControlCenterRequest) { mailbox.send(request) }
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
