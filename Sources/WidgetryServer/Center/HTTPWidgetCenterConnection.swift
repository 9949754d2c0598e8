import Foundation
import Synchronization
import WidgetryIntents
import WidgetryKit
import WidgetryUI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Connects `WidgetCenter` and `ControlCenter` in one process to a host served by `serve` in another, over HTTP.
///
/// An app, a script or a test that runs beside `swift run MyWidgets serve` reaches its host by setting
/// `WIDGETRY_HOST_URL` (and `WIDGETRY_HOST_TOKEN` when the server has a token) and connecting once:
///
/// ```swift
/// // WIDGETRY_HOST_URL=http://127.0.0.1:8080 swift run MyApp
/// HTTPWidgetCenterConnection.connectFromEnvironment()
/// WidgetCenter.shared.reloadTimelines(ofKind: "WeatherWidget")   // POST /api/reload {"kind":"WeatherWidget"}
/// let widgets = try await WidgetCenter.shared.currentConfigurations()   // GET /api/configurations
/// ControlCenter.shared.reloadControls(ofKind: "Flashlight")   // POST /api/controls/reload {"kind":"Flashlight"}
/// let controls = try await ControlCenter.shared.currentControls()   // GET /api/controls
/// let activity = try Activity.request(attributes: …, content: …, pushType: .token)   // POST /api/activities
/// await activity.update(…)   // PUT /api/activities/{id}/content; end(…): POST /api/activities/{id}/end
/// ```
///
/// Activities the app starts get the host's push token (`pushTokenUpdates` yields it once the host answers), so a
/// server pushes to the host as it would to APNs.
///
/// Requests are sent in the order they were made, one at a time, without blocking the caller; one that fails is
/// reported to ``onFailure`` (standard error by default) and not retried.
public final class HTTPWidgetCenterConnection: WidgetCenterConnection, ControlCenterConnection, LiveActivityRemote {
    /// The environment variable that names the host's base URL, such as `http://127.0.0.1:8080`.
    public static let hostURLVariable = "WIDGETRY_HOST_URL"
    /// The environment variable that holds the server's token, if it has one.
    public static let tokenVariable = "WIDGETRY_HOST_TOKEN"

    /// The server's base URL.
    public let baseURL: URL
    /// The server's token, sent as `Authorization: Bearer`.
    public let token: String?
    /// Called with a message when a delivered request fails.
    public let onFailure: @Sendable (String) -> Void

    private let session: URLSession
    private let queue: AsyncStream<Queued>.Continuation

    /// A request waiting its turn: for `WidgetCenter` or for `ControlCenter`.
    private enum Queued: Sendable, CustomStringConvertible {
        case widgets(WidgetCenterRequest)
        case controls(ControlCenterRequest)
        case startActivity(LiveActivityRecord, LiveActivityStore)
        case updateActivity(id: String, content: ActivityContent<Data>, alert: AlertConfiguration?, timestamp: Date?)
        case endActivity(
            id: String, content: ActivityContent<Data>?, dismissal: ActivityUIDismissalPolicy, timestamp: Date?)

        var description: String {
            switch self {
            case .widgets(let request): "\(request)"
            case .controls(let request): "\(request)"
            case .startActivity(let record, _): "Activity.request (\(record.attributesType) \(record.id))"
            case .updateActivity(let id, _, _, _): "Activity.update (\(id))"
            case .endActivity(let id, _, _, _): "Activity.end (\(id))"
            }
        }
    }
    private let pending = Mutex<Int>(0)
    private let idleWaiters = Mutex<[CheckedContinuation<Void, Never>]>([])

    /// Creates a connection to a server.
    ///
    /// - Parameters:
    ///   - baseURL: The server's base URL, such as `http://127.0.0.1:8080`.
    ///   - token: The server's token, if it has one.
    ///   - session: The URL session to send requests with.
    ///   - onFailure: Called with a message when a delivered request fails.
    public init(
        baseURL: URL, token: String? = nil, session: URLSession = .shared,
        onFailure: @escaping @Sendable (String) -> Void = { message in
            FileHandle.standardError.write(Data(("WidgetCenter: " + message + "\n").utf8))
        }
    ) {
        self.baseURL = baseURL
        self.token = token
        self.session = session
        self.onFailure = onFailure
        let (stream, continuation) = AsyncStream.makeStream(of: Queued.self)
        self.queue = continuation
        Task { [weak self] in
            for await request in stream {
                guard let self else { return }
                await self.send(request)
                self.finishOne()
            }
        }
    }

    deinit {
        queue.finish()
    }

    /// A connection to the host `WIDGETRY_HOST_URL` names, with `WIDGETRY_HOST_TOKEN`, or `nil` when the variable
    /// is not set.
    ///
    /// - Parameter environment: The environment to read; the process's by default.
    /// - throws: ``WidgetServerError`` when the variable is set but is not an http(s) URL.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> HTTPWidgetCenterConnection? {
        guard let text = environment[hostURLVariable], !text.isEmpty else { return nil }
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil
        else {
            throw WidgetServerError.badRequest(
                "\(hostURLVariable) is '\(text)', which is not an http(s) URL such as 'http://127.0.0.1:8080'.",
                field: hostURLVariable)
        }
        return HTTPWidgetCenterConnection(baseURL: url, token: environment[tokenVariable])
    }

    /// Connects `WidgetCenter.shared`, `ControlCenter.shared` and the app's ActivityKit calls
    /// (`LiveActivityStore.shared`) to the host the environment names; returns whether it did.
    ///
    /// A malformed `WIDGETRY_HOST_URL` is reported on standard error and leaves `WidgetCenter` as it was.
    @discardableResult
    public static func connectFromEnvironment() -> Bool {
        do {
            guard let connection = try fromEnvironment() else { return false }
            WidgetCenter.shared.connect(connection)
            ControlCenter.shared.connect(connection)
            LiveActivityStore.shared.setRemote(connection)
            return true
        } catch {
            FileHandle.standardError.write(Data("WidgetCenter: \(error)\n".utf8))
            return false
        }
    }

    /// Queues a request; it is sent after those before it.
    public func deliver(_ request: WidgetCenterRequest) {
        pending.withLock { $0 += 1 }
        queue.yield(.widgets(request))
    }

    /// Queues a `ControlCenter` request; it is sent after those before it.
    public func deliver(_ request: ControlCenterRequest) {
        pending.withLock { $0 += 1 }
        queue.yield(.controls(request))
    }

    /// Queues `POST /api/activities` for an activity the app started.
    public func didStart(_ record: LiveActivityRecord, in store: LiveActivityStore) {
        enqueue(.startActivity(record, store))
    }

    /// Queues `PUT /api/activities/{id}/content` for content the app applied.
    public func didUpdate(id: String, content: ActivityContent<Data>, alert: AlertConfiguration?, timestamp: Date?) {
        enqueue(.updateActivity(id: id, content: content, alert: alert, timestamp: timestamp))
    }

    /// Queues `POST /api/activities/{id}/end` for an activity the app ended.
    public func didEnd(
        id: String, content: ActivityContent<Data>?, dismissalPolicy: ActivityUIDismissalPolicy, timestamp: Date?
    ) {
        enqueue(.endActivity(id: id, content: content, dismissal: dismissalPolicy, timestamp: timestamp))
    }

    private func enqueue(_ queued: Queued) {
        pending.withLock { $0 += 1 }
        queue.yield(queued)
    }

    /// The controls the host shows in Control Center, from `GET /api/controls`.
    ///
    /// Intents are not rebuilt across processes: `controlConfigurationIntent(of:)` is `nil`; read `configuration`.
    ///
    /// - throws: ``WidgetServerError`` with the server's message when it answers with an error, or the URL
    ///   session's error when it cannot be reached.
    public func currentControls() async throws -> [ControlInfo] {
        struct ControlInfoJSON: Decodable {
            let id: String
            let kind: String
            let configuration: WidgetConfigurationValues?
        }
        let data = try await perform(method: "GET", path: "api/controls", body: nil)
        return try JSONDecoder().decode([ControlInfoJSON].self, from: data).map {
            ControlInfo(kind: $0.kind, id: $0.id, configuration: $0.configuration)
        }
    }

    /// The widgets the host shows, from `GET /api/configurations`.
    ///
    /// Intents are not rebuilt across processes: `widgetConfigurationIntent(of:)` is `nil`; read `configuration`.
    ///
    /// - throws: ``WidgetServerError`` with the server's message when it answers with an error, or the URL
    ///   session's error when it cannot be reached.
    public func currentConfigurations() async throws -> [WidgetInfo] {
        let data = try await perform(method: "GET", path: "api/configurations", body: nil)
        let decoded = try JSONDecoder().decode([ConfigurationJSON].self, from: data)
        return decoded.map {
            WidgetInfo(
                kind: $0.kind, family: WidgetFamily(rawValue: $0.family) ?? .systemSmall, id: $0.id,
                configuration: $0.configuration)
        }
    }

    /// Waits until every delivered request has been sent (or has failed).
    public func waitUntilIdle() async {
        await withCheckedContinuation { continuation in
            let idle = pending.withLock { $0 == 0 }
            if idle {
                continuation.resume()
            } else {
                idleWaiters.withLock { $0.append(continuation) }
                // A request may have finished between the two locks.
                if pending.withLock({ $0 == 0 }) { resumeIdleWaiters() }
            }
        }
    }

    private func finishOne() {
        let idle = pending.withLock { count -> Bool in
            count -= 1
            return count == 0
        }
        if idle { resumeIdleWaiters() }
    }

    private func resumeIdleWaiters() {
        let waiters = idleWaiters.withLock { waiters in
            defer { waiters = [] }
            return waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    private func send(_ queued: Queued) async {
        do {
            switch queued {
            case .widgets(.reloadTimelines(let kind)):
                _ = try await perform(
                    method: "POST", path: "api/reload", body: try JSONEncoder().encode(["kind": kind]))
            case .widgets(.reloadAllTimelines):
                _ = try await perform(method: "POST", path: "api/reload", body: Data("{}".utf8))
            case .widgets(.invalidateConfigurationRecommendations):
                _ = try await perform(method: "POST", path: "api/recommendations/invalidate", body: nil)
            case .controls(.reloadControls(let kind)):
                _ = try await perform(
                    method: "POST", path: "api/controls/reload", body: try JSONEncoder().encode(["kind": kind]))
            case .controls(.reloadAllControls):
                _ = try await perform(method: "POST", path: "api/controls/reload", body: Data("{}".utf8))
            case .startActivity(let record, let store):
                var body: [String: Any] = [
                    "kind": record.attributesType, "id": record.id,
                    "attributes": try JSONSerialization.jsonObject(with: record.attributes),
                ]
                Self.add(record.content, to: &body)
                if record.pushType == .token { body["pushType"] = "token" }
                let answer = try await perform(
                    method: "POST", path: "api/activities", body: try JSONSerialization.data(withJSONObject: body))
                // The host's token is the one a push server must use: the app's activity reports it.
                if let object = try JSONSerialization.jsonObject(with: answer) as? [String: Any],
                    let hex = object["pushToken"] as? String
                {
                    try store.setPushToken(Data(hex: hex), forActivity: record.id)
                }
            case .updateActivity(let id, let content, let alert, let timestamp):
                var body: [String: Any] = [:]
                Self.add(content, to: &body)
                if let alert {
                    body["alert"] = ["title": String(localized: alert.title), "body": String(localized: alert.body)]
                }
                if let timestamp { body["timestamp"] = timestamp.ISO8601Format() }
                _ = try await perform(
                    method: "PUT", path: "api/activities/\(id)/content",
                    body: try JSONSerialization.data(withJSONObject: body))
            case .endActivity(let id, let content, let dismissal, let timestamp):
                var body: [String: Any] = [:]
                if let content { Self.add(content, to: &body) }
                switch dismissal {
                case .default: body["dismissal"] = "default"
                case .immediate: body["dismissal"] = "immediate"
                default:
                    // `after(DATE)`: the date in ISO 8601.
                    body["dismissal"] = String(dismissal.description.dropFirst("after(".count).dropLast())
                }
                if let timestamp { body["timestamp"] = timestamp.ISO8601Format() }
                _ = try await perform(
                    method: "POST", path: "api/activities/\(id)/end",
                    body: try JSONSerialization.data(withJSONObject: body))
            }
        } catch {
            onFailure("\(queued) failed: \(error)")
        }
    }

    /// An activity's content as the API takes it: `contentState`, `staleDate`, `relevanceScore`.
    private static func add(_ content: ActivityContent<Data>, to body: inout [String: Any]) {
        body["contentState"] = (try? JSONSerialization.jsonObject(with: content.state)) ?? [:]
        if let stale = content.staleDate { body["staleDate"] = stale.ISO8601Format() }
        body["relevanceScore"] = content.relevanceScore
    }

    private func perform(method: String, path: String, body: Data?) async throws -> Data {
        var request = URLRequest(url: baseURL.appendingPathComponent(path), timeoutInterval: 30)
        request.httpMethod = method
        if let body {
            request.httpBody = body
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        let (data, response) = try await session.data(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            struct Envelope: Decodable {
                struct Body: Decodable {
                    let message: String
                    let field: String?
                    let code: String?
                }
                let error: Body
            }
            if let envelope = try? JSONDecoder().decode(Envelope.self, from: data) {
                throw WidgetServerError(
                    statusCode: status, code: envelope.error.code ?? "http\(status)", message: envelope.error.message,
                    field: envelope.error.field)
            }
            throw WidgetServerError(
                statusCode: status, code: "http\(status)",
                message: "The host at '\(baseURL.absoluteString)' answered \(method) /\(path) with status \(status).")
        }
        return data
    }
}
