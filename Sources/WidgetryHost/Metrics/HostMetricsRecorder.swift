import Foundation

/// Where a host counts what its scheduler does, for a metrics system: each ledger line, each provider's latency and
/// each lease takeover.
///
/// The host calls it at the one place every ledger line passes, so each reload, deferral, refusal and failure is
/// counted exactly once, as the ledger records it. `WidgetryMetrics`'s `HostMetrics` counts into a Prometheus
/// registry; a host whose ``HostConfiguration/metrics`` is `nil` counts nothing.
///
/// For example, a recorder that counts refusals:
///
/// ```swift
/// final class Refusals: HostMetricsRecorder {
///     let count = Mutex(0)
///     func count(_ record: ReloadRecord, kind: String) {
///         if record.event == .refused { count.withLock { $0 += 1 } }
///     }
///     func providerAnswered(kind: String, since start: Date) {}
///     func countLeaseTakeovers(_ count: Int) {}
/// }
/// ```
public protocol HostMetricsRecorder: Sendable {
    /// Counts one ledger line of an instance of `kind`.
    func count(_ record: ReloadRecord, kind: String)
    /// Records that a provider of `kind` answered a call that started at `start` (wall time).
    func providerAnswered(kind: String, since start: Date)
    /// Counts work this host claimed after another host's lease on it expired.
    func countLeaseTakeovers(_ count: Int)
}
