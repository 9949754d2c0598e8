import Foundation
import Testing
import WidgetryHost
import WidgetryPostgres
import WidgetrySQLite

/// Claiming planned reloads under leases: one host per due plan, takeover after expiry, renewal and release.
@Suite struct WorkClaimsTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// A store with `count` instances, each with a policy plan due `t0 + index` seconds.
    func storeWithPlans(_ database: TestDatabase, count: Int) async throws -> any ServingWidgetStore {
        let store = try await database.open()
        var changes: [WidgetStoreChange] = []
        for index in 0..<count {
            let id = "w\(index)"
            changes.append(
                .insertInstance(
                    WidgetInstance(
                        id: id, kind: "K", family: .systemSmall, placement: .homeScreen, configuration: nil,
                        created: t0)))
            changes.append(
                .saveState(
                    StoredInstanceState(
                        instanceID: id,
                        scheduled: [
                            ScheduledReload(
                                slot: .policy, date: t0.addingTimeInterval(Double(index)), reason: .policyAfter,
                                requestedDate: t0)
                        ])))
        }
        try await store.apply(changes)
        return store
    }

    @Test func theEmbeddedStoreGrantsEveryDuePlan() async throws {
        let database = try await StoreUnderTest.sqliteFile.makeDatabase()
        let store = try #require(try await storeWithPlans(database, count: 3) as? SQLiteWidgetStore)
        let due = try await store.claimDue(hostID: "a", now: t0.addingTimeInterval(1), leaseDuration: 30, limit: 10)
        #expect(due.map(\.plan.instanceID) == ["w0", "w1"], "w2 is not due yet")
        let key = PlanKey(instanceID: "w1", slot: .policy)
        let granted = try await store.claim(
            [key, PlanKey(instanceID: "w2", slot: .policy)], hostID: "a", now: t0.addingTimeInterval(1),
            leaseDuration: 30)
        #expect(Array(granted.keys) == [key])
        #expect(try await store.renew(due, now: t0.addingTimeInterval(20), leaseDuration: 30).count == 2)
    }

    @Test(.enabled(if: PostgresTestServer.url != nil, PostgresTestServer.skipReason))
    func hostsClaimingAtOnceSplitTheDueWorkWithoutOverlap() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let setup = try await storeWithPlans(database, count: 40)
        let a = try #require(try await database.open() as? PostgresWidgetStore)
        let b = try #require(try await database.open() as? PostgresWidgetStore)
        let now = t0.addingTimeInterval(29)  // w0 … w29 are due
        let claimed = try await withThrowingTaskGroup(of: [WorkLease].self) { group in
            for (host, store) in [("a", a), ("b", b)] {
                group.addTask {
                    var mine: [WorkLease] = []
                    for _ in 0..<100 {
                        let batch = try await store.claimDue(hostID: host, now: now, leaseDuration: 30, limit: 4)
                        if batch.isEmpty { return mine }
                        mine += batch
                    }
                    Issue.record("host \(host) kept finding due work after 100 claims")
                    return mine
                }
            }
            var all: [WorkLease] = []
            for try await leases in group { all += leases }
            return all
        }
        #expect(claimed.count == 30, "every due plan once")
        #expect(Set(claimed.map(\.plan)).count == 30, "no plan claimed by both hosts")
        #expect(claimed.allSatisfy { $0.due <= now && $0.takenOverFrom == nil })
        // A plan held by a live lease is refused to the other host.
        let held = try #require(claimed.first)
        let other = held.hostID == "a" ? "b" : "a"
        let otherStore = other == "a" ? a : b
        #expect(try await otherStore.claim([held.plan], hostID: other, now: now, leaseDuration: 30).isEmpty)
        try await setup.close()
        try await a.close()
        try await b.close()
    }

    @Test(.enabled(if: PostgresTestServer.url != nil, PostgresTestServer.skipReason))
    func anExpiredLeaseIsTakenOverAndItsHolderCannotRenewIt() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let store = try #require(try await storeWithPlans(database, count: 2) as? PostgresWidgetStore)
        let key = PlanKey(instanceID: "w0", slot: .policy)
        let first = try #require(
            try await store.claim([key], hostID: "a", now: t0, leaseDuration: 30)[key])
        #expect(first.expires == t0.addingTimeInterval(30))
        // Renewed while alive, it stays a's.
        let renewed = try await store.renew([first], now: t0.addingTimeInterval(20), leaseDuration: 30)
        #expect(renewed.map(\.expires) == [t0.addingTimeInterval(50)])
        #expect(try await store.claim([key], hostID: "b", now: t0.addingTimeInterval(45), leaseDuration: 30).isEmpty)
        // a stops renewing (killed): after expiry b takes the plan over.
        let takeover = try #require(
            try await store.claim([key], hostID: "b", now: t0.addingTimeInterval(51), leaseDuration: 30)[key])
        #expect(takeover.takenOverFrom == "a" && takeover.hostID == "b")
        #expect(try await store.renew(renewed, now: t0.addingTimeInterval(52), leaseDuration: 30).isEmpty)
        // Once b has stored the next plan, the old due plan is no longer claimable, and b's release frees the row.
        try await store.apply([
            .saveState(
                StoredInstanceState(
                    instanceID: "w0",
                    scheduled: [
                        ScheduledReload(
                            slot: .policy, date: t0.addingTimeInterval(3600), reason: .policyAfter,
                            requestedDate: t0)
                    ]))
        ])
        try await store.release([takeover])
        #expect(try await store.claim([key], hostID: "a", now: t0.addingTimeInterval(60), leaseDuration: 30).isEmpty)
        #expect(
            try await store.claimDue(hostID: "a", now: t0.addingTimeInterval(60), leaseDuration: 30, limit: 10).map(
                \.plan.instanceID) == ["w1"])
        try await store.close()
    }

    @Test(.enabled(if: PostgresTestServer.url != nil, PostgresTestServer.skipReason))
    func aBatchRequiringALeaseAnotherHostTookOverStoresNothing() async throws {
        let database = try await StoreUnderTest.postgres.makeDatabase()
        let setup = try await storeWithPlans(database, count: 1)
        let a = try #require(try await database.open() as? PostgresWidgetStore)
        let b = try #require(try await database.open() as? PostgresWidgetStore)
        let key = PlanKey(instanceID: "w0", slot: .policy)
        let lease = try #require(try await a.claim([key], hostID: "a", now: t0, leaseDuration: 30)[key])
        let line = ReloadRecord(
            date: t0, instanceID: "w0", event: .reloaded, reason: .policyAfter, counted: true, budgetLeft: 69,
            detail: "test")
        // a stalls past its lease; b takes the reload over.
        let taken = try await b.claimDue(hostID: "b", now: t0.addingTimeInterval(31), leaseDuration: 30, limit: 10)
        #expect(taken.map(\.takenOverFrom) == ["a"])
        do {
            try await a.apply([.requireLeases([lease]), .appendRecords([line])])
            Issue.record("a stored a reload b had taken over")
        } catch let error as HostError {
            #expect(error.code == .leaseLost)
            #expect(error.message.contains("--lease-seconds"), "says what to do: \(error.message)")
        }
        #expect(try await a.records(instanceID: "w0", since: nil).isEmpty, "nothing of a's batch was stored")
        // b still holds it: its outcome is stored.
        try await b.apply([.requireLeases(taken), .appendRecords([line])])
        #expect(try await b.records(instanceID: "w0", since: nil).count == 1)
        try await setup.close()
        try await a.close()
        try await b.close()
    }
}
