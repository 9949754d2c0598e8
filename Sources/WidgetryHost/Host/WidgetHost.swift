import Foundation
import WidgetryKit

/// The system side of WidgetKit: the widgets a person added, their timelines, budgets and reloads.
///
/// A host keeps widget instances, asks their providers for timelines when policies, apps, pushes or people ask,
/// within the rules iOS follows (a daily budget per instance over a sliding 24 hours, reloads at least 5 minutes
/// apart, free reloads after interactions, configuration edits and appearance changes), renders every entry of
/// each new timeline ahead through a ``WidgetRenderer``, and keeps everything in a ``WidgetStore`` so a restart
/// resumes without calling providers. Every reload and every refusal is recorded in a per-instance ledger.
///
/// For example:
///
/// ```swift
/// let clock = ManualClock()
/// let host = try await WidgetHost(bundle: WidgetBundleDescriptor(MyWidgets()), clock: clock)
/// let weather = try await host.addWidget(kind: "WeatherWidget", family: .systemSmall)
/// await clock.advance(by: 0)               // the first timeline arrives
/// await clock.advance(by: 24 * 3600)       // a day of policy reloads
/// let ledger = await host.ledger(for: weather.id)
/// ```
///
/// Time comes from the injected ``HostClock``: ``SystemHostClock`` in production, ``ManualClock`` in tests and
/// simulations, where ``ManualClock/advance(to:)`` returns once everything due has happened.
public actor WidgetHost {
    /// The bundle whose widgets the host shows.
    public nonisolated let bundle: WidgetBundleDescriptor
    /// The host's clock.
    public nonisolated let clock: any HostClock
    /// Where the host keeps its state.
    public nonisolated let store: any WidgetStore
    /// What renders each entry ahead of time.
    public nonisolated let renderer: any WidgetRenderer

    /// The host's configuration; change it with ``setDeveloperMode(_:)`` and friends.
    public internal(set) var configuration: HostConfiguration
    /// Whether the widgets' app is marked active: its `WidgetCenter` reloads are then free.
    public internal(set) var appIsActive = false

    var instances = InstanceTable()
    /// Instance ids in the order they were added.
    var order: [String] = []
    /// The controls, in the order they were added.
    var controls = ControlRegistry()
    /// The queue of due work, its one wake-up and what it fired (see ``HostScheduler``).
    var scheduler = HostScheduler()
    /// Set by ``stop()``: the host no longer asks the clock to wake it.
    var isStopped = false
    var observers: [UUID: @Sendable (HostEvent) -> Void] = [:]
    nonisolated let inbox = RequestInbox()
    var activeWork = 0
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    var recommendationCache: [String: [WidgetRecommendation]] = [:]
    /// Instance ids whose mutation is in progress, with the mutations waiting their turn (see ``serially(_:_:)``).
    var mutationQueues: [String: [CheckedContinuation<Void, Never>]] = [:]
    /// When each instance's stored ledger was last pruned (see ``HostConfiguration/ledgerRetention``).
    var lastPruned: [String: Date] = [:]
    /// One descriptor per kind, shared by that kind's instances.
    var sharedWidgets: [String: SharedWidget] = [:]
    /// Commits waiting to share the next store transaction (see ``groupCommit(_:)``).
    var writeGroup = WriteGroup()
    /// The Smart Stacks (see ``createStack(id:name:members:smartRotate:chosenTop:)``).
    var stackRegistry = StackRegistry()
    /// Which due plans are this host's to run: all of them when it owns its store (``OwnedStoreClaims``), those it
    /// claims when it shares the store with other hosts (``SharedStoreClaims``, chosen at init from `claims:`).
    let workClaims: any WorkClaims

    /// Creates a host and resumes what its store holds.
    ///
    /// Instances, timelines, renderings, ledgers and planned reloads come back from the store as they were; no
    /// provider is called unless a planned reload fell due while the host was down, in which case it runs when
    /// the clock next wakes the host.
    ///
    /// - Parameters:
    ///   - bundle: The widgets the host shows.
    ///   - store: Where to keep state; a private ``InMemoryWidgetStore`` when `nil`.
    ///   - claims: How due reloads are split with other hosts sharing `store` (its ``ScheduledWorkClaims``, as
    ///     `PostgresWidgetStore` has); `nil`, or claims that do not share work, when this host owns the store.
    ///   - renderer: What renders entries ahead; ``EntryDescriptionRenderer`` by default.
    ///   - clock: The clock; the wall clock by default.
    ///   - configuration: Limits, developer mode, retries, variants, device.
    /// - throws: ``HostError`` when the store cannot be opened or read.
    public init(
        bundle: WidgetBundleDescriptor,
        store: (any WidgetStore)? = nil,
        claims: (any ScheduledWorkClaims)? = nil,
        renderer: any WidgetRenderer = EntryDescriptionRenderer(),
        clock: any HostClock = SystemHostClock(),
        configuration: HostConfiguration = HostConfiguration()
    ) async throws {
        self.bundle = bundle
        self.store = store ?? InMemoryWidgetStore()
        if let claims, claims.sharesWork {
            workClaims = SharedStoreClaims(
                claims, hostID: configuration.hostID, leaseDuration: configuration.leaseDuration,
                sweepInterval: configuration.workSweepInterval, clock: clock, logger: configuration.logger)
        } else {
            workClaims = OwnedStoreClaims()
        }
        self.renderer = renderer
        self.clock = clock
        self.configuration = configuration
        try await resume()
    }

    /// Stops the host's wake-ups and writes the scheduler's deferred changes; in-flight provider calls finish,
    /// nothing new starts from the clock.
    ///
    /// Calls made on the host still work (adding widgets, actions, requests), so a stopped host can be inspected;
    /// its plans stay in the store for the next host to resume.
    public func stop() async {
        isStopped = true
        clock.cancelWakeUp(scheduler.wakeUpID)
        workClaims.stop()
        scheduler.disarm()
        await flushWrites()
    }

    /// Writes the changes the scheduler deferred (see ``WidgetStore/applyDeferred(_:)``) now; a failure is logged.
    ///
    /// The store writes them by itself within a short interval, and before any read or acknowledged write, so this
    /// is for shutdowns and for tests that look at the database file from outside.
    public func flushWrites() async {
        do {
            try await store.flush()
        } catch {
            log(.error, nil, "Could not write the scheduler's deferred changes: \(error)")
        }
    }

    /// What the scheduler has done since the host was created: events fired, reloads, refusals, store transactions.
    public func schedulerStatistics() -> SchedulerStatistics {
        scheduler.statistics
    }

    // MARK: Settings

    /// Marks the widgets' app active or not; while active, its `WidgetCenter` reloads spend no budget.
    public func setAppActive(_ active: Bool) {
        appIsActive = active
    }

    /// Turns developer mode on or off: no budget and no minimum intervals while on.
    public func setDeveloperMode(_ on: Bool) {
        configuration.developerMode = on
    }

    /// Replaces the host's limits (budget, intervals, entries, deadline); budgets already spent still count.
    public func setLimits(_ limits: HostLimits) {
        configuration.limits = limits
        for id in order {
            guard let state = instances[id] else { continue }
            instances[id]?.budget = ReloadBudget(uses: state.budget.uses, limit: limits.dailyReloadBudget)
        }
    }

    // MARK: Observers

    /// Calls `handler` with every event from now on, on the host's executor; it must not block.
    ///
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ handler: @escaping @Sendable (HostEvent) -> Void) -> UUID {
        let id = UUID()
        observers[id] = handler
        return id
    }

    /// Stops calling an observer.
    public func removeObserver(_ id: UUID) {
        observers[id] = nil
    }

    /// The host's events from now on, as a stream that ends when the consumer stops iterating.
    public func events() -> AsyncStream<HostEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: HostEvent.self, bufferingPolicy: .bufferingNewest(1000))
        let id = addObserver { continuation.yield($0) }
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeObserver(id) }
        }
        return stream
    }

    func publish(_ event: HostEvent) {
        for observer in observers.values { observer(event) }
    }

    func log(_ level: HostLogMessage.Level, _ instanceID: String?, _ message: String) {
        configuration.logger.log(
            HostLogMessage(level: level, date: clock.now, instanceID: instanceID, message: message))
    }

    // MARK: Idleness

    /// Waits until every request delivered through `WidgetCenter` or `ControlCenter`, and every reload in
    /// progress, has finished.
    public func waitUntilIdle() async {
        while true {
            await drainInbox()
            if activeWork == 0 { return }
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    func beginWork() {
        activeWork += 1
    }

    func endWork() {
        activeWork -= 1
        if activeWork == 0 {
            let waiters = idleWaiters
            idleWaiters = []
            for waiter in waiters { waiter.resume() }
        }
    }
}
