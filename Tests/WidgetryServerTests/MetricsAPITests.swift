import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import WidgetryHost
import WidgetryIntents
import WidgetryKit
@_spi(Testing) import WidgetryServer

/// `GET /metrics` (Prometheus text exposition: parsed line by line here, and by `prometheus_client` in
/// scripts/harness/metrics.py) and `GET /api/hosts`.
@Suite struct MetricsAPITests {
    /// A server like ``ServerHarness``'s, with a configuration and limits of the test's own.
    static func make(
        limits: HostLimits? = nil, configure: (inout WidgetServerConfiguration) -> Void = { _ in }
    ) async throws -> ServerHarness {
        let clock = ManualClock(now: ServerHarness.start)
        var configuration = HostConfiguration(
            variants: WidgetServer.variants, timelineDating: .relativeToWallClock, logger: CollectingHostLogger())
        if let limits { configuration.limits = limits }
        configuration.limits.providerDeadline = 600
        let host = try await WidgetHost(
            bundle: await serverTestBundle(), renderer: DisplayListRenderer(pipeline: ServerHarness.pipeline),
            clock: clock, configuration: configuration)
        var serverConfiguration = WidgetServerConfiguration(port: 0)
        serverConfiguration.previewDeadline = .seconds(600)
        // Reloads answer with their outcomes: the test providers always answer, however slowly under load.
        serverConfiguration.reloadAnswerDeadline = .seconds(600)
        configure(&serverConfiguration)
        var logger = Logger(label: "widgetry.server.tests")
        logger.logLevel = .critical
        let activities = LiveActivityStore(clock: { clock.now })
        let server = try await WidgetServer(
            host: host, pipeline: ServerHarness.pipeline, configuration: serverConfiguration, logger: logger,
            activities: activities)
        return ServerHarness(clock: clock, host: host, server: server, activities: activities)
    }

    @Test func reloadsRefusalsAndProviderCallsAreCountedByKindReasonAndOutcome() async throws {
        var limits = HostLimits()
        limits.dailyReloadBudget = 1
        limits.minimumReloadInterval = 0
        let harness = try await Self.make(limits: limits)
        try await harness.addLoaded(configuration: ["label": "metrics"], id: "c1")
        let exposition = try await harness.test { client in
            // The app's first reload spends the only budgeted reload of the day; the second is refused.
            for _ in 0..<2 {
                let reply = try await client.send(.post, "/api/reload", body: #"{"kind":"Counter"}"#)
                #expect(reply.status == 200, "\(reply.text)")
            }
            await harness.host.waitUntilIdle()
            let reply = try await client.send(.get, "/metrics")
            #expect(reply.status == 200)
            #expect(reply.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return try Exposition(reply.text)
        }
        let ledger = await harness.host.ledger(for: "c1").map(\.event)
        #expect(ledger == [.reloaded, .reloaded, .refused])
        let reloads = "widgetry_reloads_total"
        #expect(exposition.value(reloads, ["kind": "Counter", "reason": "initial", "outcome": "free"]) == 1)
        #expect(exposition.value(reloads, ["kind": "Counter", "reason": "appRequest", "outcome": "counted"]) == 1)
        #expect(exposition.value(reloads, ["kind": "Counter", "reason": "appRequest", "outcome": "refused"]) == 1)
        #expect(exposition.value("widgetry_refusals_total", ["kind": "Counter", "reason": "appRequest"]) == 1)
        #expect(exposition.value("widgetry_provider_duration_seconds_count", ["kind": "Counter"]) == 2)
        #expect(exposition.value("widgetry_provider_duration_seconds_bucket", ["kind": "Counter", "le": "+Inf"]) == 2)
        #expect(exposition.types["widgetry_provider_duration_seconds"] == "histogram")
        #expect(exposition.types[reloads] == "counter")
        #expect(exposition.value("widgetry_instances", [:]) == 1)
        #expect(exposition.value("widgetry_lease_takeovers_total", [:]) == 0)
        #expect(
            exposition.value(
                "widgetry_http_requests_total", ["method": "POST", "route": "/api/reload", "status": "200"]) == 2)
        #expect((exposition.value("widgetry_scheduler_queue_depth", [:]) ?? -1) >= 0)
    }

    @Test func countersMoveBetweenScrapes() async throws {
        let harness = try await Self.make()
        try await harness.addLoaded(configuration: ["label": "scrapes"], id: "c1")
        try await harness.test { client in
            let first = try Exposition(try await client.send(.get, "/metrics").text)
            let pushed = try await client.send(.post, "/api/push", body: #"{"aps":{"content-changed":true}}"#)
            #expect(pushed.status == 202, "\(pushed.text)")
            _ = try await client.send(.get, "/api/instances/c1/render.png")
            _ = try await client.send(.get, "/api/instances/c1/render.png")
            _ = try await client.send(.get, "/no/such/path")
            let second = try Exposition(try await client.send(.get, "/metrics").text)
            #expect(second.value("widgetry_push_requests_total", ["endpoint": "api", "type": "widgets"]) == 1)
            #expect(second.value("widgetry_render_cache_requests_total", ["result": "miss"]) == 1)
            #expect(second.value("widgetry_render_cache_requests_total", ["result": "hit"]) == 1)
            let metricsRoute = ["method": "GET", "route": "/metrics", "status": "200"]
            #expect(first.value("widgetry_http_requests_total", metricsRoute) == nil)
            #expect(second.value("widgetry_http_requests_total", metricsRoute) == 1)
            #expect(
                second.value("widgetry_http_requests_total", ["method": "GET", "route": "NotFound", "status": "404"])
                    == 1)
            #expect(second.value("widgetry_metrics_scrapes_total", [:]) == 2)
        }
    }

    @Test func liveActivityEventsAreCounted() async throws {
        let harness = try await Self.make()
        let body =
            #"{"kind":"ParcelAttributes","attributes":{"carrier":"Posten"},"contentState":{"stopsAway":3},"id":"a1"}"#
        try await harness.test { client in
            let started = try await client.send(.post, "/api/activities", body: body)
            try #require(started.status == 201, "\(started.text)")
            let updated = try await client.send(
                .put, "/api/activities/a1/content", body: #"{"contentState":{"stopsAway":2}}"#)
            #expect(updated.status == 200, "\(updated.text)")
            let exposition = try Exposition(try await client.send(.get, "/metrics").text)
            #expect(exposition.value("widgetry_live_activity_events_total", ["event": "started"]) == 1)
            #expect(exposition.value("widgetry_live_activity_events_total", ["event": "updated"]) == 1)
        }
    }

    @Test func aMetricsTokenOpensMetricsOnlyAndTheServerTokenStillWorks() async throws {
        let harness = try await Self.make { configuration in
            configuration.host = "0.0.0.0"
            configuration.token = "server-token-0123"
            configuration.metricsToken = "scrape-token-0123"
        }
        try await harness.test { client in
            let bearer = { (token: String) -> HTTPFields in [.authorization: "Bearer \(token)"] }
            let anonymous = try await client.send(.get, "/metrics")
            #expect(anonymous.status == 401 && anonymous.errorCode == "missingToken")
            let wrong = try await client.send(.get, "/metrics", headers: bearer("scrape-token-9999"))
            #expect(wrong.status == 401 && wrong.errorCode == "invalidToken")
            #expect(try await client.send(.get, "/metrics", headers: bearer("scrape-token-0123")).status == 200)
            #expect(try await client.send(.head, "/metrics", headers: bearer("scrape-token-0123")).status == 200)
            #expect(try await client.send(.get, "/metrics", headers: bearer("server-token-0123")).status == 200)
            // The scrape token opens nothing else.
            #expect(try await client.send(.get, "/api/instances", headers: bearer("scrape-token-0123")).status == 401)
            #expect(try await client.send(.get, "/api/hosts", headers: bearer("scrape-token-0123")).status == 401)
            #expect(try await client.send(.get, "/api/hosts", headers: bearer("server-token-0123")).status == 200)
        }
    }

    @Test func onLoopbackAMetricsTokenIsNeededForMetricsButNotForTheRest() async throws {
        let harness = try await Self.make { $0.metricsToken = "scrape-token-0123" }
        let statuses = try await harness.test { client in
            let scraper: HTTPFields = [.authorization: "Bearer scrape-token-0123"]
            return [
                try await client.send(.get, "/metrics").status,
                try await client.send(.get, "/metrics", headers: scraper).status,
                try await client.send(.get, "/api/hosts").status,
            ]
        }
        #expect(statuses == [401, 200, 200])
    }

    @Test func withoutAnyTokenMetricsAreOpenOnLoopbackLikeTheRest() async throws {
        let harness = try await Self.make()
        let status = try await harness.test { client in try await client.send(.get, "/metrics").status }
        #expect(status == 200)
    }

    @Test func invalidMetricsTokensAndHostIDsAreRefusedAtStart() async throws {
        var configuration = WidgetServerConfiguration()
        configuration.metricsToken = "short"
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
        configuration.metricsToken = nil
        configuration.hostID = "no spaces please"
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
        configuration.hostID = "host-a.example:8080"
        try configuration.validate()
    }

    @Test func hostsListsThisHostWithItsWorkAndFreshHeartbeat() async throws {
        let harness = try await Self.make { $0.hostID = "test-host-1" }
        try await harness.addLoaded(configuration: ["label": "hosts"], id: "c1")
        try await harness.test { client in
            let reply = try await client.send(.get, "/api/hosts")
            #expect(reply.status == 200, "\(reply.text)")
            #expect(reply.json["self"] == "test-host-1")
            #expect(reply.json["heartbeatInterval"] == 10)
            #expect(reply.json["expiry"] == 30)
            let hosts = try #require(reply.json["hosts"]?.arrayValue)
            #expect(hosts.count == 1)
            let host = try #require(hosts.first)
            #expect(host["id"] == "test-host-1")
            #expect(host["bundle"]?.stringValue?.isEmpty == false)
            #expect(host["version"] == .string(HostRecord.widgetryVersion))
            #expect(host["started"] == .string(ServerHarness.start.ISO8601Format()))
            #expect(host["lastHeartbeat"] == .string(ServerHarness.start.ISO8601Format()))
            #expect(host["instances"] == 1)
            #expect(host["address"] == .null)
            #expect(host["queueDepth"]?.intValue != nil)
            #expect(
                host.objectValue?.keys.sorted() == [
                    "address", "bundle", "id", "instances", "lastHeartbeat", "nextWake", "queueDepth", "started",
                    "version",
                ])
            await harness.clock.advance(by: 3600)
            let later = try await client.send(.get, "/api/hosts")
            let heartbeat = later.json["hosts"]?[0]?["lastHeartbeat"]
            #expect(heartbeat == .string(ServerHarness.start.addingTimeInterval(3600).ISO8601Format()))
        }
        #expect(harness.server.hostRecord.id == "test-host-1")
    }

    @Test func theDirectoryListsOnlyHostsHeardFromSinceTheCutoffOldestFirst() async throws {
        let directory = InMemoryHostDirectory()
        let start = ServerHarness.start
        let old = HostRecord(id: "b", started: start, lastHeartbeat: start, bundle: "B")
        let young = HostRecord(id: "a", started: start.addingTimeInterval(5), lastHeartbeat: start, bundle: "B")
        try await directory.register(young)
        try await directory.register(old)
        #expect(try await directory.liveHosts(since: start).map(\.id) == ["b", "a"])
        var beat = old
        beat.lastHeartbeat = start.addingTimeInterval(60)
        try await directory.heartbeat(beat)
        #expect(try await directory.liveHosts(since: start.addingTimeInterval(30)).map(\.id) == ["b"])
        try await directory.deregister(hostID: "b")
        #expect(try await directory.liveHosts(since: start).map(\.id) == ["a"])
        #expect(HostRecord.isValidID(HostRecord.processID(started: start)))
    }
}

/// A Prometheus text exposition (format 0.0.4) read strictly: every line is a `# HELP`, a `# TYPE` or a sample
/// `name{label="value",…} number`; a sample's family must have been typed before it; label values unescaped.
struct Exposition {
    struct Sample {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    struct Malformed: Error, CustomStringConvertible {
        let line: String
        var description: String { "Not a Prometheus exposition line: \(line)" }
    }

    var samples: [Sample] = []
    /// Each family's declared type.
    var types: [String: String] = [:]

    init(_ text: String) throws {
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("# HELP ") { continue }
            if line.hasPrefix("# TYPE ") {
                let parts = line.split(separator: " ")
                guard parts.count == 4, ["counter", "gauge", "histogram", "summary", "untyped"].contains(parts[3])
                else { throw Malformed(line: String(line)) }
                types[String(parts[2])] = String(parts[3])
                continue
            }
            let sample = try Self.sample(String(line))
            let family = ["_bucket", "_count", "_sum"].reduce(sample.name) { name, suffix in
                types[name] == nil && name.hasSuffix(suffix) ? String(name.dropLast(suffix.count)) : name
            }
            guard types[family] != nil else { throw Malformed(line: String(line)) }
            samples.append(sample)
        }
    }

    /// The value of the sample with exactly these labels.
    func value(_ name: String, _ labels: [String: String]) -> Double? {
        samples.first { $0.name == name && $0.labels == labels }?.value
    }

    private static func sample(_ line: String) throws -> Sample {
        var rest = Substring(line)
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
        guard !name.isEmpty, name.first?.isNumber == false else { throw Malformed(line: line) }
        rest = rest.dropFirst(name.count)
        var labels: [String: String] = [:]
        if rest.first == "{" {
            rest = rest.dropFirst()
            while rest.first != "}" {
                let label = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                rest = rest.dropFirst(label.count)
                guard !label.isEmpty, rest.hasPrefix("=\"") else { throw Malformed(line: line) }
                rest = rest.dropFirst(2)
                var value = ""
                while let character = rest.first, character != "\"" {
                    rest = rest.dropFirst()
                    if character == "\\" {
                        guard let escaped = rest.first else { throw Malformed(line: line) }
                        rest = rest.dropFirst()
                        value.append(escaped == "n" ? "\n" : escaped)
                    } else {
                        value.append(character)
                    }
                }
                guard rest.first == "\"" else { throw Malformed(line: line) }
                rest = rest.dropFirst()
                labels[String(label)] = value
                if rest.first == "," { rest = rest.dropFirst() }
            }
            rest = rest.dropFirst()
        }
        guard rest.first == " " else { throw Malformed(line: line) }
        let fields = rest.dropFirst().split(separator: " ")
        guard (1...2).contains(fields.count), let value = Self.number(fields[0]) else { throw Malformed(line: line) }
        return Sample(name: String(name), labels: labels, value: value)
    }

    private static func number(_ text: Substring) -> Double? {
        switch text {
        case "+Inf": .infinity
        case "-Inf": -.infinity
        case "NaN": .nan
        default: Double(text)
        }
    }
}
