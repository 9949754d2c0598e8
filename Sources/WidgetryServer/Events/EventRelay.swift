import Foundation
import Logging
import Synchronization
import WidgetryHost

/// Passes a server's events through the store's ``EventLog`` before its pages see them, so every event has the
/// log's id, pages of every host sharing the store see every host's events, and a page that reconnects catches up.
///
/// The events the server publishes are queued (publishing never blocks) and appended by one task, in batches; that
/// task then reads the log from the last id it delivered and hands every new event — this host's and the other
/// hosts' — to the hub's subscribers in id order. With a log that notifies (``EventLog/followAppends(_:)``, PostgreSQL's
/// `LISTEN/NOTIFY`), each notification also makes it read the log.
final class EventRelay: Sendable {
    /// How many events a read of the log takes at most.
    static let pageSize = 500

    let log: any EventLog
    let origin: String
    let retention: Int
    private let deliver: @Sendable (ServerEvent) -> Void
    /// The names of the events that change an instance's stored state, whose `id` names the instance.
    static let instanceChanges: Set<String> = [
        "instance-added", "instance-reconfigured", "instance-removed", "timeline", "ledger",
    ]
    private let logger: Logger
    private let pending = PendingEvents()
    private let wake: AsyncStream<Void>.Continuation
    private let tasks = Mutex<[Task<Void, Never>]>([])

    /// Starts relaying from the log's present end: older events are not delivered again.
    ///
    /// `changedElsewhere` is given the instances other hosts' events changed, and `activitiesChangedElsewhere` the
    /// Live Activities; both are awaited before the pages hear of the events: the server reads those instances and
    /// activities again first (the other host wrote them before logging its events), so what a page then asks for
    /// is current.
    init(
        log: any EventLog, origin: String, retention: Int, logger: Logger,
        changedElsewhere: @escaping @Sendable ([String]) async -> Void = { _ in },
        activitiesChangedElsewhere: @escaping @Sendable ([String]) async -> Void = { _ in },
        deliver: @escaping @Sendable (ServerEvent) -> Void
    ) async throws {
        self.log = log
        self.origin = origin
        self.retention = retention
        self.logger = logger
        self.deliver = deliver
        let (signals, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        self.wake = wake
        let start = try await log.latestEventID()
        let refresh = Refresh(instances: changedElsewhere, activities: activitiesChangedElsewhere)
        let relay = Task { [log, origin, retention, logger, pending, deliver] in
            var delivered = start
            for await _ in signals {
                let batch = pending.takeAll()
                if !batch.isEmpty {
                    do {
                        try await log.appendEvents(
                            batch.map { NewEvent(name: $0.name, data: $0.data) }, origin: origin, retention: retention)
                    } catch {
                        // The pages still hear of the change, without an id to catch up from.
                        logger.error("Could not log \(batch.count) event(s); sent without ids: \(error)")
                        for event in batch { deliver(event) }
                    }
                }
                delivered = await Self.deliverNew(
                    after: delivered, from: log, origin: origin, logger: logger, refresh: refresh, deliver: deliver)
            }
        }
        // Other hosts' appends wake the relay; a log one host owns returns from this at once.
        let follower = Task {
            do {
                try await log.followAppends { _ in wake.yield() }
            } catch {
                logger.error("Stopped following other hosts' events: \(error)")
            }
        }
        tasks.withLock { $0 = [relay, follower] }
    }

    /// Reads the log after `id` and delivers every event in it; returns the last id delivered.
    private static func deliverNew(
        after id: Int64, from log: any EventLog, origin: String, logger: Logger,
        refresh: Refresh, deliver: @Sendable (ServerEvent) -> Void
    ) async -> Int64 {
        var delivered = id
        while true {
            let page: EventLogPage
            do {
                page = try await log.events(after: delivered, limit: pageSize)
            } catch {
                logger.error("Could not read the event log: \(error)")
                return delivered
            }
            if page.missed {
                // Pruned before this host read them (it fell far behind): its pages must read everything again.
                deliver(ServerEvent.reload(reason: "missed"))
                return page.latestID
            }
            let elsewhere = page.events.filter { $0.origin != origin }
            let changed = Self.instancesChanged(by: elsewhere)
            if !changed.isEmpty { await refresh.instances(changed) }
            let activities = Self.activitiesChanged(by: elsewhere)
            if !activities.isEmpty { await refresh.activities(activities) }
            for event in page.events { deliver(ServerEvent(event)) }
            delivered = page.events.last?.id ?? delivered
            if page.events.count < pageSize { return delivered }
        }
    }

    /// The instances that logged events changed, each once, in the order first named.
    static func instancesChanged(by events: [LoggedEvent]) -> [String] {
        struct Named: Decodable { let id: String }
        var seen = Set<String>()
        var ids: [String] = []
        for event in events where instanceChanges.contains(event.name) {
            guard let named = try? JSONDecoder().decode(Named.self, from: Data(event.data.utf8)) else { continue }
            if seen.insert(named.id).inserted { ids.append(named.id) }
        }
        return ids
    }

    /// The Live Activities that logged `activity` events (`{"event", "activity": {"id", …}}`) changed, each once, in
    /// the order first named.
    static func activitiesChanged(by events: [LoggedEvent]) -> [String] {
        struct Changed: Decodable {
            struct Activity: Decodable { let id: String }
            let activity: Activity
        }
        var seen = Set<String>()
        var ids: [String] = []
        for event in events where event.name == "activity" {
            guard let changed = try? JSONDecoder().decode(Changed.self, from: Data(event.data.utf8)) else { continue }
            if seen.insert(changed.activity.id).inserted { ids.append(changed.activity.id) }
        }
        return ids
    }

    /// What the server reads again before its pages hear of other hosts' events.
    struct Refresh: Sendable {
        /// Reads instances again.
        let instances: @Sendable ([String]) async -> Void
        /// Reads Live Activities again.
        let activities: @Sendable ([String]) async -> Void
    }

    /// Queues an event for the log; it reaches the pages once logged.
    func enqueue(_ event: ServerEvent) {
        pending.append(event)
        wake.yield()
    }

    /// The events after `id` for a page that reconnects, up to the log's retention; `nil` when it missed some and
    /// must read everything again.
    func catchUp(after id: Int64) async throws -> [ServerEvent]? {
        var events: [ServerEvent] = []
        var last = id
        while events.count <= retention {
            let page = try await log.events(after: last, limit: Self.pageSize)
            if page.missed { return nil }
            events += page.events.map(ServerEvent.init)
            guard let next = page.events.last?.id, page.events.count == Self.pageSize else { break }
            last = next
        }
        return events
    }

    /// Stops appending and following; queued events are dropped.
    func stop() {
        wake.finish()
        for task in tasks.withLock({ $0 }) { task.cancel() }
    }
}

/// The events published and not yet logged.
private final class PendingEvents: Sendable {
    private let events = Mutex<[ServerEvent]>([])

    func append(_ event: ServerEvent) {
        events.withLock { $0.append(event) }
    }

    func takeAll() -> [ServerEvent] {
        events.withLock { queue in
            defer { queue = [] }
            return queue
        }
    }
}

extension ServerEvent {
    /// A logged event, with the log's id.
    init(_ event: LoggedEvent) {
        name = event.name
        data = event.data
        sequence = Int(event.id)
    }

    /// `reload` (`{"reason"}`, no id): the page missed events the log no longer has, and should read everything
    /// again.
    static func reload(reason: String) -> ServerEvent {
        ServerEvent(name: "reload", payload: ["reason": reason])
    }
}
