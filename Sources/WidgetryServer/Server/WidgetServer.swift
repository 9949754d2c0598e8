import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdHTTP2
import Logging
import ServiceLifecycle
import WidgetryHost
import WidgetryKit
import WidgetryMetrics
import WidgetryPipeline
import WidgetryUI

/// The HTTP face of a ``WidgetHost``: the JSON API, the web home screen, live updates as server-sent events,
/// and push intake, on Hummingbird.
///
/// For example, what `serve` does:
///
/// ```swift
/// let pipeline = WidgetPipeline(assets: .nextToExecutable())
/// let host = try await WidgetHost(
///     bundle: bundle, store: try SQLiteWidgetStore(path: "widgets.sqlite"),
///     renderer: DisplayListRenderer(pipeline: pipeline),
///     configuration: HostConfiguration(variants: WidgetServer.variants))
/// let server = try await WidgetServer(host: host, pipeline: pipeline)
/// try await server.run()   // until SIGINT or SIGTERM
/// ```
///
/// Tests drive ``router()`` through HummingbirdTesting without sockets, or ``application()`` live.
public struct WidgetServer: Sendable {
    /// The host the server shows.
    public var host: WidgetHost { context.host }
    /// How the server listens and whom it lets in.
    public var configuration: WidgetServerConfiguration { context.configuration }

    let context: ServerContext

    /// The environments the server has the host render ahead: light and dark on the Home Screen, vibrant (dark
    /// first, then light) on the Lock Screen. Other modes are applied when painting.
    public static let variants: [WidgetPlacement: [RenderVariant]] = [
        .homeScreen: [RenderVariant(.light, .fullColor), RenderVariant(.dark, .fullColor)],
        .lockScreen: [RenderVariant(.dark, .vibrant), RenderVariant(.light, .vibrant)],
    ]

    /// Creates a server for a host and starts following the host's events.
    ///
    /// - Parameters:
    ///   - host: The host to serve; give it a ``DisplayListRenderer`` so renders can be painted.
    ///   - pipeline: Paints the stored display lists and lays out gallery previews.
    ///   - renderer: The ``DisplayListRenderer`` the host renders ahead with: with it, the render route lays the entry
    ///     shown out again at StandBy or CarPlay (`location=`); without it, those locations present the stored list.
    ///   - configuration: Address, token, URL schemes, webhook.
    ///   - logger: Where requests, opened URLs and failures are logged.
    ///   - activities: The Live Activities to show and change; the process's `LiveActivityStore.shared`, which
    ///     `Activity.request` in the same process uses, by default.
    ///   - activitiesSaved: Awaited after an activity is started or ended over HTTP and before the answer, so an
    ///     acknowledged change is saved (`serve` flushes its `LiveActivityJournal`).
    ///   - activityEvents: Where pages hear of activity changes: `activities` itself by default, as they happen; a
    ///     `LiveActivityJournal`, once each is written (what ``ServingHost`` gives), so a page never shows a change a
    ///     crash could lose.
    ///   - activityJournal: The `LiveActivityJournal` that keeps `activities` in a store other hosts may share (what
    ///     ``ServingHost`` gives): an activity id or push token this host does not know is looked up in the store, a
    ///     change over HTTP first reads the activity as the store holds it, and another host's `activity` event
    ///     reads the activity again before this host's pages hear of it.
    ///   - widgetPushTokens: The widgets' push token (``WidgetPushTokens``); when given, APNs `widgets` pushes must be
    ///     sent to it and `GET /api/push-tokens` lists it. `nil` takes widget pushes to any token.
    ///   - metrics: What `GET /metrics` exports; when `nil`, new metrics, whose host counts are attached to the
    ///     host if it counts into nothing yet (``HostConfiguration/metrics``). To export what a host counts from its
    ///     start, give the host `metrics.host` and the server the same `metrics`, as `serve` does.
    /// - throws: ``WidgetServerError`` for an invalid configuration or missing page files, or the host directory's
    ///   error when this host cannot be registered.
    public init(
        host: WidgetHost, pipeline: WidgetPipeline, renderer: DisplayListRenderer? = nil,
        configuration: WidgetServerConfiguration = .init(),
        logger: Logger = Logger(label: "widgetry.server"), activities: LiveActivityStore = .shared,
        activitiesSaved: @escaping @Sendable () async -> Void = {},
        activityEvents: (any LiveActivityEventSource)? = nil, activityJournal: LiveActivityJournal? = nil,
        widgetPushTokens: WidgetPushTokens? = nil, metrics: ServerMetrics? = nil
    ) async throws {
        try configuration.validate()
        let hostConfiguration = await host.configuration
        let metrics = metrics ?? ServerMetrics()
        if hostConfiguration.metrics == nil { await host.setMetrics(metrics.host) }
        let presence = try await Self.register(host, configuration: configuration, metrics: metrics)
        let hub = EventHub()
        let renderCache = RenderCache(limit: configuration.renderCacheLimit, metrics: metrics)
        let instanceListing = InstanceListingCache()
        if let log = configuration.eventLog {
            hub.attach(
                try await EventRelay(
                    log: log, origin: presence.record.id, retention: configuration.eventLogRetention, logger: logger,
                    changedElsewhere: { [weak host] ids in
                        // Another host changed these: read them again, and forget what was painted of them.
                        guard let host else { return }
                        for id in await host.refreshFromStore(ids) {
                            renderCache.observe(.instanceRemoved(id: id))
                            instanceListing.observe(.instanceRemoved(id: id))
                        }
                    },
                    activitiesChangedElsewhere: { ids in
                        // Another host changed these activities: read them, so the page's renders show the change.
                        await activityJournal?.refresh(ids: ids)
                    }
                ) { [weak hub] event in hub?.deliver(event) })
        }
        var panels: PanelScreens?
        if let configuration = configuration.panels {
            let screens = try await PanelScreens(configuration: configuration, pipeline: pipeline) { [logger] in
                logger.warning("\($0)")
            }
            try await screens.installInstances(in: host)
            panels = screens
        }
        context = ServerContext(
            host: host, renderer: renderer, activities: activities, activitiesSaved: activitiesSaved,
            activityJournal: activityJournal,
            widgetPushTokens: widgetPushTokens,
            configuration: configuration,
            painting: WidgetPainting(pipeline: pipeline), hub: hub,
            openedURLs: OpenedURLs(
                webhook: configuration.openURLWebhook, customSchemes: configuration.customURLSchemes,
                logger: logger),
            previews: GalleryPreviews(
                pipeline: pipeline, device: hostConfiguration.device, deadline: configuration.previewDeadline),
            renderCache: renderCache, instanceListing: instanceListing,
            assets: try WebAssets.load(), logger: logger, device: hostConfiguration.device,
            variants: hostConfiguration.variants, developerMode: hostConfiguration.developerMode, metrics: metrics,
            presence: presence, panels: panels)
        let bundle = host.bundle
        await host.addObserver { event in
            // Before the page hears of a change, so the renders it then asks for are painted anew.
            renderCache.observe(event)
            instanceListing.observe(event)
            hub.publish(event, bundle: bundle)
        }
        // Each Live Activity type's push-to-start token, as the app would get from pushToStartTokenUpdates; and
        // only those types may start, as iOS refuses an app without an ActivityConfiguration for them.
        let types = bundle.liveActivities.compactMap(\.activity?.attributesType)
        for type in types { _ = activities.pushToStartToken(forAttributesType: type) }
        activities.setSupportedAttributesTypes(Set(types))
        (activityEvents ?? activities).observeEvents { event in
            metrics.countActivityEvent(event.kind.rawValue)
            let kind = bundle.liveActivities.first { $0.activity?.attributesType == event.record.attributesType }?.kind
            hub.publish(
                ServerEvent(
                    name: "activity",
                    payload: ActivityEventJSON(
                        event: event.kind.rawValue, activity: ActivityJSON(event.record, kind: kind, now: event.date),
                        alert: event.alert)))
        }
    }

    /// The router with every route, the access middleware and the method rules: what ``application()`` serves.
    ///
    /// `HEAD` is answered on every `GET` route (the same headers, no body); a path with the wrong method is a
    /// `405` with `Allow`; a method HTTP does not define is a `501`.
    public func router() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: MetricsMiddleware(metrics: context.metrics))
        router.add(
            middleware: AccessMiddleware(
                policy: AccessPolicy(token: configuration.token, allowedHosts: configuration.allowedHosts),
                apnsProviderTokens: !configuration.apnsProviderKeys.isEmpty, metricsToken: configuration.metricsToken))
        let routes = RouteTableBox()
        router.add(middleware: MethodMiddleware(routes: routes))
        context.addPageRoutes(to: router)
        context.addWidgetRoutes(to: router)
        context.addInstanceRoutes(to: router)
        context.addActionRoutes(to: router)
        context.addCenterRoutes(to: router)
        context.addEventRoutes(to: router)
        context.addActivityRoutes(to: router)
        context.addAPNsRoutes(to: router)
        context.addControlRoutes(to: router)
        context.addPanelRoutes(to: router)
        context.addStackRoutes(to: router)
        context.addMetricsRoutes(to: router)
        routes.table = RouteTable(router.routes.map { ($0.path.description, $0.method.rawValue) })
        return router
    }

    /// The Hummingbird application on the configured address.
    ///
    /// - Parameter onServerRunning: Called with the bound port once the server listens.
    public func application(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        Application(
            router: router(),
            server: GuardedHTTP1Channel.builder(limits: configuration.connectionLimits),
            configuration: ApplicationConfiguration(
                address: .hostname(configuration.host, port: configuration.port), serverName: configuration.serverName,
                availableConnectionsDelegate: MaximumAvailableConnections(
                    configuration.connectionLimits.maximumConnections, logger: context.logger)),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: context.logger)
    }

    /// The HTTP/2 application for APNs clients on ``WidgetServerConfiguration/apnsHTTP2``, or `nil` when none is
    /// configured: the same routes, over cleartext HTTP/2 (prior knowledge) or TLS with ALPN.
    ///
    /// - Parameter onServerRunning: Called with the bound port once it listens.
    /// - throws: ``WidgetServerError`` when the TLS certificate or key cannot be read.
    public func apnsApplication(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> (any Service)? {
        guard let listener = configuration.apnsHTTP2 else { return nil }
        let server: HTTPServerBuilder
        if let tls = listener.tls {
            let certificates: [NIOSSLCertificate]
            let key: NIOSSLPrivateKey
            do {
                certificates = try NIOSSLCertificate.fromPEMFile(tls.certificatePath)
                key = try NIOSSLPrivateKey(file: tls.keyPath, format: .pem)
            } catch {
                throw WidgetServerError(
                    statusCode: 400, code: "invalidTLS",
                    message: "Cannot use the TLS certificate '\(tls.certificatePath)' and key '\(tls.keyPath)' "
                        + "(PEM files): \(error).")
            }
            var tlsConfiguration = TLSConfiguration.makeServerConfiguration(
                certificateChain: certificates.map { .certificate($0) }, privateKey: .privateKey(key))
            tlsConfiguration.applicationProtocols = ["h2", "http/1.1"]
            server = try .http2Upgrade(tlsConfiguration: tlsConfiguration)
        } else {
            server = .plaintextHTTP2()
        }
        return Application(
            router: router(), server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(listener.host, port: listener.port), serverName: configuration.serverName),
            onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
            logger: context.logger)
    }

    /// Serves until SIGINT, SIGTERM or ``stop()``, then shuts down gracefully: open event streams end, the host stops
    /// scheduling, in-flight requests finish. With ``WidgetServerConfiguration/apnsHTTP2`` set, the HTTP/2 listener
    /// for APNs clients runs beside the main one.
    ///
    /// - Parameters:
    ///   - onServerRunning: Called with the bound port once the server listens.
    ///   - onAPNsServerRunning: Called with the HTTP/2 listener's port once it listens.
    /// - throws: ``WidgetServerError`` when the HTTP/2 listener's TLS files cannot be used.
    public func run(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in },
        onAPNsServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        var services: [any Service] = [application(onServerRunning: onServerRunning)]
        if let apns = try apnsApplication(onServerRunning: onAPNsServerRunning) { services.append(apns) }
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: services + [
                    ActivityClockService(context: context), HostHeartbeatService(context: context),
                    HostLifecycleService(context: context),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: context.logger))
        await context.stopSwitch.running(group)
        try await group.run()
    }

    /// Shuts a running server down as SIGTERM does: event streams end, the host stops scheduling, in-flight requests
    /// finish, and ``run(onServerRunning:onAPNsServerRunning:)`` returns. Called before `run`, that `run` starts and
    /// stops at once. For an app that embeds the server and stops it without a signal.
    public func stop() async {
        await context.stopSwitch.stop()
    }

    /// Ends every open event stream, as graceful shutdown does; tests call it before a live server stops.
    public func closeEventStreams() {
        context.hub.close()
    }

    /// The number of open `GET /api/events` streams.
    @_spi(Testing) public var eventSubscriberCount: Int { context.hub.subscriberCount }

    /// How many painted renders the server keeps, what they cost in bytes, and how many decoded display lists.
    @_spi(Testing) public var renderCacheUsage: (images: Int, imageBytes: Int, lists: Int) {
        context.renderCache.usage
    }

    /// Returns once at least `count` event streams are open, so a test can trigger what they should see.
    @_spi(Testing) public func waitForEventSubscribers(_ count: Int) async {
        await context.hub.waitForSubscribers(count)
    }
}

/// Shuts the server's long-lived parts down before the HTTP server: services stop in reverse order, so this
/// one, listed last, ends the event streams first (which would otherwise keep the HTTP server waiting), then
/// stops the host's clock.
struct HostLifecycleService: Service {
    let context: ServerContext

    func run() async throws {
        try? await gracefulShutdown()
        context.logger.info("Shutting down: closing event streams and stopping the host.")
        context.hub.close()
        await context.host.stop()
    }
}

/// Lets time act on Live Activities while the server runs: once a second the store settles every activity at its
/// clock's moment, so one goes stale at its stale date, ends after 8 hours and leaves the Lock Screen at its
/// dismissal date with an `activity` event, as on a phone, and not only when something touches it.
struct ActivityClockService: Service {
    let context: ServerContext

    func run() async throws {
        // Ends quietly at shutdown: a service that throws would fail the whole group.
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(1))
                if !context.activities.advance(to: context.activities.now).isEmpty { await context.activitiesSaved() }
            }
        }
    }
}

extension WidgetServer {
    /// What `GET /metrics` exports.
    public var metrics: ServerMetrics { context.metrics }

    /// This host's record as registered in the ``WidgetServerConfiguration/hostDirectory``.
    public var hostRecord: HostRecord { context.presence.record }

    /// Registers the host in the directory when the server is created, so `GET /api/hosts` lists it at once.
    static func register(
        _ host: WidgetHost, configuration: WidgetServerConfiguration, metrics: ServerMetrics
    ) async throws -> HostPresence {
        let now = host.clock.now
        var address: String?
        if configuration.port != 0 {
            let name = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
            address = "http://\(name):\(configuration.port)"
        }
        let ownID = await host.configuration.hostID
        let hostID = configuration.hostID ?? ownID
        let record = HostRecord(
            id: hostID, started: now, lastHeartbeat: now,
            bundle: host.bundle.name, address: address)
        let presence = HostPresence(
            directory: configuration.hostDirectory ?? InMemoryHostDirectory(), record: record,
            heartbeatInterval: configuration.heartbeatInterval)
        try await presence.directory.register(record.updated(with: await host.status(), at: now))
        metrics.describe(record)
        return presence
    }

    /// Returns once at least `count` posts to the open-URL webhook have ended, with how each ended.
    @_spi(Testing) public func webhookDeliveries(_ count: Int) async -> [WebhookDelivery] {
        await context.openedURLs.waitForDeliveries(count)
    }
}
