import Foundation
import Synchronization

/// One host process as the other hosts and `GET /api/hosts` see it: who it is, when it started and last said it
/// was alive, and the work it has claimed.
public struct HostRecord: Sendable, Hashable, Codable {
    /// The host's id: stable for the life of the process, unique among the hosts sharing a store (by default the
    /// machine's name, the process id and the start time; `serve --host-id` sets it).
    public var id: String
    /// When the host started.
    public var started: Date
    /// When the host last said it was alive (registered or sent a heartbeat).
    public var lastHeartbeat: Date
    /// The Widgetry version the host runs.
    public var version: String
    /// The widget bundle the host serves.
    public var bundle: String
    /// Where the host's HTTP server listens, such as `http://10.0.0.5:8080`, when known.
    public var address: String?
    /// The widget instances the host schedules: all of them with the embedded store, those it claimed with a
    /// shared one.
    public var instances: Int
    /// Events in the host's scheduler queue (entry changes and planned reloads, including replaced plans not yet
    /// skipped).
    public var queueDepth: Int
    /// When the host's scheduler next wakes up, or `nil` when nothing is planned.
    public var nextWake: Date?

    /// Creates a record.
    public init(
        id: String, started: Date, lastHeartbeat: Date, version: String = HostRecord.widgetryVersion, bundle: String,
        address: String? = nil, instances: Int = 0, queueDepth: Int = 0, nextWake: Date? = nil
    ) {
        self.id = id
        self.started = started
        self.lastHeartbeat = lastHeartbeat
        self.version = version
        self.bundle = bundle
        self.address = address
        self.instances = instances
        self.queueDepth = queueDepth
        self.nextWake = nextWake
    }

    /// The version of Widgetry this build is, as hosts report it.
    public static let widgetryVersion = "0.9.0"

    /// A process id for this process: `HOSTNAME-PID-STARTSECONDS`, stable while the process runs and different
    /// for the next process on the same machine.
    public static func processID(started: Date) -> String {
        let name = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? "host"
        return "\(name)-\(ProcessInfo.processInfo.processIdentifier)-\(Int(started.timeIntervalSince1970))"
    }

    /// Whether `id` can be a host id: 1 to 128 ASCII letters, digits, `.`, `_`, `-` or `:`.
    public static func isValidID(_ id: String) -> Bool {
        (1...128).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x2E || byte == 0x5F || byte == 0x2D || byte == 0x3A
            }
    }

    /// The record with the host's present state and a heartbeat at `now`.
    public func updated(with status: HostStatus, at now: Date) -> HostRecord {
        var record = self
        record.lastHeartbeat = now
        record.instances = status.instances
        record.queueDepth = status.queueDepth
        record.nextWake = status.nextWake
        return record
    }
}

/// Where hosts that share a store announce themselves, so each can list the live ones (`GET /api/hosts`).
///
/// A host registers when it starts, sends a heartbeat (the same call with fresh figures) every few seconds while it
/// runs, and deregisters when it stops. A host that stops sending heartbeats — killed, partitioned — drops out of
/// ``liveHosts(since:)`` once its last heartbeat is older than the caller's cut-off; nothing has to clean up after
/// it, though an implementation may delete old records.
///
/// ``InMemoryHostDirectory`` is the embedded store's: it only ever holds the hosts of its own process. A shared
/// store implements the protocol with a table (one row per host id, `lastHeartbeat` updated in place), so every
/// host sees every other; the clock is the host's (``HostClock``), so all hosts should agree on time within a
/// fraction of the heartbeat interval.
///
/// On PostgreSQL, for example:
///
/// ```sql
/// CREATE TABLE widgetry_hosts (
///     id text PRIMARY KEY, started timestamptz NOT NULL, last_heartbeat timestamptz NOT NULL,
///     version text NOT NULL, bundle text NOT NULL, address text,
///     instances integer NOT NULL, queue_depth integer NOT NULL, next_wake timestamptz);
/// -- register and heartbeat: INSERT … ON CONFLICT (id) DO UPDATE SET last_heartbeat = EXCLUDED.last_heartbeat, …
/// -- deregister:             DELETE FROM widgetry_hosts WHERE id = $1
/// -- liveHosts(since:):      SELECT … WHERE last_heartbeat >= $1 ORDER BY started, id
/// ```
///
/// `serve` uses ``InMemoryHostDirectory`` unless its server configuration names another
/// (`WidgetServerConfiguration.hostDirectory`).
public protocol HostDirectory: Sendable {
    /// Adds a host's record, or replaces the record with the same id.
    func register(_ record: HostRecord) async throws
    /// Refreshes a host's record (its ``HostRecord/lastHeartbeat`` and figures); adds it again if it was removed.
    func heartbeat(_ record: HostRecord) async throws
    /// Removes a host's record, as a host that stops cleanly does.
    func deregister(hostID: String) async throws
    /// The hosts whose last heartbeat is at or after `cutoff`, ordered by start (the oldest first), then id.
    func liveHosts(since cutoff: Date) async throws -> [HostRecord]
}

/// A ``HostDirectory`` in memory: the hosts of this process only, which with the embedded SQLite store is one.
public final class InMemoryHostDirectory: HostDirectory {
    private let records = Mutex<[String: HostRecord]>([:])

    /// Creates an empty directory.
    public init() {}

    public func register(_ record: HostRecord) async throws {
        records.withLock { $0[record.id] = record }
    }

    public func heartbeat(_ record: HostRecord) async throws {
        records.withLock { $0[record.id] = record }
    }

    public func deregister(hostID: String) async throws {
        _ = records.withLock { $0.removeValue(forKey: hostID) }
    }

    public func liveHosts(since cutoff: Date) async throws -> [HostRecord] {
        records.withLock { records in
            records.values.filter { $0.lastHeartbeat >= cutoff }.sorted {
                ($0.started, $0.id) < ($1.started, $1.id)
            }
        }
    }
}
