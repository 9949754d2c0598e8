/// What a host's scheduler has done since the host was created: the events its heap fired and their outcomes.
///
/// Benchmarks and dashboards read it with ``WidgetHost/schedulerStatistics()``; it costs a few integer additions
/// per event and is never stored.
public struct SchedulerStatistics: Sendable, Hashable {
    /// Heap events that were due and still live when the clock woke the host: entry changes and planned reloads.
    public var eventsFired = 0
    /// Of those, entry changes (a timeline's next entry shown).
    public var entryChanges = 0
    /// Of those, planned reloads handed to the reload path (policy, retry and deferred requests).
    public var plannedReloads = 0
    /// Heap events popped that no longer stood for a plan (replaced or cleared plans); skipped at no cost.
    public var staleEvents = 0
    /// Provider calls that ended in a new timeline.
    public var reloads = 0
    /// Reloads refused because the budget was spent.
    public var refusals = 0
    /// Budgeted reloads moved to the end of the minimum interval.
    public var deferrals = 0
    /// Provider calls that threw or missed the deadline.
    public var failures = 0
    /// Store transactions that saved the scheduler's batched changes (see ``WidgetHost/flushWrites()``).
    public var groupCommits = 0
    /// Due reloads another host sharing the store claimed first (each ran there, once).
    public var claimsRefused = 0
    /// Sweeps for due work no live lease held.
    public var sweeps = 0
    /// Reloads this host took over after another host's lease on them expired.
    public var leaseTakeovers = 0
    /// Reloads whose lease another host took over while they ran; their outcome was dropped.
    public var leasesLost = 0

    /// Creates zeroed statistics.
    public init() {}

    /// Counts a ledger line's event.
    mutating func count(_ event: ReloadRecord.Event) {
        switch event {
        case .reloaded: reloads += 1
        case .refused: refusals += 1
        case .deferred: deferrals += 1
        case .failed: failures += 1
        case .warning: break
        }
    }
}
