import Foundation

/// How hosts sharing a store agree on who runs a planned reload: a host claims a due plan before it runs it, under
/// a lease that expires unless it is renewed, so exactly one host runs each due reload and a host that dies loses
/// its work to another when its leases expire.
///
/// A claim is granted only while the stored plan is still due: once a host has reloaded an instance and stored its
/// next plan, another host that fires the old plan from its own queue is refused and should read the instance's
/// state again. ``SQLiteWidgetStore`` has one host, so it grants everything; `PostgresWidgetStore` keeps the leases in
/// a table and claims with `SELECT … FOR UPDATE SKIP LOCKED`.
///
/// For example, what a host's scheduler does with a due plan:
///
/// ```swift
/// let key = PlanKey(instanceID: "w1", slot: .policy)
/// guard let lease = try await claims.claim([key], hostID: me, now: clock.now, leaseDuration: 30)[key] else {
///     return   // another host runs it, or ran it already
/// }
/// // … reload, renewing the lease every 10 s while the provider works …
/// try await claims.release([lease])
/// ```
///
/// The dates are the hosts' clocks (``HostClock``), which must agree within a fraction of the lease duration.
public protocol ScheduledWorkClaims: Sendable {
    /// Whether several hosts may share this store, so a ``WidgetHost`` must claim each due reload before it runs it
    /// and look for work other hosts left; `false` for a store one host owns, whose claims always succeed.
    var sharesWork: Bool { get }

    /// Claims the given plans for a host where each is stored, due at `now` and not leased by another host (or its
    /// lease has expired); a plan this host holds already is renewed.
    ///
    /// - Returns: The leases granted, by plan; a plan absent from the result must not be run by this host.
    func claim(_ plans: [PlanKey], hostID: String, now: Date, leaseDuration: TimeInterval) async throws
        -> [PlanKey: WorkLease]

    /// Claims up to `limit` due plans no live lease holds (this host's own included), the most overdue first: for a
    /// host that looks for work other hosts left (a host that died) rather than waiting for its own queue.
    func claimDue(hostID: String, now: Date, leaseDuration: TimeInterval, limit: Int) async throws -> [WorkLease]

    /// Extends leases the host still holds until `now + leaseDuration`.
    ///
    /// - Returns: The leases renewed; one missing was taken over by another host after it expired.
    func renew(_ leases: [WorkLease], now: Date, leaseDuration: TimeInterval) async throws -> [WorkLease]

    /// Gives leases up: the work is done (its result stored) or the host is stopping.
    func release(_ leases: [WorkLease]) async throws
}

/// One planned reload: an instance and its plan's slot.
public struct PlanKey: Sendable, Hashable, Codable {
    /// The instance.
    public let instanceID: String
    /// The plan's slot.
    public let slot: ScheduledReload.Slot

    /// Creates a key.
    public init(instanceID: String, slot: ScheduledReload.Slot) {
        self.instanceID = instanceID
        self.slot = slot
    }
}

/// A host's claim on one planned reload until ``expires``.
public struct WorkLease: Sendable, Hashable, Codable {
    /// The plan claimed.
    public let plan: PlanKey
    /// The host holding it.
    public let hostID: String
    /// When the plan was due, as stored.
    public let due: Date
    /// When the lease ends unless renewed.
    public let expires: Date
    /// The host whose expired lease this one replaced (it died or stalled), or `nil`.
    public let takenOverFrom: String?

    /// Creates a lease.
    public init(plan: PlanKey, hostID: String, due: Date, expires: Date, takenOverFrom: String? = nil) {
        self.plan = plan
        self.hostID = hostID
        self.due = due
        self.expires = expires
        self.takenOverFrom = takenOverFrom
    }
}
