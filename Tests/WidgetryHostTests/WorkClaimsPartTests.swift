import Foundation
import Synchronization
import Testing

@testable import WidgetryHost

/// The host's work-claims part alone: what a host that owns its store runs, and how a host sharing one claims,
/// holds, renews, checks and gives back its leases, over a scripted ``ScheduledWorkClaims``.
@Suite struct WorkClaimsPartTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    /// A store's claims that answer as a test says and remember what they were asked.
    final class ScriptedClaims: ScheduledWorkClaims {
        struct Script {
            /// Plans another host holds: never granted.
            var heldElsewhere: Set<PlanKey> = []
            /// Due plans `claimDue` finds.
            var due: [PlanKey] = []
            /// Plans another host took over: never renewed.
            var takenOver: Set<PlanKey> = []
            var fails = false
            var claimed: [[PlanKey]] = []
            var renewed: [[PlanKey]] = []
            var released: [[PlanKey]] = []
        }
        let script = Mutex(Script())
        let leaseDuration: TimeInterval = 30

        var sharesWork: Bool { true }

        func lease(_ plan: PlanKey, _ hostID: String, _ now: Date) -> WorkLease {
            WorkLease(plan: plan, hostID: hostID, due: now, expires: now.addingTimeInterval(leaseDuration))
        }

        func claim(_ plans: [PlanKey], hostID: String, now: Date, leaseDuration: TimeInterval) async throws
            -> [PlanKey: WorkLease]
        {
            let heldElsewhere = try script.withLock { script in
                if script.fails { throw HostError(.storeFailed, "the database is down") }
                script.claimed.append(plans)
                return script.heldElsewhere
            }
            var granted: [PlanKey: WorkLease] = [:]
            for plan in plans where !heldElsewhere.contains(plan) { granted[plan] = lease(plan, hostID, now) }
            return granted
        }

        func claimDue(hostID: String, now: Date, leaseDuration: TimeInterval, limit: Int) async throws
            -> [WorkLease]
        {
            let due = try script.withLock { script in
                if script.fails { throw HostError(.storeFailed, "the database is down") }
                return script.due
            }
            return due.prefix(limit).map { lease($0, hostID, now) }
        }

        func renew(_ leases: [WorkLease], now: Date, leaseDuration: TimeInterval) async throws -> [WorkLease] {
            try script.withLock { script in
                if script.fails { throw HostError(.storeFailed, "the database is down") }
                script.renewed.append(leases.map(\.plan))
                return leases.filter { !script.takenOver.contains($0.plan) }
            }
        }

        func release(_ leases: [WorkLease]) async throws {
            try script.withLock { script in
                if script.fails { throw HostError(.storeFailed, "the database is down") }
                script.released.append(leases.map(\.plan))
            }
        }
    }

    /// Counts how often a wake-up's action ran.
    final class Calls: Sendable {
        let count = Mutex(0)
        func note() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    func key(_ id: String, _ slot: ScheduledReload.Slot = .policy) -> PlanKey { PlanKey(instanceID: id, slot: slot) }

    func plan(_ slot: ScheduledReload.Slot = .policy) -> ScheduledReload {
        ScheduledReload(slot: slot, date: t0, reason: .policyAfter, requestedDate: t0)
    }

    func shared(_ store: ScriptedClaims, clock: ManualClock, logger: CollectingHostLogger = CollectingHostLogger())
        -> SharedStoreClaims
    {
        SharedStoreClaims(
            store, hostID: "a", leaseDuration: 30, sweepInterval: 15, clock: clock, logger: logger)
    }

    // MARK: A host that owns its store

    @Test func aHostOwningItsStoreRunsEveryFiredPlanWithoutLeases() async {
        let claims = OwnedStoreClaims()
        #expect(await claims.claimFired([(id: "w1", plans: [plan()]), (id: "w2", plans: [plan(.retry)])]) == .all)
        #expect(!claims.readsAskedReloadsFromStore, "a reload asked for here needs nothing from the store first")
        #expect(await claims.claimUnheld(limit: 10) == [], "no other host leaves work behind")
        #expect(await claims.stillHolds([]) == .held)
        #expect(claims.storeRequirements(for: .fired).isEmpty)
        #expect(claims.storeRequirements(for: .asked).isEmpty)
        claims.noteLost("w1")
        #expect(!claims.takeLost("w1"), "nothing is ever lost to another host")
    }

    @Test func aHostOwningItsStoreSetsNoRenewalOrSweep() async {
        let claims = OwnedStoreClaims()
        let calls = Calls()
        claims.armRenewal { calls.note() }
        claims.armSweep { calls.note() }
        await claims.renewHeld()
        claims.stop()
        #expect(calls.value == 0)
    }

    // MARK: A host sharing its store

    @Test func firedPlansAnotherHostHoldsAreRefusedAndTheGrantedOnesHeld() async {
        let store = ScriptedClaims()
        store.script.withLock { $0.heldElsewhere = [key("w2")] }
        let claims = shared(store, clock: ManualClock(now: t0))
        let work = await claims.claimFired([(id: "w1", plans: [plan(), plan(.retry)]), (id: "w2", plans: [plan()])])
        guard case .claimed(let leases, let refused) = work else {
            Issue.record("a shared store's plans are claimed, got \(work)")
            return
        }
        #expect(Set(leases.map(\.plan)) == [key("w1"), key("w1", .retry)])
        #expect(refused == 1)
        #expect(Set(claims.held.keys) == [key("w1"), key("w1", .retry)])
        #expect(claims.readsAskedReloadsFromStore, "other hosts may have reloaded an instance since")
    }

    @Test func aPlanHeldAlreadyIsNotClaimedTwice() async {
        let store = ScriptedClaims()
        let claims = shared(store, clock: ManualClock(now: t0))
        _ = await claims.claimFired([(id: "w1", plans: [plan()])])
        let again = await claims.claimFired([(id: "w1", plans: [plan()]), (id: "w2", plans: [plan()])])
        #expect(again == .claimed([store.lease(key("w2"), "a", t0)], refused: 0))
        #expect(store.script.withLock { $0.claimed } == [[key("w1")], [key("w2")]])
        #expect(await claims.claimFired([(id: "w1", plans: [plan()])]) == .claimed([], refused: 0))
        #expect(store.script.withLock { $0.claimed.count } == 2, "nothing left to ask the store")
    }

    @Test func aFailedClaimRunsNothingAndIsLogged() async {
        let store = ScriptedClaims()
        store.script.withLock { $0.fails = true }
        let logger = CollectingHostLogger()
        let claims = shared(store, clock: ManualClock(now: t0), logger: logger)
        #expect(await claims.claimFired([(id: "w1", plans: [plan()])]) == .claimed([], refused: 0))
        #expect(claims.held.isEmpty)
        #expect(logger.messages.map(\.level) == [.error])
        #expect(logger.messages.first?.message.contains("Could not claim 1 due reload(s)") == true)
    }

    @Test func aSweepLeavesOutPlansThisHostHolds() async {
        let store = ScriptedClaims()
        let claims = shared(store, clock: ManualClock(now: t0))
        _ = await claims.claimFired([(id: "w1", plans: [plan()])])
        store.script.withLock { $0.due = [key("w1"), key("w3")] }
        #expect(await claims.claimUnheld(limit: 10) == [store.lease(key("w3"), "a", t0)])
        #expect(Set(claims.held.keys) == [key("w1"), key("w3")])
        store.script.withLock { $0.fails = true }
        #expect(await claims.claimUnheld(limit: 10) == nil, "a failed sweep is told apart from an empty one")
    }

    @Test func releasedLeasesAreGivenBackAndNoLongerHeld() async {
        let store = ScriptedClaims()
        let claims = shared(store, clock: ManualClock(now: t0))
        guard case .claimed(let leases, _) = await claims.claimFired([(id: "w1", plans: [plan()])]) else {
            Issue.record("expected a claim")
            return
        }
        await claims.release(leases)
        #expect(claims.held.isEmpty)
        #expect(store.script.withLock { $0.released } == [[key("w1")]])
        await claims.release([])
        #expect(store.script.withLock { $0.released.count } == 1, "nothing to give back, nothing asked")
    }

    @Test func renewalKeepsHeldLeasesAndDropsThoseTakenOver() async {
        let store = ScriptedClaims()
        let clock = ManualClock(now: t0)
        let claims = shared(store, clock: clock)
        _ = await claims.claimFired([(id: "w1", plans: [plan()]), (id: "w2", plans: [plan()])])
        store.script.withLock { $0.takenOver = [key("w2")] }
        await claims.renewHeld()
        #expect(Set(claims.held.keys) == [key("w1")])
        #expect(store.script.withLock { $0.renewed.map(Set.init) } == [[key("w1"), key("w2")]])
    }

    @Test func renewalIsSetOnceAThirdOfALeaseAhead() async {
        let store = ScriptedClaims()
        let clock = ManualClock(now: t0)
        let claims = shared(store, clock: clock)
        let calls = Calls()
        claims.armRenewal { calls.note() }
        #expect(clock.pendingWakeUps.isEmpty, "nothing held, nothing to renew")
        _ = await claims.claimFired([(id: "w1", plans: [plan()])])
        claims.armRenewal { calls.note() }
        claims.armRenewal { calls.note() }
        #expect(clock.pendingWakeUps == [t0.addingTimeInterval(10)])
        await clock.advance(by: 10)
        #expect(calls.value == 1)
        await claims.renewHeld()
        claims.armRenewal { calls.note() }
        #expect(clock.pendingWakeUps == [t0.addingTimeInterval(20)], "set again once renewed")
    }

    @Test func aReloadsLeasesAreHeldLostOrUnconfirmed() async {
        let store = ScriptedClaims()
        let logger = CollectingHostLogger()
        let claims = shared(store, clock: ManualClock(now: t0), logger: logger)
        let leases = [store.lease(key("w1"), "a", t0), store.lease(key("w1", .retry), "a", t0)]
        #expect(await claims.stillHolds([]) == .held)
        #expect(store.script.withLock { $0.renewed.isEmpty }, "no leases, nothing asked")
        #expect(await claims.stillHolds(leases) == .held)
        store.script.withLock { $0.takenOver = [key("w1", .retry)] }
        #expect(await claims.stillHolds(leases) == .lost)
        store.script.withLock { $0.fails = true }
        #expect(await claims.stillHolds(leases) == .unconfirmed)
        #expect(logger.messages.map(\.level) == [.warning, .warning])
        #expect(logger.messages.allSatisfy { $0.instanceID == "w1" })
    }

    @Test func aClaimedReloadIsStoredOnlyWithItsLeasesRequired() {
        let store = ScriptedClaims()
        let claims = shared(store, clock: ManualClock(now: t0))
        let leases = [store.lease(key("w1"), "a", t0)]
        let changes = claims.storeRequirements(for: .claimed(leases))
        guard changes.count == 1, case .requireLeases(let required) = changes[0] else {
            Issue.record("expected one requireLeases change, got \(changes)")
            return
        }
        #expect(required == leases)
        #expect(claims.storeRequirements(for: .asked).isEmpty, "a reload asked for here holds no lease")
    }

    @Test func anInstanceWhoseReloadWasTakenOverIsReadAgainOnce() {
        let claims = shared(ScriptedClaims(), clock: ManualClock(now: t0))
        claims.noteLost("w1")
        #expect(!claims.takeLost("w2"))
        #expect(claims.takeLost("w1"))
        #expect(!claims.takeLost("w1"))
    }

    @Test func sweepsAreSetAnIntervalApartAndStoppingCancelsThem() async {
        let store = ScriptedClaims()
        let clock = ManualClock(now: t0)
        let claims = shared(store, clock: clock)
        let calls = Calls()
        claims.armSweep { calls.note() }
        #expect(clock.pendingWakeUps == [t0.addingTimeInterval(15)])
        _ = await claims.claimFired([(id: "w1", plans: [plan()])])
        claims.armRenewal { calls.note() }
        #expect(clock.pendingWakeUps.count == 2)
        claims.stop()
        #expect(clock.pendingWakeUps.isEmpty)
        await clock.advance(by: 60)
        #expect(calls.value == 0)
    }
}
