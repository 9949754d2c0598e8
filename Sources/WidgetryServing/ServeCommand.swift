import ArgumentParser
import Foundation
import Logging
import WidgetryCLI
import WidgetryHost
import WidgetryKit
import WidgetryPipeline
import WidgetryServer

/// `serve`: the bundle's widgets on a web home screen, with the JSON API, live updates and push intake.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the widgets: a web home screen, a JSON API, live updates and push intake.",
        discussion: """
            Opens a host that keeps its widgets, timelines and ledgers in a SQLite file, and serves it on \
            http://127.0.0.1:8080/ until Ctrl-C. On a new store the home screen gets one of each widget (once: \
            removing them all keeps it empty). A graceful stop checkpoints the store, so the .sqlite file alone \
            holds everything; see `store backup` and `store check`. With --store postgres://USER@HOST:PORT/DB \
            (or WIDGETRY_STORE) the host keeps them in PostgreSQL 15+ instead, migrating its schema at start \
            (`store migrate` and `store check` do it and verify it beforehand).

            Binding to an address other than loopback needs --token; every request must then send it \
            ('Authorization: Bearer TOKEN', or '?token=TOKEN' in the page's URL).

            Other processes reach the host through WidgetCenter with WIDGETRY_HOST_URL=http://127.0.0.1:8080 \
            (and WIDGETRY_HOST_TOKEN) and HTTPWidgetCenterConnection.connectFromEnvironment().
            """
    )

    @Option(help: "The address to bind to; anything but loopback needs --token.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one.")
    var port = 8080

    @Option(
        help: ArgumentHelp(
            "The SQLite file the host keeps its state in, or a postgres://USER@HOST:PORT/DB URL (default: "
                + "$WIDGETRY_STORE, else ./BUNDLE.sqlite).", valueName: "path-or-url"))
    var store: String?

    @Option(help: "The access token every request must send (required off loopback).")
    var token: String?

    @Flag(help: "Lift the reload budget and the minimum intervals.")
    var developerMode = false

    @Option(help: "The device profile, such as 'iPhone 393×852' (default 'iPhone 430×932').")
    var device: String?

    @Option(help: "A URL to POST a JSON report to whenever a widget opens a URL.")
    var openURLWebhook: String?

    @Option(name: .customLong("url-scheme"), help: "An app URL scheme widgets may open, such as 'mygame' (repeatable).")
    var urlSchemes: [String] = []

    @Flag(help: "Start with an empty home screen instead of one of each widget on first run.")
    var empty = false

    @OptionGroup(title: "Connections")
    var connections: ServeConnectionOptions

    @OptionGroup(title: "Store")
    var storeOptions: ServeStoreOptions

    @Option(
        name: .customLong("dashboard"),
        help: ArgumentHelp(
            "A dashboard.json to show on e-ink devices that poll with TRMNL's protocol (repeatable); approved "
                + "devices and their keys are kept in the store."))
    var dashboards: [String] = []

    @Option(
        name: .customLong("panel-url"),
        help: ArgumentHelp(
            "The URL e-ink devices fetch their screens under, such as http://192.168.1.20:8080 (default: the "
                + "address a device called, when the server answers to it)."))
    var panelURL: String?

    @OptionGroup(title: "Providers")
    var isolation: ServeIsolationOptions

    @OptionGroup(title: "APNs")
    var apns: ServeAPNsOptions

    @OptionGroup(title: "Smart Stacks")
    var stackOptions: ServeStackOptions

    @OptionGroup(title: "Metrics and hosts")
    var metrics: ServeMetricsOptions

    @OptionGroup(title: "Scheduling and several hosts")
    var scheduling: ServeSchedulingOptions

    func run() async throws {
        let context = try CLIContext.required()
        let device = try device.map(DeviceOption.profile(named:)) ?? .default
        var webhook: URL?
        if let openURLWebhook {
            guard let url = URL(string: openURLWebhook) else {
                throw CommandError(message: "The webhook '\(openURLWebhook)' is not a URL.")
            }
            webhook = url
        }
        var serverConfiguration = WidgetServerConfiguration(
            host: host, port: port, token: token, openURLWebhook: webhook, customURLSchemes: Set(urlSchemes))
        connections.apply(to: &serverConfiguration)
        try apns.apply(to: &serverConfiguration)
        metrics.apply(to: &serverConfiguration)
        var logger = Logger(label: "widgetry")
        logger.logLevel =
            ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { Logger.Level(rawValue: $0) } ?? .info
        let location = StoreLocation.resolve(store, bundleName: context.bundle.name)
        if !dashboards.isEmpty {
            do {
                var panels = PanelConfiguration(
                    dashboards: try PanelConfiguration.dashboards(at: dashboards),
                    devicesFile: location.panelsFile(bundleName: context.bundle.name))
                if let panelURL {
                    guard let url = URL(string: panelURL), ["http", "https"].contains(url.scheme ?? ""),
                        url.host != nil
                    else {
                        throw CommandError(
                            message: "--panel-url '\(panelURL)' is not an http(s) URL such as "
                                + "http://192.168.1.20:8080.")
                    }
                    panels.baseURL = url
                }
                serverConfiguration.panels = panels
            } catch let error as WidgetServerError {
                throw CommandError(message: error.message)
            }
        }
        let providerIsolation = isolation.isolation(deadline: HostLimits().providerDeadline) { [logger] in
            logger.notice("\($0)")
        }
        var hostConfiguration = HostConfiguration(
            developerMode: developerMode, variants: WidgetServer.variants, device: device,
            ledgerRetention: storeOptions.retention, logger: SwiftLogHostLogger(logger))
        scheduling.apply(to: &hostConfiguration)
        if let hostID = metrics.hostID { hostConfiguration.hostID = hostID }
        var configuration = ServingHostConfiguration(bundle: context.bundle, store: .location(location))
        configuration.host = hostConfiguration
        configuration.server = serverConfiguration
        configuration.clock = scheduling.clock()
        configuration.assets = context.assets
        configuration.firstRun = empty ? .empty : .oneOfEach
        configuration.relevanceLocation = try stackOptions.relevanceLocation()
        configuration.providerIsolation = providerIsolation
        configuration.logger = logger
        let serving: ServingHost
        do {
            serving = try await ServingHost(configuration)
        } catch let error as HostError {
            throw CommandError(message: error.description, exitCode: 1)
        } catch let error as WidgetServerError {
            throw CommandError(message: error.message)
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let suffix = token.map { "?token=\($0)" } ?? ""
        let name = context.bundle.name
        let started = Date()
        let apnsScheme = serverConfiguration.apnsHTTP2?.tls == nil ? "http" : "https"
        do {
            try await serving.run { port in
                let elapsed = Int(Date().timeIntervalSince(started) * 1000)
                context.output(
                    "Serving \(name)\(providerIsolation == nil ? "" : " (providers isolated)") at http://\(shownHost):\(port)/\(suffix) (store \(location.shown), ready in \(elapsed) ms)"
                )
                context.output("Press Ctrl-C to stop.")
            } onAPNsServerRunning: { port in
                let scheme = apnsScheme
                let kind = scheme == "http" ? "cleartext HTTP/2, prior knowledge" : "HTTP/2 over TLS"
                context.output("APNs endpoint (\(kind)) at \(scheme)://\(shownHost):\(port)/3/device/TOKEN")
            }
        } catch let error as HostError {
            // The server stopped; only closing the store failed.
            context.errorOutput("Warning: \(error)")
        }
        context.output("Stopped.")
    }
}
