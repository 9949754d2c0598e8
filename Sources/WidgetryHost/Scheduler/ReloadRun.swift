/// Who started a reload, handed explicitly down to where its outcome is stored: whether the clock fired it (no
/// client waits, so its writes may join the next group commit) and the leases a host sharing its store holds on it
/// (its outcome is stored only while they are still this host's).
struct ReloadRun: Sendable {
    /// Whether the clock fired it, rather than a client asking.
    let firedByClock: Bool
    /// The leases held on it; empty when the host owns its store, or the reload was asked for here.
    let leases: [WorkLease]

    /// A reload a client asked for (the API, WidgetCenter, a push, an interaction).
    static let asked = ReloadRun(firedByClock: false, leases: [])
    /// A reload the host's own clock fired, on a store no other host shares.
    static let fired = ReloadRun(firedByClock: true, leases: [])

    /// A reload the clock fired and this host claimed from the hosts sharing its store.
    static func claimed(_ leases: [WorkLease]) -> ReloadRun { ReloadRun(firedByClock: true, leases: leases) }
}
