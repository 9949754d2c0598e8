import Foundation

/// An object that contains a list of user-configured widgets and reloads them.
///
/// For example:
///
/// ```swift
/// WidgetCenter.shared.reloadTimelines(ofKind: "CountryWidget")
/// ```
///
/// The requests go to the host the process is connected to (see ``WidgetCenterConnection``): the host running
/// in this process, or one reached over HTTP. With no host connected, requests are kept in
/// ``pendingRequests`` so nothing is lost, and ``currentConfigurations()`` returns no widgets.
public final class WidgetCenter: Sendable {
    /// The shared widget center.
    public static let shared = WidgetCenter()

    private let mailbox = RequestMailbox<WidgetCenterRequest, any WidgetCenterConnection> { connection, request in
        connection.deliver(request)
    }

    private init() {}

    /// Reloads the timelines of every widget of a kind.
    public func reloadTimelines(ofKind kind: String) { send(.reloadTimelines(kind: kind)) }

    /// Reloads the timelines of every widget of the app.
    public func reloadAllTimelines() { send(.reloadAllTimelines) }

    /// Asks the system to fetch new configuration recommendations.
    public func invalidateConfigurationRecommendations() { send(.invalidateConfigurationRecommendations) }

    /// The widgets a person has added.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let connection = mailbox.connection else { return [] }
        return try await connection.currentConfigurations()
    }

    /// The widgets a person has added, delivered to a completion handler.
    public func getCurrentConfigurations(
        _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
    ) {
        Task {
            do { completion(.success(try await currentConfigurations())) } catch { completion(.failure(error)) }
        }
    }

    /// Connects the center to a host; pending requests are delivered to it at once.
    public func connect(_ connection: any WidgetCenterConnection) { mailbox.connect(connection) }

    /// Disconnects the host; later requests wait in ``pendingRequests``.
    public func disconnect() { mailbox.disconnect() }

    /// Requests made while no host was connected, oldest first.
    public var pendingRequests: [WidgetCenterRequest] { mailbox.pending }

    private func send(_ request: WidgetCenterRequest) { mailbox.send(request) }
}

/// A request an app makes of WidgetKit through ``WidgetCenter``.
public enum WidgetCenterRequest: Sendable, Hashable, Codable {
    case reloadTimelines(kind: String)
    case reloadAllTimelines
    case invalidateConfigurationRecommendations
}

/// The receiving end of ``WidgetCenter``: a host in this process or a client of one elsewhere.
public protocol WidgetCenterConnection: Sendable {
    /// Delivers a request; must not block.
    func deliver(_ request: WidgetCenterRequest)
    /// The widgets the host shows.
    func currentConfigurations() async throws -> [WidgetInfo]
}
