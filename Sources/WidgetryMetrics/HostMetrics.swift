import Foundation
import Prometheus
import Synchronization
import WidgetryHost

/// A host's Prometheus metrics: what its scheduler did (reloads by kind, reason and outcome, refusals, timeline
/// warnings), how long providers took, and lease takeovers, in a registry of its own.
///
/// The host counts at the one place every ledger line passes (``WidgetHost`` commits it), so each reload,
/// deferral, refusal and failure is counted exactly once, as the ledger records it. A host whose
/// ``HostConfiguration/metrics`` is `nil` skips all of it. Each counter is created on first use and then found in a
/// small table under a lock, so counting costs a dictionary lookup and an atomic add, with no allocation.
///
/// Gauges that describe the host's present state (instances, the scheduler's queue, the next wake-up) are not kept
/// here: the server reads them from ``WidgetHost/status()`` when it is scraped, which costs the scheduler nothing.
///
/// One registry per host (never a process-wide bootstrap), so several hosts in one process, as in tests, keep
/// their counts apart:
///
/// ```swift
/// let metrics = HostMetrics()
/// var configuration = HostConfiguration()
/// configuration.metrics = metrics
/// let host = try await WidgetHost(bundle: bundle, configuration: configuration)
/// print(metrics.registry.emitToString())   // Prometheus text exposition
/// ```
public final class HostMetrics: HostMetricsRecorder {
    /// The registry the host's metrics are in; a server emits it, with its own metrics, at `GET /metrics`.
    public let registry: PrometheusCollectorRegistry

    /// Lease takeovers: work a host claimed after another host's lease on it expired. Always 0 with the embedded
    /// SQLite store (one host owns everything); a shared store with leases counts each takeover with
    /// ``countLeaseTakeovers(_:)``.
    public let leaseTakeovers: Counter

    /// What a ledger line is counted as.
    struct ReloadKey: Hashable, Sendable {
        let kind: String
        let reason: ReloadReason
        let outcome: Outcome
    }

    /// A reload's outcome as `widgetry_reloads_total` labels it.
    enum Outcome: String, Sendable {
        /// The provider answered; the reload spent budget.
        case counted
        /// The provider answered; the reload was free.
        case free
        /// Moved to the end of the minimum interval.
        case deferred
        /// Not done: the budget was spent.
        case refused
        /// The provider threw or missed its deadline.
        case failed
    }

    private struct Handles: Sendable {
        var reloads: [ReloadKey: Counter] = [:]
        var refusals: [ReloadKey: Counter] = [:]
        var warnings: [String: Counter] = [:]
        var latency: [String: DurationHistogram] = [:]
    }

    private let handles = Mutex(Handles())

    /// The buckets of `widgetry_provider_duration_seconds`: 5 ms to the provider deadline (15 s) and past it.
    public static let providerDurationBuckets: [Duration] = [
        .milliseconds(5), .milliseconds(10), .milliseconds(25), .milliseconds(50), .milliseconds(100),
        .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500), .seconds(5), .seconds(10),
        .seconds(15), .seconds(30),
    ]

    /// The names and meanings of the metrics a host counts; the README's table lists these and the server's.
    enum Name {
        static let reloads = "widgetry_reloads_total"
        static let refusals = "widgetry_refusals_total"
        static let warnings = "widgetry_timeline_warnings_total"
        static let providerDuration = "widgetry_provider_duration_seconds"
        static let leaseTakeovers = "widgetry_lease_takeovers_total"
    }

    /// Creates metrics in a registry: a new one by default.
    public init(registry: PrometheusCollectorRegistry = PrometheusCollectorRegistry()) {
        self.registry = registry
        leaseTakeovers = registry.counter(
            name: Name.leaseTakeovers,
            help: "Scheduled work this host took over after another host's lease expired (0 with SQLite).")
    }

    /// Counts lease takeovers; called by stores that share work between hosts under leases.
    public func countLeaseTakeovers(_ count: Int = 1) {
        guard count > 0 else { return }
        leaseTakeovers.increment(by: Int64(count))
    }

    /// Counts one ledger line of an instance of `kind`.
    public func count(_ record: ReloadRecord, kind: String) {
        let outcome: Outcome
        switch record.event {
        case .reloaded: outcome = record.counted ? .counted : .free
        case .deferred: outcome = .deferred
        case .refused: outcome = .refused
        case .failed: outcome = .failed
        case .warning:
            warningCounter(kind: kind).increment()
            return
        }
        let key = ReloadKey(kind: kind, reason: record.reason, outcome: outcome)
        reloadCounter(key).increment()
        if outcome == .refused { refusalCounter(key).increment() }
    }

    /// Records how long a provider of `kind` took to answer (or fail), measured on the wall clock from `start`.
    public func providerAnswered(kind: String, since start: Date) {
        let seconds = max(0, Date().timeIntervalSince(start))
        let histogram = handles.withLock { handles in
            if let existing = handles.latency[kind] { return existing }
            let made = registry.durationHistogram(
                name: Name.providerDuration, labels: [("kind", kind)], buckets: Self.providerDurationBuckets,
                help: "Seconds a widget provider took to answer a timeline request (or to fail), by kind.")
            handles.latency[kind] = made
            return made
        }
        histogram.record(.nanoseconds(Int64(seconds * 1e9)))
    }

    private func reloadCounter(_ key: ReloadKey) -> Counter {
        handles.withLock { handles in
            if let existing = handles.reloads[key] { return existing }
            let made = registry.counter(
                name: Name.reloads,
                labels: [("kind", key.kind), ("reason", key.reason.rawValue), ("outcome", key.outcome.rawValue)],
                help: "Reloads the host decided, by widget kind, reason and outcome "
                    + "(counted, free, deferred, refused, failed).")
            handles.reloads[key] = made
            return made
        }
    }

    private func refusalCounter(_ key: ReloadKey) -> Counter {
        handles.withLock { handles in
            if let existing = handles.refusals[key] { return existing }
            let made = registry.counter(
                name: Name.refusals, labels: [("kind", key.kind), ("reason", key.reason.rawValue)],
                help: "Reloads refused because the instance's daily budget was spent, by widget kind and reason.")
            handles.refusals[key] = made
            return made
        }
    }

    private func warningCounter(kind: String) -> Counter {
        handles.withLock { handles in
            if let existing = handles.warnings[kind] { return existing }
            let made = registry.counter(
                name: Name.warnings, labels: [("kind", kind)],
                help: "Warnings about timelines (such as one cut to the most entries kept), by widget kind.")
            handles.warnings[kind] = made
            return made
        }
    }
}
