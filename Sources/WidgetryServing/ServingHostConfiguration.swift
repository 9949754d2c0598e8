import Foundation
import Logging
import WidgetryHost
import WidgetryIsolation
import WidgetryKit
import WidgetryPipeline
import WidgetryServer

/// Everything a serving host is built from: the bundle, where it keeps its state, how the host schedules, and how
/// the server listens. ``ServingHost`` assembles the parts from it; `serve` fills it from its options, an app that
/// embeds a host fills it in code.
///
/// ```swift
/// var configuration = ServingHostConfiguration(
///     bundle: MyWidgets.descriptor(), store: .sqlite(path: "widgets.sqlite"))
/// configuration.server.port = 8080
/// let serving = try await ServingHost(configuration)
/// try await serving.run()   // until SIGINT, SIGTERM or serving.stop()
/// ```
public struct ServingHostConfiguration: Sendable {
    /// What a new store shows on its first run.
    public enum FirstRun: Sendable, Equatable {
        /// One of each timeline widget at its first family, and the bundle's suggested stacks.
        case oneOfEach
        /// Nothing: the home screen starts empty.
        case empty
    }

    /// The widgets, Live Activities and controls to serve.
    public var bundle: WidgetBundleDescriptor
    /// Where the host keeps its state.
    public var store: ServingStoreChoice
    /// How the host schedules: budgets, variants, device, ledger retention, logger, leases.
    public var host: HostConfiguration
    /// How the server listens and whom it lets in; ``ServingHost`` fills in the store's event log, host directory
    /// and, for dashboards, the device store.
    public var server: WidgetServerConfiguration
    /// The host's clock (the wall clock unless sped up for a demo or a scale test).
    public var clock: any HostClock
    /// The bundle's asset catalogs, for colors and images in renders.
    public var assets: WidgetAssets
    /// What a new store shows on its first run.
    public var firstRun: FirstRun
    /// The device's location, for widgets' location relevance clues; `nil` for none.
    public var relevanceLocation: RelevanceLocation?
    /// Providers in worker processes (`serve --isolate`); ``ServingHost`` shuts it down when it stops.
    public var providerIsolation: ProviderIsolation?
    /// The Live Activities the host keeps and shows (`LiveActivityStore.shared`, which `Activity.request` in this
    /// process uses, by default).
    public var activities: LiveActivityStore
    /// Whether `WidgetCenter.shared` in this process talks to this host (true by default; one host per process can).
    public var connectsWidgetCenter: Bool
    /// Where the host and the server log.
    public var logger: Logger

    /// A configuration with the defaults `serve` has: the standard budgets, the server's render variants, loopback
    /// on port 8080, the wall clock and one of each widget on a new store.
    ///
    /// - Parameters:
    ///   - bundle: The widgets to serve.
    ///   - store: Where to keep them: a ``StoreLocation`` to open, or a store already open.
    public init(bundle: WidgetBundleDescriptor, store: ServingStoreChoice) {
        self.bundle = bundle
        self.store = store
        self.host = HostConfiguration(variants: WidgetServer.variants)
        self.server = WidgetServerConfiguration()
        self.clock = SystemHostClock()
        self.assets = .none
        self.firstRun = .oneOfEach
        self.relevanceLocation = nil
        self.providerIsolation = nil
        self.activities = .shared
        self.connectsWidgetCenter = true
        self.logger = Logger(label: "widgetry")
    }
}

/// Where a ``ServingHost`` keeps its state: a location it opens (and closes when it stops), or a store the caller
/// opened and closes itself.
public enum ServingStoreChoice: Sendable {
    /// A SQLite file or a PostgreSQL database, opened by the host and closed when it stops.
    case location(StoreLocation)
    /// A store the caller opened; the host leaves it open when it stops.
    case opened(ServingStore)
}

extension ServingStoreChoice {
    /// A SQLite file, opened by the host and closed when it stops.
    public static func sqlite(path: String) -> ServingStoreChoice { .location(.sqlite(path: path)) }

    /// A PostgreSQL database, opened by the host and closed when it stops.
    public static func postgres(url: String) -> ServingStoreChoice { .location(.postgres(url: url)) }
}
