import Foundation
import Logging
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryServer

/// A serving host assembled from its ``ServingHostConfiguration``: the store opened with its capabilities, the
/// Live Activities journal, the host over its renderer and claims, the widgets' push tokens, and the server that
/// shows them. `serve`, the tests and an app that embeds a host build it the same way, here and nowhere else.
///
/// Everything a part needs is handed to it when it is made — the server is given the event log and host directory
/// the store has, the host its claims — so nothing later asks a store what it can do.
public final class ServingHost: Sendable {
    /// The host: instances, schedules, budgets, ledgers.
    public let host: WidgetHost
    /// The HTTP server: the API, the home screen, events and push intake.
    public let server: WidgetServer
    /// The store the host keeps its state in, with its capabilities.
    public let store: ServingStore
    /// The widgets' and controls' push tokens.
    public let pushTokens: WidgetPushTokens

    private let journal: LiveActivityJournal
    private let ownsStore: Bool
    private let configuration: ServingHostConfiguration

    /// Opens the store and builds the host and the server; nothing listens until ``run(onServerRunning:onAPNsServerRunning:)``.
    /// A new store gets its first-run widgets (``ServingHostConfiguration/firstRun``) here, once.
    ///
    /// - throws: ``WidgetServerError`` for a server configuration that cannot serve (checked before the store is
    ///   opened), ``HostError`` when the store cannot be opened or read. A store this call opened is closed again
    ///   when a later step fails.
    public init(_ configuration: ServingHostConfiguration) async throws {
        try configuration.server.validate()
        let store: ServingStore
        switch configuration.store {
        case .location(let location): store = try await location.open()
        case .opened(let opened): store = opened
        }
        let ownsStore = if case .location = configuration.store { true } else { false }
        let parts: Parts
        do {
            parts = try await Self.assemble(configuration, store: store)
        } catch {
            configuration.providerIsolation?.shutDown()
            if ownsStore { try? await store.store.close() }
            throw error
        }
        host = parts.host
        server = parts.server
        pushTokens = parts.pushTokens
        journal = parts.journal
        self.store = store
        self.ownsStore = ownsStore
        self.configuration = configuration
    }

    private struct Parts {
        let host: WidgetHost
        let server: WidgetServer
        let pushTokens: WidgetPushTokens
        let journal: LiveActivityJournal
    }

    /// Builds the parts over an open store, each given the capabilities it uses.
    private static func assemble(_ configuration: ServingHostConfiguration, store: ServingStore) async throws -> Parts {
        var serverConfiguration = configuration.server
        // Approved e-ink devices are kept in the store, beside everything else.
        serverConfiguration.panels?.store = store.store
        // A shared store lists every host sharing it; otherwise the server keeps its own host only.
        serverConfiguration.hostDirectory = store.hostDirectory
        // Events go through the store's log: ids for Last-Event-ID, and with PostgreSQL every host's events.
        serverConfiguration.eventLog = store.eventLog
        let logger = configuration.logger
        let journal = try await LiveActivityJournal.attach(configuration.activities, to: store.store) {
            logger.error("\($0)")
        }
        var made: WidgetHost?
        do {
            let metrics = ServerMetrics()
            var hostConfiguration = configuration.host
            // Counting from the host's first reload, before the server exists.
            hostConfiguration.metrics = metrics.host
            let pipeline = WidgetPipeline(assets: configuration.assets)
            let renderer = DisplayListRenderer(pipeline: pipeline, device: hostConfiguration.device)
            let bundle = configuration.providerIsolation?.isolating(configuration.bundle) ?? configuration.bundle
            let host = try await WidgetHost(
                bundle: bundle, store: store.store, claims: store.claims, renderer: renderer,
                clock: configuration.clock, configuration: hostConfiguration)
            made = host
            if configuration.connectsWidgetCenter { WidgetCenter.shared.connect(host) }
            if let location = configuration.relevanceLocation { await host.setRelevanceLocation(location) }
            try await seedOnFirstRun(host, store: store.store, firstRun: configuration.firstRun, logger: logger)
            let pushTokens = try await WidgetPushTokens.attach(to: host, store: store.store)
            let server = try await WidgetServer(
                host: host, pipeline: pipeline, renderer: renderer, configuration: serverConfiguration,
                logger: logger, activities: configuration.activities, activitiesSaved: { await journal.flush() },
                activityEvents: journal, activityJournal: journal, widgetPushTokens: pushTokens, metrics: metrics)
            return Parts(host: host, server: server, pushTokens: pushTokens, journal: journal)
        } catch {
            await made?.stop()
            journal.detach()
            throw error
        }
    }

    /// Serves until SIGINT, SIGTERM or ``stop()``, then stops in order: the server ends its streams and requests,
    /// every Live Activity change is written, the host finishes its reloads, provider workers end, and a store the
    /// host opened is closed (a SQLite file checkpointed, so the `.sqlite` file alone holds everything).
    ///
    /// - Parameters:
    ///   - onServerRunning: Called with the bound port once the server listens.
    ///   - onAPNsServerRunning: Called with the APNs HTTP/2 listener's port once it listens.
    /// - throws: The server's error when it cannot listen (after stopping the rest all the same), else the store's
    ///   ``HostError`` when it cannot be closed cleanly.
    public func run(
        onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in },
        onAPNsServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        var serving: (any Error)?
        do {
            try await server.run(onServerRunning: onServerRunning, onAPNsServerRunning: onAPNsServerRunning)
        } catch {
            serving = error
        }
        // Stopping happens whatever ended the server, and is not cut short by a cancelled caller.
        let stopping = Task { try await self.shutDown() }
        let closing = await stopping.result
        if let serving { throw serving }
        try closing.get()
    }

    /// Stops a running host as SIGTERM does; ``run(onServerRunning:onAPNsServerRunning:)`` then returns once
    /// everything is written. Before `run`, that `run` starts and stops at once.
    public func stop() async {
        await server.stop()
    }

    private func shutDown() async throws {
        await journal.flush()
        journal.detach()
        await pushTokens.detach()
        await host.stop()
        await host.waitUntilIdle()
        configuration.providerIsolation?.shutDown()
        if ownsStore { try await store.store.close() }
    }

    /// Adds one of each widget to a store on its first run only: a store whose widgets were all removed stays
    /// empty. ``ServingHostConfiguration/FirstRun/empty`` skips the widgets but ends the first run all the same.
    ///
    /// - Returns: Whether widgets were added.
    @discardableResult
    static func seedOnFirstRun(
        _ host: WidgetHost, store: any ServingWidgetStore, firstRun: ServingHostConfiguration.FirstRun, logger: Logger
    ) async throws -> Bool {
        guard try await !store.isSeeded() else { return false }
        let isEmpty = await host.widgets().isEmpty
        let seeding = firstRun == .oneOfEach && isEmpty
        if seeding { await addOneOfEach(to: host, logger: logger) }
        try await store.markSeeded()
        return seeding
    }

    /// Adds each timeline widget at its first family, so a first run shows something; failures are logged.
    static func addOneOfEach(to host: WidgetHost, logger: Logger) async {
        for widget in host.bundle.timelineWidgets {
            guard let family = widget.supportedFamilies.first else { continue }
            do {
                try await host.addWidget(kind: widget.kind, family: family)
            } catch {
                logger.warning("Could not add '\(widget.kind)': \(error)")
            }
        }
        await ServeStackOptions.makeStacks(host.bundle.suggestedStacks, on: host, logger: logger)
    }
}
