import Foundation
import WidgetryKit
import WidgetryUI

/// How a ``WidgetHost`` behaves: its limits, developer mode, retries, the environments it renders, the device.
///
/// For example:
///
/// ```swift
/// var configuration = HostConfiguration()
/// configuration.limits.dailyReloadBudget = 40
/// configuration.developerMode = true   // no budget, no minimum interval
/// ```
public struct HostConfiguration: Sendable {
    /// The budget, the minimum interval, the most entries kept and the provider deadline.
    public var limits: HostLimits
    /// Lifts the limits: no budget, no minimum interval between shown entries, and reloads at most every
    /// ``developerReloadFloor`` (1 s) instead of every 5 minutes.
    ///
    /// Reloads are still recorded, as not counted. The floor keeps a timeline whose last entry is "now" with
    /// `.atEnd` from reloading back to back.
    public var developerMode: Bool
    /// How failed reloads are retried.
    public var retry: RetryPolicy
    /// The environments each placement shows; every entry is rendered once per variant.
    public var variants: [WidgetPlacement: [RenderVariant]]
    /// The device whose sizes providers and renderers get.
    public var device: DeviceProfile
    /// How the dates in a provider's timeline relate to the host's clock.
    public var timelineDating: TimelineDating
    /// The most ledger lines ``WidgetHost/ledger(for:)`` returns per instance; the store keeps what
    /// ``ledgerRetention`` says.
    public var ledgerMemoryLimit: Int
    /// How long, and how many, ledger lines the store keeps per instance.
    public var ledgerRetention: LedgerRetention
    /// Where the host logs provider failures, refusals and warnings.
    public var logger: any HostLogger
    /// Where the host counts reloads, refusals and provider latency (`WidgetryMetrics`'s `HostMetrics` for
    /// Prometheus), or `nil` to count nothing; a `WidgetServer` attaches its own when this is `nil`.
    public var metrics: (any HostMetricsRecorder)? = nil
    /// The most reloads the scheduler runs at once when many fall due together (a restart, a push to every
    /// instance, a million first timelines); the rest wait for one of them to end. Each running reload holds its
    /// provider's task and entries, so this bounds the memory a burst takes. At least 1.
    public var maximumConcurrentReloads = 256
    /// This host's id among the hosts sharing a store: who holds a lease, who logged an event, which host
    /// `GET /api/hosts` lists. Unique per running process; the default is `HOSTNAME-PID-STARTSECONDS`.
    public var hostID = HostConfiguration.processHostID
    /// How long, in the clock's seconds, a claim on scheduled work lasts unless renewed, when the store is shared
    /// by several hosts (see ``ScheduledWorkClaims``). A host that dies loses its work to another host this long
    /// after its last renewal at most. The host renews its claims every third of it while the work runs, so it
    /// must be well above a store round trip; the provider deadline does not bound it.
    public var leaseDuration: TimeInterval = 60
    /// How often, in the clock's seconds, a host sharing its store looks for due work no live claim holds: reloads
    /// a dead host left, and reloads of widgets added through another host that this one has not heard of.
    public var workSweepInterval: TimeInterval = 15

    /// Creates a configuration; every parameter has the default a host on a phone would have.
    public init(
        limits: HostLimits = .standard,
        developerMode: Bool = false,
        retry: RetryPolicy = RetryPolicy(),
        variants: [WidgetPlacement: [RenderVariant]] = HostConfiguration.standardVariants,
        device: DeviceProfile = .default,
        timelineDating: TimelineDating = .asReturned,
        ledgerMemoryLimit: Int = 1000,
        ledgerRetention: LedgerRetention = .standard,
        logger: any HostLogger = PrintHostLogger()
    ) {
        self.ledgerRetention = ledgerRetention
        self.limits = limits
        self.developerMode = developerMode
        self.retry = retry
        self.variants = variants
        self.device = device
        self.timelineDating = timelineDating
        self.ledgerMemoryLimit = ledgerMemoryLimit
        self.logger = logger
    }

    /// This process's default host id, made once (the host name is looked up once, not per configuration).
    static let processHostID = HostRecord.processID(started: Date())

    /// The variants iOS shows: light and dark, full color or accented (tinted) on the Home Screen; vibrant on
    /// the Lock Screen.
    public static let standardVariants: [WidgetPlacement: [RenderVariant]] = [
        .homeScreen: [
            RenderVariant(.light, .fullColor), RenderVariant(.dark, .fullColor),
            RenderVariant(.light, .accented), RenderVariant(.dark, .accented),
        ],
        .lockScreen: [RenderVariant(.light, .vibrant), RenderVariant(.dark, .vibrant)],
    ]

    /// The variants a placement shows; full color in light mode when the configuration names none.
    public func variants(for placement: WidgetPlacement) -> [RenderVariant] {
        let variants = self.variants[placement] ?? []
        return variants.isEmpty ? [RenderVariant(.light, .fullColor)] : variants
    }

    /// The shortest time between budgeted reloads: the limit, or the small developer-mode floor.
    var reloadFloor: TimeInterval {
        developerMode ? max(limits.developerModeReloadInterval, 0.1) : limits.minimumReloadInterval
    }

    /// The shortest time between two shown entries: the limit, or zero in developer mode.
    var displayFloor: TimeInterval { developerMode ? 0 : limits.minimumReloadInterval }
}
