import WidgetryHost

/// A serving store as `serve` opened it, with the capabilities its backend has as typed fields: a file one host
/// owns, or a database several hosts share.
struct OpenedStore: Sendable {
    /// The widgets, ledgers, activities, push tokens and the seeded mark.
    let store: any ServingWidgetStore
    /// The event log pages catch up from (`Last-Event-ID`); shared by every host on PostgreSQL.
    let eventLog: any EventLog
    /// The hosts sharing the store (`GET /api/hosts`); `nil` when this host is the only one.
    let hostDirectory: (any HostDirectory)?
    /// How due reloads are split between the hosts sharing the store; `nil` when this host owns it.
    let claims: (any ScheduledWorkClaims)?
}
