import Foundation
import WidgetryKit

/// The provider's side of a reload: asks a widget's provider for a timeline under the host's deadline and turns the
/// answer — a timeline, an error, or silence — into a ``ReloadOutcome``; and says when to try again after failures.
///
/// It holds no instance state: the host admits a reload (budget, interval), asks the executor, then installs the
/// timeline or records the failure with ``retryPlan(afterFailures:at:)``.
struct ReloadExecutor: Sendable {
    /// The longest a provider may take, in seconds.
    var deadline: TimeInterval
    /// What waits out the deadline: a wall-clock sleep for the host (providers do real work in real time).
    var waitForDeadline: @Sendable (TimeInterval) async -> Void = Deadline.sleep
    /// Whether entry dates are shifted from the wall clock onto the host's clock.
    var timelineDating: TimelineDating = .asReturned
    /// What reads the wall clock, for the date shift and the metrics' call time.
    var wallClock: @Sendable () -> Date = { Date() }
    /// The back-off after failed reloads.
    var retry = RetryPolicy()
    /// The minimum interval between reloads: no retry comes sooner.
    var reloadFloor: TimeInterval = 0
    /// Where the provider's answer time is counted, if anywhere.
    var metrics: (any HostMetricsRecorder)?

    /// An executor with the host's deadline, dating, back-off, floor and metrics.
    init(configuration: HostConfiguration) {
        deadline = configuration.limits.providerDeadline
        timelineDating = configuration.timelineDating
        retry = configuration.retry
        reloadFloor = configuration.reloadFloor
        metrics = configuration.metrics
    }

    /// An executor with explicit parts (tests pass a deadline wait and a wall clock they control).
    init(
        deadline: TimeInterval, waitForDeadline: @escaping @Sendable (TimeInterval) async -> Void = Deadline.sleep,
        timelineDating: TimelineDating = .asReturned, wallClock: @escaping @Sendable () -> Date = { Date() },
        retry: RetryPolicy = RetryPolicy(), reloadFloor: TimeInterval = 0, metrics: (any HostMetricsRecorder)? = nil
    ) {
        self.deadline = deadline
        self.waitForDeadline = waitForDeadline
        self.timelineDating = timelineDating
        self.wallClock = wallClock
        self.retry = retry
        self.reloadFloor = reloadFloor
        self.metrics = metrics
    }

    /// Asks a widget's provider for a timeline, giving up at the deadline.
    ///
    /// The call runs on the provider threads with `owner` as the owner of any background URL session it starts. A
    /// provider still working at the deadline is cancelled and left to finish alone; the host goes on.
    ///
    /// - Parameters:
    ///   - widget: The widget whose provider to ask.
    ///   - configuration: The instance's configuration (`nil` for static widgets).
    ///   - context: The family, device and environments the timeline is for.
    ///   - owner: Who background URL sessions started during the call belong to.
    ///   - now: The host's clock when the reload began: with ``TimelineDating/relativeToWallClock`` the entries'
    ///     dates are shifted by the host's time minus the wall clock's at the call.
    func timeline(
        of widget: WidgetDescriptor, configuration: WidgetConfigurationValues?, context: TimelineProviderContext,
        owner: BackgroundURLSessionOwner?, at now: Date
    ) async -> ReloadOutcome {
        guard let provider = widget.provider else { return .notATimelineWidget }
        let wallBefore = wallClock()
        let outcome: ReloadOutcome
        do {
            if let timeline = try await Deadline.run(
                seconds: deadline, waitingWith: waitForDeadline,
                {
                    try await BackgroundURLSessions.$owner.withValue(owner) {
                        try await provider.timeline(for: configuration, in: context)
                    }
                })
            {
                let shift = timelineDating == .relativeToWallClock ? now.timeIntervalSince(wallBefore) : 0
                outcome = .timeline(timeline, dateShift: shift)
            } else {
                outcome = .failed(.timedOut(deadline))
            }
        } catch {
            outcome = .failed(.threw(error))
        }
        metrics?.providerAnswered(kind: widget.kind, since: wallBefore)
        return outcome
    }

    /// How long to wait before retrying after `failures` failed reloads in a row (1 for the first): the retry
    /// policy's back-off, never less than the minimum interval between reloads.
    func retryDelay(afterFailures failures: Int) -> TimeInterval {
        max(retry.delay(afterFailures: failures), reloadFloor)
    }

    /// The retry to plan after `failures` failed reloads in a row, the last at `now`.
    func retryPlan(afterFailures failures: Int, at now: Date) -> ScheduledReload {
        let date = now.addingTimeInterval(retryDelay(afterFailures: failures))
        return ScheduledReload(slot: .retry, date: date, reason: .retry, requestedDate: date, failures: failures)
    }
}
