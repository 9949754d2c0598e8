import WidgetryHost

/// An opened serving store, with what its backend can do as typed fields: a SQLite file one host owns, or a
/// PostgreSQL database several hosts share.
///
/// ``StoreLocation/open()`` makes one; an app with a store of its own describes it here, and
/// ``ServingHost`` gives each capability to the part that uses it.
public struct ServingStore: Sendable {
    /// The widgets, ledgers, activities, push tokens and the seeded mark.
    public let store: any ServingWidgetStore
    /// The event log pages catch up from (`Last-Event-ID`); shared by every host on PostgreSQL.
    public let eventLog: any EventLog
    /// The hosts sharing the store (`GET /api/hosts`); `nil` when this host is the only one.
    public let hostDirectory: (any HostDirectory)?
    /// How due reloads are split between the hosts sharing the store; `nil` when this host owns it.
    public let claims: (any ScheduledWorkClaims)?

    /// Describes an opened store and its capabilities.
    ///
    /// - Parameters:
    ///   - store: The store.
    ///   - eventLog: Its event log.
    ///   - hostDirectory: The directory of the hosts sharing it, if others may.
    ///   - claims: How those hosts split due reloads, if others may.
    public init(
        store: any ServingWidgetStore, eventLog: any EventLog, hostDirectory: (any HostDirectory)? = nil,
        claims: (any ScheduledWorkClaims)? = nil
    ) {
        self.store = store
        self.eventLog = eventLog
        self.hostDirectory = hostDirectory
        self.claims = claims
    }
}
