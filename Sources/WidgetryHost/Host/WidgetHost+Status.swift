import Foundation

/// What a host holds and plans right now: the figures `/metrics` and `GET /api/hosts` show.
public struct HostStatus: Sendable, Hashable {
    /// Widget instances the host schedules.
    public var instances: Int
    /// Controls in Control Center.
    public var controls: Int
    /// Events in the scheduler's queue: entry changes and planned reloads, including replaced plans that are
    /// skipped when they come up.
    public var queueDepth: Int
    /// When the scheduler next wakes the host, or `nil` when nothing is planned (or the host is stopped).
    public var nextWake: Date?
    /// What the scheduler has done since the host was created.
    public var statistics: SchedulerStatistics
}

extension WidgetHost {
    /// The host's present figures; reading them costs a few loads, nothing per instance.
    public func status() -> HostStatus {
        HostStatus(
            instances: instances.count, controls: controls.count, queueDepth: scheduler.queueDepth,
            nextWake: scheduler.armedDate, statistics: scheduler.statistics)
    }

    /// Counts into `metrics` from now on (or stops counting, with `nil`); a server attaches its own when the host
    /// was created without.
    public func setMetrics(_ metrics: (any HostMetricsRecorder)?) {
        configuration.metrics = metrics
    }
}
