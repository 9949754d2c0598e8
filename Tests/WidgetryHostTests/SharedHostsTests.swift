import Foundation
import Synchronization
import Testing
import WidgetryHost
import WidgetryKit
import WidgetryPostgres
import WidgetryUI

/// Several hosts on one PostgreSQL store: each due reload runs on exactly one of them, a host that stops renewing
/// loses its work to another, and what one host changes the others read from the store.
@Suite(.enabled(if: PostgresTestServer.url != nil, PostgresTestServer.skipReason))
struct SharedHostsTests {
    static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// One host of several: its own clock, store object, gate in front of its provider and ledger of calls.
    struct Member {
        let clock: ManualClock
        let host: WidgetHost
        let provider: CountingGatedProvider
        let logger: CollectingHostLogger

        static func make(_ id: String, on database: TestDatabase, lease: TimeInterval = 60) async throws -> Member {
            let clock = ManualClock(now: SharedHostsTests.t0)
            let provider = CountingGatedProvider(clock: clock)
            let logger = CollectingHostLogger()
            var configuration = HostConfiguration(logger: logger)
            configuration.hostID = id
            configuration.leaseDuration = lease
            configuration.workSweepInterval = 15
            configuration.limits.providerDeadline = 600
            let bundle = await makeBundle([SharedGatedWidget(provider: provider)])
            let (store, claims) = try await database.openSharing()
            let host = try await WidgetHost(
                bundle: bundle, store: store, claims: claims, clock: clock, configuration: configuration)
            return Member(clock: clock, host: host, provider: provider, logger: logger)
        }
    }

    /// Every `reloaded` line of an instance in the store, whichever host wrote it.
    func reloads(_ id: String, in database: TestDatabase) async throws -> [ReloadRecord] {
        let store = try await database.open()
        defer { Task { try? await store.close() } }
        return try await store.records(instanceID: id, since: nil).filter { $0.event == .reloaded }
    }

    @Test func aDueReloadRunsOnOneHostAndTheOtherReadsItsOutcome() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let a = try await Member.make("a", on: database)
        let b = try await Member.make("b", on: database)
        try await a.host.addWidget(kind: "Shared", family: .systemSmall, id: "w1")
        await a.clock.runDueWakeUps()
        // b hears of the widget (a server does this when a's events arrive) and plans the same reload.
        #expect(await b.host.refreshFromStore(["w1"]) == ["w1"])
        #expect(try await b.host.nextReload(of: "w1")?.date == Self.t0.addingTimeInterval(3600))

        await a.clock.advance(by: 3600)
        await b.clock.advance(by: 3600)
        #expect(a.provider.calls + b.provider.calls == 2, "the first timeline and one policy reload, once")
        #expect(await b.host.schedulerStatistics().claimsRefused == 1)
        #expect(try await reloads("w1", in: database).count == 2)

        // b's sweep reads what a stored; its next reload is a's next plan, and it has a's timeline.
        await b.host.refreshFromStore(["w1"])
        #expect(try await b.host.nextReload(of: "w1")?.date == Self.t0.addingTimeInterval(7200))
        #expect(try await b.host.currentEntry(of: "w1")?.summary.hasPrefix("call 2") == true)
    }

    @Test func aHostThatStopsRenewingLosesItsReloadToAnotherAndStoresNothing() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let a = try await Member.make("a", on: database, lease: 60)
        let b = try await Member.make("b", on: database, lease: 60)
        try await a.host.addWidget(kind: "Shared", family: .systemSmall, id: "w1")
        await a.clock.runDueWakeUps()
        await b.host.refreshFromStore(["w1"])

        // a claims the policy reload, then hangs in the provider and stops: it never renews (as if killed).
        a.provider.gate.close()
        let stuck = Task { await a.clock.advance(by: 3600) }
        await a.provider.gate.arrivals(1)
        await a.host.stop()

        // b's queue fires the same plan while a's lease lives: refused.
        await b.clock.advance(by: 3600)
        #expect(await b.host.schedulerStatistics().claimsRefused == 1)
        #expect(b.provider.calls == 0)
        // Once the lease has expired, b's sweep takes the reload over and runs it.
        await b.clock.advance(by: 61)
        let statistics = await b.host.schedulerStatistics()
        #expect(statistics.leaseTakeovers == 1)
        #expect(b.provider.calls == 1)
        #expect(b.logger.messages.contains { $0.message.contains("from host 'a'") })

        // a's provider answers at last: its lease is gone, so it stores nothing.
        a.provider.gate.open()
        await stuck.value
        #expect(await a.host.schedulerStatistics().leasesLost == 1)
        let lines = try await reloads("w1", in: database)
        #expect(lines.count == 2, "the first timeline and b's reload; a's late answer is dropped")
        #expect(try await b.host.currentEntry(of: "w1")?.summary.hasPrefix("call 1") == true, "b's provider's")
    }

    @Test func aWidgetAddedThroughAnotherHostIsFoundByTheSweepAndRemovedWhenItIsGone() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let a = try await Member.make("a", on: database)
        let b = try await Member.make("b", on: database)
        // a stores the widget but its first reload has not run (a died at once): b's sweep finds it.
        a.provider.gate.close()
        try await a.host.addWidget(kind: "Shared", family: .systemSmall, id: "w1")
        let stuck = Task { await a.clock.runDueWakeUps() }
        await a.provider.gate.arrivals(1)
        await a.host.stop()
        await b.clock.advance(by: 61 + 15)
        #expect(b.provider.calls == 1)
        #expect(try await b.host.currentEntry(of: "w1")?.summary.hasPrefix("call 1") == true)
        a.provider.gate.open()
        await stuck.value

        // Removed through b; a reads that it is gone.
        try await b.host.removeWidget(id: "w1")
        await a.host.refreshFromStore(["w1"])
        #expect(await a.host.widgets().isEmpty)
    }

    @Test func aReloadAskedForOnOneHostSpendsTheBudgetTheOtherHostLeft() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let a = try await Member.make("a", on: database)
        let b = try await Member.make("b", on: database)
        var limits = HostLimits.standard
        limits.dailyReloadBudget = 2
        await a.host.setLimits(limits)
        await b.host.setLimits(limits)
        try await a.host.addWidget(kind: "Shared", family: .systemSmall, id: "w1")
        await a.clock.runDueWakeUps()
        await b.host.refreshFromStore(["w1"])
        // Two counted reloads through a, then one asked through b, which never saw a's: b refuses it.
        for _ in 0..<2 {
            await a.clock.advance(by: 600)
            await b.clock.advance(by: 600)
            await a.host.handle(.reloadTimelines(kind: "Shared"))
            await a.host.waitUntilIdle()
        }
        // Past a's minimum interval (b would otherwise defer it, which reads a's last reload as well).
        await b.clock.advance(by: 600)
        await b.host.handle(.reloadTimelines(kind: "Shared"))
        await b.host.waitUntilIdle()
        let lines = try await database.open().records(instanceID: "w1", since: nil)
        #expect(lines.filter { $0.event == .reloaded && $0.counted }.count == 2)
        #expect(lines.last?.event == .refused, "b read a's two counted reloads from the store")
    }
}

/// A provider that passes a gate before it answers with one entry saying which call it was, and a reload an hour
/// later.
final class CountingGatedProvider: TimelineProvider, Sendable {
    let gate = Gate()
    let clock: ManualClock
    private let counter = CallCounter()

    init(clock: ManualClock) { self.clock = clock }

    var calls: Int { counter.value }

    func placeholder(in context: Context) -> ScriptEntry { ScriptEntry(date: clock.now, label: "placeholder") }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (ScriptEntry) -> Void) {
        completion(ScriptEntry(date: clock.now, label: "snapshot"))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<ScriptEntry>) -> Void) {
        let clock = self.clock
        let counter = self.counter
        let gate = self.gate
        Task {
            await gate.pass()
            let call = counter.increment()
            let now = clock.now
            completion(
                Timeline(
                    entries: [ScriptEntry(date: now, label: "call \(call)")],
                    policy: .after(now.addingTimeInterval(3600))))
        }
    }
}

struct SharedGatedWidget: Widget {
    let provider: CountingGatedProvider

    init(provider: CountingGatedProvider) { self.provider = provider }

    init() { self.init(provider: CountingGatedProvider(clock: ManualClock(now: SharedHostsTests.t0))) }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Shared", provider: provider) { entry in Text(entry.label) }
            .supportedFamilies([.systemSmall])
    }
}

/// A count shared by a provider's calls.
final class CallCounter: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    /// Counts one more and returns the new count.
    func increment() -> Int {
        count.withLock {
            $0 += 1
            return $0
        }
    }
}
