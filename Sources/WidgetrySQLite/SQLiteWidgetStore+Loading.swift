import Foundation
import GRDB
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryUI

extension SQLiteWidgetStore {
    /// Reads everything a host resumes from with two readers at once, one per core, on one snapshot of the file:
    /// one reads the instances, their states, plans and budgets (and the controls, stacks and ledger lines), the
    /// other the timelines and their entries, which are about half of the rows.
    public func load(now: Date, recordLimit: Int) async throws -> StoredHostState {
        let (loaded, timelines) = try await concurrentReads(
            "load the host's state",
            { db in try Self.loadInstances(db, now: now, recordLimit: recordLimit) },
            { db in try Self.loadTimelines(db) })
        var state = loaded
        state.timelines = timelines
        return state
    }

    /// Runs two reads at once on one snapshot of the database: both start from the writer's queue, so both see
    /// every change committed so far (deferred ones included) and none made while they run. An in-memory store has
    /// one connection and runs them one after the other.
    func concurrentReads<First: Sendable, Second: Sendable>(
        _ what: String, _ first: @escaping @Sendable (Database) throws -> First,
        _ second: @escaping @Sendable (Database) throws -> Second
    ) async throws -> (First, Second) {
        if hasDeferredChanges { try await flush() }
        let firstResult = PendingRead<First>()
        let secondResult = PendingRead<Second>()
        do {
            try await writer.writeWithoutTransaction { [writer] _ in
                writer.spawnConcurrentRead { db in firstResult.fulfill(Result { try first(db.get()) }) }
                writer.spawnConcurrentRead { db in secondResult.fulfill(Result { try second(db.get()) }) }
            }
            return (try await firstResult.value(), try await secondResult.value())
        } catch {
            throw Self.failure(what, path: path, error)
        }
    }

    /// The instances, their states and plans, the budgets' uses, ledger lines when asked for, the controls and the
    /// stacks: all of a host's stored state but the timelines.
    private static func loadInstances(_ db: Database, now: Date, recordLimit: Int) throws -> StoredHostState {
        var state = StoredHostState()
        // Columns straight from SQLite by position (``SQLiteRows``), not fetched rows and column names: a million
        // instances are several million rows, and a fetched row is an object with a name lookup per column. JSON
        // that repeats (configurations, reload policies) is decoded once per distinct text.
        //
        // Tables are read in storage order, with no ORDER BY: sorting a million rows in SQLite (or walking an
        // index and looking every row up) took most of the load. What needs an order is put in it here: the
        // instances (added in creation order, so usually already sorted), each instance's few plans and
        // entries.
        var configurations: [String: WidgetConfigurationValues] = [:]
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM instance") ?? 0
        state.instances.reserveCapacity(count)
        state.states.reserveCapacity(count)
        let instanceRows = try SQLiteRows(
            db, sql: "SELECT id, kind, family, placement, configuration, created FROM instance")
        while try instanceRows.step() {
            state.instances.append(try Self.instance(instanceRows, configurations: &configurations))
        }
        Self.sortByCreation(&state.instances)
        let row = try SQLiteRows(
            db,
            sql: "SELECT instanceID, lastReload, failures, placeholderDate, placeholderSummary FROM instanceState")
        while try row.step() {
            let id = row.text(0)
            let placeholder: TimelineRecord.Entry? = row.optionalDouble(3).map {
                TimelineRecord.Entry(index: -1, date: Date(timeIntervalSince1970: $0), summary: row.text(4))
            }
            state.states[id] = StoredInstanceState(
                instanceID: id, lastReload: row.optionalDouble(1).map(Date.init(timeIntervalSince1970:)),
                failures: row.int(2), placeholder: placeholder)
        }
        // Each instance's plans by date, ties in row order: what `ORDER BY date` read through the date index.
        // An instance's plans are written together, so they come as a run of rows; each run is sorted and
        // stored with one dictionary access. A later run of the same instance has higher row numbers, so
        // merging it after the plans already stored (earlier first on equal dates) keeps that order.
        var planRunID: String?
        var planRun: [ScheduledReload] = []
        func storePlanRun() {
            guard let id = planRunID, !planRun.isEmpty else { return }
            // Rows of a run are in row order: a stable sort by date gives date, then row.
            let sorted = planRun.count < 2 ? planRun : Self.stablySortedByDate(planRun)
            state.states[id, default: StoredInstanceState(instanceID: id)].scheduled.mergeByDate(sorted)
            planRun.removeAll(keepingCapacity: true)
        }
        let planRows = try SQLiteRows(
            db, sql: "SELECT instanceID, slot, date, reason, requestedDate, failures FROM scheduledReload")
        while try planRows.step() {
            let id = planRows.text(0)
            if id != planRunID {
                storePlanRun()
                planRunID = id
            }
            planRun.append(try Self.plan(planRows))
        }
        storePlanRun()
        // A host that reads ledgers on demand asks for none: the window over every line is skipped.
        if recordLimit > 0 {
            let recent = try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (
                        SELECT *, ROW_NUMBER() OVER (PARTITION BY instanceID ORDER BY id DESC) AS age
                        FROM reloadRecord
                    ) WHERE age <= ? ORDER BY id
                    """, arguments: [recordLimit])
            for row in recent {
                state.records[row["instanceID"], default: []].append(try Self.record(row))
            }
        }
        let uses = try SQLiteRows(
            db, sql: "SELECT instanceID, date FROM reloadRecord WHERE counted = 1 AND date > ? AND date <= ?",
            arguments: [now.timeIntervalSince1970 - 86_400, now.timeIntervalSince1970])
        while try uses.step() {
            state.budgetUses[uses.text(0), default: []].append(Date(timeIntervalSince1970: uses.double(1)))
        }
        state.controls = try Row.fetchAll(db, sql: "SELECT * FROM control ORDER BY created, id").map(Self.control)
        try Self.loadStacks(into: &state, from: db)
        return state
    }

    /// Every instance's current timeline with its entries, by instance id.
    private static func loadTimelines(_ db: Database) throws -> [String: TimelineRecord] {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM timeline") ?? 0
        var timelines: [String: TimelineRecord] = [:]
        timelines.reserveCapacity(count)
        var entries: [String: [TimelineRecord.Entry]] = [:]
        entries.reserveCapacity(count)
        let row = try SQLiteRows(
            db,
            sql: """
                SELECT instanceID, entryIndex, date, summary, relevance, relevanceDuration FROM timelineEntry
                """)
        // A timeline's entries are written together, so rows of one instance come in runs: each run is
        // gathered, then stored with one dictionary access (a later run of the same instance is added to it).
        var runID: String?
        var run: [TimelineRecord.Entry] = []
        func storeRun() {
            guard let runID, !run.isEmpty else { return }
            entries[runID, default: []].append(contentsOf: run)
            run.removeAll(keepingCapacity: true)
        }
        while try row.step() {
            let id = row.text(0)
            if id != runID {
                storeRun()
                runID = id
            }
            run.append(
                TimelineRecord.Entry(
                    index: row.int(1), date: Date(timeIntervalSince1970: row.double(2)), summary: row.text(3),
                    relevance: row.optionalDouble(4).map(Float.init), relevanceDuration: row.optionalDouble(5)))
        }
        storeRun()
        var policies: [String: TimelineReloadPolicy] = [:]
        let timelineRows = try SQLiteRows(
            db,
            sql: "SELECT instanceID, reason, installedAt, policy, truncatedFrom, dateShift FROM timeline")
        while try timelineRows.step() {
            let id = timelineRows.text(0)
            let policyText = timelineRows.optionalText(3)
            var policy = TimelineReloadPolicy.never
            if let policyText {
                if let known = policies[policyText] {
                    policy = known
                } else {
                    policy = try StoreJSON.value(TimelineReloadPolicy.self, from: policyText) ?? .never
                    policies[policyText] = policy
                }
            }
            var timelineEntries = entries.removeValue(forKey: id) ?? []
            if zip(timelineEntries, timelineEntries.dropFirst()).contains(where: { $0.index > $1.index }) {
                timelineEntries.sort { $0.index < $1.index }
            }
            timelines[id] = TimelineRecord(
                instanceID: id, reason: try Self.reason(timelineRows.text(1)),
                installedAt: Date(timeIntervalSince1970: timelineRows.double(2)), entries: timelineEntries,
                policy: policy, truncatedFrom: timelineRows.optionalInt(4), dateShift: timelineRows.double(5))
        }
        return timelines
    }

    public func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data? {
        try await read("read a rendering") { db in
            try Data.fetchOne(
                db, sql: "SELECT data FROM rendering WHERE instanceID = ? AND slot = ? AND variant = ?",
                arguments: [instanceID, slot.storageIndex, variant.key])
        }
    }

    public func records(instanceID: String, since: Date?) async throws -> [ReloadRecord] {
        try await read("read the ledger") { db in
            try Row.fetchAll(
                db, sql: "SELECT * FROM reloadRecord WHERE instanceID = ? AND date >= ? ORDER BY id",
                arguments: [instanceID, since?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude]
            ).map(Self.record)
        }
    }

    public func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord] {
        try await read("read the ledger") { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT * FROM (SELECT * FROM reloadRecord WHERE instanceID = ? ORDER BY id DESC LIMIT ?)
                    ORDER BY id
                    """,
                arguments: [instanceID, max(0, limit)]
            ).map(Self.record)
        }
    }

    public func pruneRecords(before date: Date) async throws -> Int {
        try await write("prune the ledger") { db in
            try db.execute(sql: "DELETE FROM reloadRecord WHERE date < ?", arguments: [date.timeIntervalSince1970])
            return db.changesCount
        }
    }

    public func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int] {
        try await read("read the ledger's totals") { db in
            var totals: [ReloadRecord.Event: Int] = [:]
            for row in try Row.fetchAll(
                db, sql: "SELECT event, count FROM ledgerTotal WHERE instanceID = ?", arguments: [instanceID])
            {
                if let event = ReloadRecord.Event(rawValue: row["event"]) { totals[event] = row["count"] }
            }
            return totals
        }
    }

    /// Plans sorted by date, keeping the given order among equal dates.
    static func stablySortedByDate(_ plans: [ScheduledReload]) -> [ScheduledReload] {
        plans.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
    }

    /// Puts instances in creation order, ties by id compared as bytes, as `ORDER BY created, id` would; instances
    /// are stored in the order they were added, so this is usually a check that finds them sorted.
    static func sortByCreation(_ instances: inout [WidgetInstance]) {
        func precedes(_ lhs: WidgetInstance, _ rhs: WidgetInstance) -> Bool {
            lhs.created != rhs.created
                ? lhs.created < rhs.created : lhs.id.utf8.lexicographicallyPrecedes(rhs.id.utf8)
        }
        guard zip(instances, instances.dropFirst()).contains(where: { precedes($1, $0) }) else { return }
        instances.sort(by: precedes)
    }

    /// An instance from a row of `id, kind, family, placement, configuration, created`; configurations are decoded
    /// once per distinct JSON text.
    private static func instance(_ row: SQLiteRows, configurations: inout [String: WidgetConfigurationValues]) throws
        -> WidgetInstance
    {
        let id = row.text(0)
        let familyName = row.text(2)
        let placementName = row.text(3)
        guard let family = WidgetFamily(rawValue: familyName), let placement = WidgetPlacement(rawValue: placementName)
        else {
            throw HostError(
                .storeFailed,
                "Stored instance '\(id)' has family '\(familyName)' and placement "
                    + "'\(placementName)', which this version does not know. Open the store with the version that "
                    + "wrote it.")
        }
        var configuration: WidgetConfigurationValues?
        if let text = row.optionalText(4) {
            if let known = configurations[text] {
                configuration = known
            } else {
                configuration = try StoreJSON.value(WidgetConfigurationValues.self, from: text)
                configurations[text] = configuration
            }
        }
        return WidgetInstance(
            id: id, kind: row.text(1), family: family, placement: placement, configuration: configuration,
            created: Date(timeIntervalSince1970: row.double(5)))
    }

    private static func control(_ row: Row) throws -> ControlInstance {
        ControlInstance(
            id: row["id"], kind: row["kind"],
            configuration: try StoreJSON.value(WidgetConfigurationValues.self, from: row["configuration"]),
            created: Date(timeIntervalSince1970: row["created"]))
    }

    /// A plan from a row of `instanceID, slot, date, reason, requestedDate, failures`.
    private static func plan(_ row: SQLiteRows) throws -> ScheduledReload {
        let slotName = row.text(1)
        guard let slot = ScheduledReload.Slot(rawValue: slotName) else {
            throw HostError(.storeFailed, "Stored plan has unknown slot '\(slotName)'.")
        }
        return ScheduledReload(
            slot: slot, date: Date(timeIntervalSince1970: row.double(2)), reason: try reason(row.text(3)),
            requestedDate: Date(timeIntervalSince1970: row.double(4)), failures: row.int(5))
    }

    static func record(_ row: Row) throws -> ReloadRecord {
        let eventName: String = row["event"]
        guard let event = ReloadRecord.Event(rawValue: eventName) else {
            throw HostError(.storeFailed, "Stored ledger line has unknown event '\(eventName)'.")
        }
        var record = ReloadRecord(
            date: Date(timeIntervalSince1970: row["date"]), instanceID: row["instanceID"], event: event,
            reason: try reason(row["reason"]), counted: row["counted"], budgetLeft: row["budgetLeft"],
            limit: (row["limitKind"] as String?).flatMap(ReloadRecord.Limit.init(rawValue:)), detail: row["detail"])
        record.repeats = row["repeats"] ?? 0
        record.lastRepeated = (row["lastRepeated"] as Double?).map(Date.init(timeIntervalSince1970:))
        return record
    }

    private static func reason(_ name: String) throws -> ReloadReason {
        guard let reason = ReloadReason(rawValue: name) else {
            throw HostError(.storeFailed, "Stored reload reason '\(name)' is unknown to this version.")
        }
        return reason
    }
}

extension [ScheduledReload] {
    /// Merges plans sorted by date into these (sorted by date too); on equal dates these come first.
    fileprivate mutating func mergeByDate(_ later: [ScheduledReload]) {
        guard !isEmpty else {
            self = later
            return
        }
        var merged: [ScheduledReload] = []
        merged.reserveCapacity(count + later.count)
        var (left, right) = (startIndex, later.startIndex)
        while left < endIndex, right < later.endIndex {
            if self[left].date <= later[right].date {
                merged.append(self[left])
                left += 1
            } else {
                merged.append(later[right])
                right += 1
            }
        }
        merged += self[left...]
        merged += later[right...]
        self = merged
    }
}

/// The outcome of a read running on another connection, awaited by the task that started it.
private final class PendingRead<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, any Error>?
    private var waiting: CheckedContinuation<Value, any Error>?

    /// Hands the read's outcome to whoever waits for it, now or later.
    func fulfill(_ outcome: Result<Value, any Error>) {
        lock.lock()
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(with: outcome)
        } else {
            result = outcome
            lock.unlock()
        }
    }

    /// The read's outcome, once it has one.
    func value() async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            lock.lock()
            if let result {
                lock.unlock()
                continuation.resume(with: result)
            } else {
                waiting = continuation
                lock.unlock()
            }
        }
    }
}
