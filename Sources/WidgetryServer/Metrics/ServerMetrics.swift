import Foundation
import Prometheus
import Synchronization
import WidgetryHost
import WidgetryMetrics

/// Everything `GET /metrics` exports, in one registry per server: the host's counts (``HostMetrics``: reloads,
/// refusals, provider latency, lease takeovers), the server's own (HTTP requests by route template and status,
/// pushes received, Live Activity events, render cache hits and misses) and gauges read from the host when scraped
/// (instances, controls, the scheduler's queue and next wake-up, open event streams).
///
/// `serve` makes one and gives its ``host`` metrics to the ``WidgetHost`` it creates, so the first reloads, made
/// before the server exists, are counted too; a ``WidgetServer`` created without one makes its own and attaches it
/// to a host that has none.
public final class ServerMetrics: Sendable {
    /// The host's metrics, in the same registry.
    public let host: HostMetrics
    /// The registry everything is in.
    public var registry: PrometheusCollectorRegistry { host.registry }

    private struct RequestKey: Hashable, Sendable {
        let method: String
        let route: String
        let status: Int
    }

    private struct PushKey: Hashable, Sendable {
        let endpoint: String
        let type: String
    }

    private struct Handles: Sendable {
        var requests: [RequestKey: Counter] = [:]
        var pushes: [PushKey: Counter] = [:]
        var activityEvents: [String: Counter] = [:]
    }

    private let handles = Mutex(Handles())
    private let renderCacheHits: Counter
    private let renderCacheMisses: Counter
    private let instances: Gauge
    private let controls: Gauge
    private let queueDepth: Gauge
    private let nextWake: Gauge
    private let eventStreams: Gauge
    private let scrapes: Counter

    /// Creates the server's metrics around a host's (new ones by default).
    public init(host: HostMetrics = HostMetrics()) {
        self.host = host
        let registry = host.registry
        let cacheHelp = "Requests for instance renders answered from the render cache (hit) or painted (miss)."
        renderCacheHits = registry.counter(
            name: "widgetry_render_cache_requests_total", labels: [("result", "hit")], help: cacheHelp)
        renderCacheMisses = registry.counter(
            name: "widgetry_render_cache_requests_total", labels: [("result", "miss")], help: cacheHelp)
        instances = registry.gauge(name: "widgetry_instances", help: "Widget instances the host schedules.")
        controls = registry.gauge(name: "widgetry_controls", help: "Controls in Control Center.")
        queueDepth = registry.gauge(
            name: "widgetry_scheduler_queue_depth",
            help: "Events pending in the scheduler's queue (entry changes and planned reloads, replaced plans "
                + "not yet skipped included).")
        nextWake = registry.gauge(
            name: "widgetry_scheduler_next_wake_timestamp_seconds",
            help: "When the scheduler next wakes, in seconds since 1970; 0 when nothing is planned.")
        eventStreams = registry.gauge(
            name: "widgetry_event_streams", help: "Open server-sent event streams (GET /api/events).")
        scrapes = registry.counter(name: "widgetry_metrics_scrapes_total", help: "Scrapes of GET /metrics.")
    }

    /// Describes the host process once: `widgetry_host_info{id,version,bundle} 1` and its start time.
    func describe(_ record: HostRecord) {
        registry.gauge(
            name: "widgetry_host_info",
            labels: [("id", record.id), ("version", record.version), ("bundle", record.bundle)],
            help: "The host process: its id, Widgetry version and bundle (always 1)."
        ).set(to: 1)
        registry.gauge(
            name: "widgetry_host_start_time_seconds", help: "When the host started, in seconds since 1970."
        ).set(record.started.timeIntervalSince1970)
    }

    /// Counts an answered HTTP request by method, route template (`/api/instances/{id}`; `NotFound` for unknown
    /// paths; `unrouted` for requests answered before routing, such as those refused for a missing token) and
    /// status.
    func countRequest(method: String, route: String?, status: Int) {
        let key = RequestKey(
            method: Self.knownMethods.contains(method) ? method : "other", route: route ?? "unrouted", status: status)
        counter(for: key).increment()
    }

    /// Counts a push received: `endpoint` is `apns` (`/3/device/{token}`) or `api` (`/api/push`); `type` APNs'
    /// push type (`liveactivity`, `widgets`, `controls`, or `other`).
    func countPush(endpoint: String, type: String?) {
        let type = type.map { $0.lowercased() }.flatMap { Self.pushTypes.contains($0) ? $0 : nil } ?? "other"
        let key = PushKey(endpoint: endpoint, type: type)
        let counter = handles.withLock { handles in
            if let existing = handles.pushes[key] { return existing }
            let made = registry.counter(
                name: "widgetry_push_requests_total", labels: [("endpoint", key.endpoint), ("type", key.type)],
                help: "Pushes received, by endpoint (apns: /3/device/{token}; api: /api/push) and APNs push type.")
            handles.pushes[key] = made
            return made
        }
        counter.increment()
    }

    /// Counts a Live Activity event (`started`, `updated`, `updateThrottled`, `ended`, …).
    func countActivityEvent(_ event: String) {
        let counter = handles.withLock { handles in
            if let existing = handles.activityEvents[event] { return existing }
            let made = registry.counter(
                name: "widgetry_live_activity_events_total", labels: [("event", event)],
                help: "Live Activity events: started, updated, updateIgnored, updateRejected, updateThrottled, "
                    + "stateChanged, ended, dismissed, pushTokenChanged.")
            handles.activityEvents[event] = made
            return made
        }
        counter.increment()
    }

    /// Counts a render cache lookup.
    func countRenderCache(hit: Bool) {
        (hit ? renderCacheHits : renderCacheMisses).increment()
    }

    /// The exposition text after reading the host's present figures into the gauges.
    func exposition(status: HostStatus, eventStreams streams: Int) -> [UInt8] {
        scrapes.increment()
        instances.set(Double(status.instances))
        controls.set(Double(status.controls))
        queueDepth.set(Double(status.queueDepth))
        nextWake.set(status.nextWake?.timeIntervalSince1970 ?? 0)
        eventStreams.set(Double(streams))
        return registry.emitToBuffer()
    }

    private func counter(for key: RequestKey) -> Counter {
        handles.withLock { handles in
            if let existing = handles.requests[key] { return existing }
            let made = registry.counter(
                name: "widgetry_http_requests_total",
                labels: [("method", key.method), ("route", key.route), ("status", String(key.status))],
                help: "HTTP requests answered, by method, route template and status.")
            handles.requests[key] = made
            return made
        }
    }

    private static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
    private static let pushTypes: Set<String> = ["liveactivity", "widgets", "controls"]
}
