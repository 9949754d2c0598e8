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
    /// How often an activity the app started is read back from the host, so pushes the host applies reach the app.
    public let followInterval: Duration
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
    ///   - followInterval: How often an activity the app started is read back from the host (2 seconds).
    public init(
        baseURL: URL, token: String? = nil, session: URLSession = .shared,
        onFailure: @escaping @Sendable (String) -> Void = { message in
            FileHandle.standardError.write(Data(("WidgetCenter: " + message + "\n").utf8))
        }, followInterval: Duration = .seconds(2)
    ) {
        self.followInterval = followInterval
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
                    try store.setPushToken(Data(hexString: hex), forActivity: record.id)
                }
                let answered = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any]
                follow(record.id, in: store, seen: answered?["updatedAt"] as? String)
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

    /// Reads an activity back from the host every ``followInterval`` until it has ended there, applying what
    /// changed (pushes the host took: content, the end and its dismissal date) to the app's store, so
    /// `contentUpdates`, `activityStateUpdates` and `activityState` in the app see them as on a phone. It stops
    /// after ten failed reads in a row (the host is gone).
    private func follow(_ id: String, in store: LiveActivityStore, seen: String?) {
        Task { [weak self] in
            var failures = 0
            var seen = seen
            while failures < 10, !Task.isCancelled {
                guard let interval = self?.followInterval else { return }
                try? await Task.sleep(for: interval)
                guard let self,
                    let data = try? await self.perform(method: "GET", path: "api/activities/\(id)", body: nil),
                    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                else {
                    failures += 1
                    continue
                }
                failures = 0
                // Only what changed on the host since the last read, and not while the app's own changes are
                // still on their way (the host would look older than the app).
                let updatedAt = object["updatedAt"] as? String
                let ended = ["ended", "dismissed"].contains(object["state"] as? String ?? "")
                guard self.pending.withLock({ $0 }) == 0, updatedAt != seen || ended else { continue }
                seen = updatedAt
                if Self.mirror(object, id: id, into: store) { return }
            }
        }
    }

    /// Applies the host's view of an activity to the app's; returns whether there is nothing more to follow.
    private static func mirror(_ object: [String: Any], id: String, into store: LiveActivityStore) -> Bool {
        guard let local = store.record(id: id) else { return true }
        var content = local.content
        if let state = object["contentState"], let data = try? JSONSerialization.data(withJSONObject: state) {
            let stale = (object["staleDate"] as? String).flatMap { try? Date($0, strategy: .iso8601) }
            let relevance = (object["relevanceScore"] as? NSNumber)?.doubleValue ?? local.content.relevanceScore
            content = ActivityContent(state: data, staleDate: stale, relevanceScore: relevance)
        }
        let changed =
            !Self.sameJSON(content.state, local.content.state) || content.staleDate != local.content.staleDate
            || content.relevanceScore != local.content.relevanceScore
        let hostState = object["state"] as? String ?? "active"
        let hostEnded = hostState == "ended" || hostState == "dismissed"
        if local.endDate == nil {
            if hostEnded {
                let dismissal = (object["dismissalDate"] as? String).flatMap { try? Date($0, strategy: .iso8601) }
                let policy: ActivityUIDismissalPolicy =
                    hostState == "dismissed" ? .immediate : dismissal.map { .after($0) } ?? .default
                _ = try? store.end(id: id, content: changed ? content : nil, dismissalPolicy: policy)
            } else if changed {
                _ = try? store.update(id: id, content: content)
            }
        }
        // Once ended, the dismissal date is the app store's to keep: nothing more comes from the host.
        return hostEnded
    }

    /// Whether two JSON documents hold the same value (key order aside).
    private static func sameJSON(_ lhs: Data, _ rhs: Data) -> Bool {
        guard let left = try? JSONSerialization.jsonObject(with: lhs),
            let right = try? JSONSerialization.jsonObject(with: rhs)
        else { return lhs == rhs }
        return (left as? NSObject)?.isEqual(right) ?? false
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
