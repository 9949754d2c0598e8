import Foundation

/// The host's part that decides which of its due plans are its own to run, and keeps that right while they run: the
/// one part in which a host that owns its store and hosts sharing one differ.
///
/// A ``WidgetHost`` is given one at init — ``OwnedStoreClaims`` unless its `claims:` share work, then
/// ``SharedStoreClaims`` — and asks it at each step of a reload instead of branching on whether the store is shared.
/// A part is the host's own state, never shared: its async methods run on the caller's actor.
protocol WorkClaims: AnyObject {
    /// Whether a reload asked for on this host reads the instance from the store first: hosts sharing the store may
    /// have reloaded it since, so its budget and interval are the store's.
    var readsAskedReloadsFromStore: Bool { get }

    /// Claims the plans the clock fired on this host, by instance.
    ///
    /// - Returns: ``FiredWork/all`` when every plan is this host's to run as fired, else the leases granted (held
    ///   from now on) and how many plans another host holds.
    nonisolated(nonsending) func claimFired(_ batches: [(id: String, plans: [ScheduledReload])]) async -> FiredWork

    /// Claims up to `limit` due plans no live lease holds (a dead host's, or those of widgets added through another
    /// host), leaving out those this host holds already.
    ///
    /// - Returns: The leases granted, held from now on; `nil` when the store could not be asked (logged).
    nonisolated(nonsending) func claimUnheld(limit: Int) async -> [WorkLease]?

    /// Gives leases back once their work is stored.
    nonisolated(nonsending) func release(_ leases: [WorkLease]) async

    /// Whether one reload's leases are still this host's, renewed now: asked just before its outcome is stored, so a
    /// host that stalled past its lease never stores a reload another host ran again.
    nonisolated(nonsending) func stillHolds(_ leases: [WorkLease]) async -> LeaseCheck

    /// The store changes that make a reload's outcome stored only while its leases are still this host's, checked
    /// in the transaction that stores it.
    func storeRequirements(for run: ReloadRun) -> [WidgetStoreChange]

    /// Sets the renewal of the held leases, unless none are held or one is set already; `renew` runs then.
    func armRenewal(_ renew: @escaping @Sendable () async -> Void)

    /// Renews every lease held; a lease another host took over meanwhile is dropped.
    nonisolated(nonsending) func renewHeld() async

    /// Sets the next look for work no host holds, when other hosts can leave work behind; `sweep` runs then.
    func armSweep(_ sweep: @escaping @Sendable () async -> Void)

    /// Notes that a reload of an instance lost its lease while it ran: what the host keeps of it is not the store's.
    func noteLost(_ instanceID: String)

    /// Whether a reload of the instance lost its lease since the last call, forgetting it.
    func takeLost(_ instanceID: String) -> Bool

    /// Cancels the part's wake-ups: the host stopped.
    func stop()
}

/// What a host runs of the plans its clock fired.
enum FiredWork: Equatable {
    /// Every plan: the host owns its store.
    case all
    /// The plans of the leases granted; `refused` plans are another host's (it runs them, or ran them already).
    case claimed([WorkLease], refused: Int)
}

/// Whether a reload's leases are still the host's.
enum LeaseCheck: Equatable {
    /// They are, renewed.
    case held
    /// Another host took at least one over after it expired: the reload's outcome must be dropped.
    case lost
    /// The store could not be asked (logged): the outcome is dropped, and the leases expire by themselves.
    case unconfirmed
}

/// The claims of a host that owns its store: every due plan is its own, nothing is leased, renewed or swept, and a
/// reload asked for here needs no lease.
final class OwnedStoreClaims: WorkClaims {
    init() {}

    var readsAskedReloadsFromStore: Bool { false }

    nonisolated(nonsending) func claimFired(_ batches: [(id: String, plans: [ScheduledReload])]) async -> FiredWork {
        .all
    }

    nonisolated(nonsending) func claimUnheld(limit: Int) async -> [WorkLease]? { [] }

    nonisolated(nonsending) func release(_ leases: [WorkLease]) async {}

    nonisolated(nonsending) func stillHolds(_ leases: [WorkLease]) async -> LeaseCheck { .held }

    func storeRequirements(for run: ReloadRun) -> [WidgetStoreChange] { [] }

    func armRenewal(_ renew: @escaping @Sendable () async -> Void) {}

    nonisolated(nonsending) func renewHeld() async {}

    func armSweep(_ sweep: @escaping @Sendable () async -> Void) {}

    func noteLost(_ instanceID: String) {}

    func takeLost(_ instanceID: String) -> Bool { false }

    func stop() {}
}
