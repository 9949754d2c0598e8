import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline
import WidgetrySQLite
import WidgetryServer
import WidgetryUI

/// A server over a host on a manual clock with the test bundle, the layout-based renderer and the standard
/// variants; requests go through HummingbirdTesting's router client, or a live server on a free loopback port.
struct ServerHarness {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    /// One pipeline for all tests: its text engine is the expensive part.
    static let pipeline = WidgetPipeline()

    let clock: ManualClock
    let host: WidgetHost
    let server: WidgetServer
    let activities: LiveActivityStore

    static func make(
        token: String? = nil, address: String = "127.0.0.1", developerMode: Bool = false,
        webhook: URL? = nil, widgetPushStore: SQLiteWidgetStore? = nil, apnsKeys: [APNsProviderKey] = [],
        renderCacheLimit: Int? = nil, panels: PanelConfiguration? = nil, reloadAnswerDeadline: Duration = .seconds(600),
        device: DeviceProfile = .default
    ) async throws -> ServerHarness {
        let clock = ManualClock(now: start)
        var configuration = HostConfiguration(
            developerMode: developerMode, variants: WidgetServer.variants, timelineDating: .relativeToWallClock,
            logger: CollectingHostLogger())
        configuration.device = device
        // Deadlines on the wall clock only guard against providers that never answer; the test providers always
        // answer, so under heavy load (a busy CI machine) a slow answer must not turn into a timeout.
        configuration.limits.providerDeadline = 600
        let renderer = DisplayListRenderer(pipeline: pipeline)
        let host = try await WidgetHost(
            bundle: await serverTestBundle(), renderer: renderer, clock: clock, configuration: configuration)
        var serverConfiguration = WidgetServerConfiguration(
            host: address, port: 0, token: token, openURLWebhook: webhook, customURLSchemes: ["testapp"])
        serverConfiguration.eventKeepAlive = .seconds(60)
        serverConfiguration.apnsProviderKeys = apnsKeys
        serverConfiguration.previewDeadline = .seconds(600)
        // Reloads answer with their outcomes: the test providers always answer, however slowly under load.
        serverConfiguration.reloadAnswerDeadline = reloadAnswerDeadline
        if let renderCacheLimit { serverConfiguration.renderCacheLimit = renderCacheLimit }
        serverConfiguration.panels = panels
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        // Each test its own Live Activities, on the manual clock.
        let activities = LiveActivityStore(clock: { clock.now })
        // A store for the widgets' push token when a test asks for one (the host itself keeps nothing on disk).
        var pushTokens: WidgetPushTokens?
        if let widgetPushStore { pushTokens = try await WidgetPushTokens.attach(to: host, store: widgetPushStore) }
        let server = try await WidgetServer(
            host: host, pipeline: pipeline, renderer: renderer, configuration: serverConfiguration, logger: logger,
            activities: activities, widgetPushTokens: pushTokens)
        return ServerHarness(clock: clock, host: host, server: server, activities: activities)
    }

    /// Runs requests against the server: through the router (no sockets) or live on loopback.
    func test<Value: Sendable>(
        _ setup: TestingSetup = .router, _ body: @Sendable (any TestClientProtocol) async throws -> Value
    ) async throws -> Value {
        try await server.application().test(setup, body)
    }

    /// Adds a widget in the host and lets its first timeline arrive.
    @discardableResult
    func addLoaded(
        kind: String = "Counter", family: WidgetFamily = .systemSmall,
        configuration: WidgetConfigurationValues? = nil, id: String = "w1"
    ) async throws -> WidgetInstance {
        let instance = try await host.addWidget(kind: kind, family: family, configuration: configuration, id: id)
        await clock.runDueWakeUps()
        return instance
    }
}

/// A response with its body read as text and, when it is JSON, as a value.
struct Reply: Sendable {
    let status: Int
    let headers: HTTPFields
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
    var json: IntentJSON { (try? JSONDecoder().decode(IntentJSON.self, from: body)) ?? .null }
    /// The `field` of an error body.
    var errorField: String? { json["error"]?["field"]?.stringValue }
    /// The `message` of an error body.
    var errorMessage: String? { json["error"]?["message"]?.stringValue }
    /// The `code` of an error body.
    var errorCode: String? { json["error"]?["code"]?.stringValue }
}

extension TestClientProtocol {
    /// Sends a request with an optional JSON (or any text) body and reads the reply.
    func send(
        _ method: HTTPRequest.Method, _ uri: String, body: String? = nil, headers: HTTPFields = [:]
    ) async throws -> Reply {
        var headers = headers
        if body != nil, headers[.contentType] == nil { headers[.contentType] = "application/json" }
        return try await execute(
            uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(string: $0) }
        ) { response in
            Reply(
                status: Int(response.status.code), headers: response.headers,
                body: Data(response.body.readableBytesView))
        }
    }
}

extension IntentJSON {
    /// The element at an index of an array.
    subscript(index: Int) -> IntentJSON? {
        guard let array = arrayValue, array.indices.contains(index) else { return nil }
        return array[index]
    }
}
