import Foundation
import Hummingbird
import ServiceLifecycle
import WidgetryHost

/// This server's host as the ``HostDirectory`` lists it, and how often it says it is alive.
struct HostPresence: Sendable {
    /// The directory of live hosts: in memory with the embedded store, a table with a shared one.
    let directory: any HostDirectory
    /// This host's record as it was registered: id, start, version, bundle, address.
    let record: HostRecord
    /// How often the host sends a heartbeat while the server runs.
    let heartbeatInterval: Duration
    /// How long after its last heartbeat a host still counts as live: three intervals.
    var expiry: TimeInterval { 3 * heartbeatInterval.inSeconds }

    /// Sends a heartbeat with the host's present figures at the host's clock's moment.
    func heartbeat(_ host: WidgetHost) async throws {
        try await directory.heartbeat(record.updated(with: await host.status(), at: host.clock.now))
    }
}

extension ServerContext {
    /// `GET /metrics` (Prometheus text exposition) and `GET /api/hosts` (the live hosts).
    func addMetricsRoutes(to router: Router<BasicRequestContext>) {
        router.get("/metrics") { _, _ in await self.metricsExposition() }
        router.get("/api/hosts") { _, _ in try await self.liveHosts() }
    }

    /// The exposition, after reading the host's present figures into the gauges.
    func metricsExposition() async -> Response {
        let bytes = metrics.exposition(status: await host.status(), eventStreams: hub.subscriberCount)
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// `GET /api/hosts`: this host's heartbeat, refreshed now, then every host heard from within the expiry.
    func liveHosts() async throws -> Response {
        do {
            try await presence.heartbeat(host)
            let now = host.clock.now
            let hosts = try await presence.directory.liveHosts(since: now.addingTimeInterval(-presence.expiry))
            return try APIJSON.response(
                HostsJSON(
                    this: presence.record.id, heartbeatInterval: presence.heartbeatInterval.inSeconds,
                    expiry: presence.expiry, hosts: hosts.map(HostJSON.init)))
        } catch let error as WidgetServerError {
            throw error
        } catch {
            logger.error("Could not read the host directory: \(error)")
            throw WidgetServerError(
                statusCode: 503, code: "hostDirectoryFailed", message: "The host directory could not be read.")
        }
    }
}

/// `GET /api/hosts`.
struct HostsJSON: Encodable {
    /// The id of the host that answered.
    let this: String
    let heartbeatInterval: Double
    let expiry: Double
    let hosts: [HostJSON]

    enum CodingKeys: String, CodingKey {
        case this = "self"
        case heartbeatInterval, expiry, hosts
    }
}

/// One host in `GET /api/hosts`; `address` and `nextWake` are `null` when unknown or nothing is planned.
struct HostJSON: Encodable {
    let id: String
    let started: Date
    let lastHeartbeat: Date
    let version: String
    let bundle: String
    let address: String?
    let instances: Int
    let queueDepth: Int
    let nextWake: Date?

    init(_ record: HostRecord) {
        id = record.id
        started = record.started
        lastHeartbeat = record.lastHeartbeat
        version = record.version
        bundle = record.bundle
        address = record.address
        instances = record.instances
        queueDepth = record.queueDepth
        nextWake = record.nextWake
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(started, forKey: .started)
        try container.encode(lastHeartbeat, forKey: .lastHeartbeat)
        try container.encode(version, forKey: .version)
        try container.encode(bundle, forKey: .bundle)
        try container.encode(address, forKey: .address)
        try container.encode(instances, forKey: .instances)
        try container.encode(queueDepth, forKey: .queueDepth)
        try container.encode(nextWake, forKey: .nextWake)
    }

    enum CodingKeys: String, CodingKey {
        case id, started, lastHeartbeat, version, bundle, address, instances, queueDepth, nextWake
    }
}

/// Keeps this host in the ``HostDirectory`` while the server runs: a heartbeat every interval (a failure is
/// logged and retried at the next), and a deregistration at graceful shutdown.
struct HostHeartbeatService: Service {
    let context: ServerContext

    func run() async throws {
        let presence = context.presence
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await presence.heartbeat(context.host)
                } catch {
                    context.logger.warning("Could not send the host's heartbeat: \(error)")
                }
                try await Task.sleep(for: presence.heartbeatInterval)
            }
        }
        try? await presence.directory.deregister(hostID: presence.record.id)
    }
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
