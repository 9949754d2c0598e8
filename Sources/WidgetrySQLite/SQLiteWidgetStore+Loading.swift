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
        let (loaded, read) = try await readForResume(now: now, recordLimit: recordLimit)
        var timelines = read
        var state = loaded.rest
        state.instances = loaded.instances
        state.states.reserveCapacity(loaded.instances.count)
        for (position, instance) in loaded.instances.enumerated() {
            if let saved = loaded.states[position] { state.states[instance.id] = saved }
            if !loaded.budgetUses[position].isEmpty { state.budgetUses[instance.id] = loaded.budgetUses[position] }
        }
        state.records = loaded.records
        // Timelines of instances that are not stored (none, with foreign keys on) stay out, as they do in parts.
        state.timelines.reserveCapacity(timelines.positions.count)
        for instance in loaded.instances {
            if let timeline = timelines.take(instance.id) { state.timelines[instance.id] = timeline }
        }
        return state
    }

    /// The same two readers as ``load(now:recordLimit:)``; the instances are then handed over in batches, each
    /// instance joined with its timeline as its batch is made, while the host builds states from the previous one.
    public func loadInParts(now: Date, batchSize: Int) -> AsyncThrowingStream<StoredHostPart, any Error> {
        let size = max(1, batchSize)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var (loaded, timelines) = try await readForResume(now: now, recordLimit: 0)
                    let total = loaded.instances.count
                    for start in stride(from: 0, to: total, by: size) {
                        try Task.checkCancellation()
                        var batch = StoredInstanceBatch()
                        batch.instanceTotal = total
                        batch.reserveCapacity(min(size, total - start))
                        for position in start..<min(start + size, total) {
                            let instance = loaded.instances[position]
                            batch.append(
                                instance, state: loaded.states[position].take(),
                                timeline: timelines.take(instance.id),
                                budgetUses: loaded.budgetUses[position])
                        }
                        continuation.yield(.instances(batch))
                    }
                    continuation.yield(.controlsAndStacks(loaded.rest))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Both halves of a resume's reads, on one snapshot.
    private func readForResume(now: Date, recordLimit: Int) async throws -> (LoadedInstances, LoadedTimelines) {
        try await concurrentReads(
            "load the host's state",
            { db in try Self.loadInstances(db, now: now, recordLimit: recordLimit) },
            { db in try Self.loadTimelines(db) })
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
    /// stacks: all of a host's stored state but the timelines. States and uses are kept by the instance's position.
    private static func loadInstances(_ db: Database, now: Date, recordLimit: Int) throws -> LoadedInstances {
        var loaded = LoadedInstances()
        // Columns straight from SQLite by position (``SQLiteRows``), not fetched rows and column names: a million
        // instances are several million rows, and a fetched row is an object with a name lookup per column. JSON
        // that repeats (configurations, reload policies) is decoded once per distinct text.
        //
        // Tables are read in storage order, with no ORDER BY: sorting a million rows in SQLite (or walking an
        // index and looking every row up) took most of the load. What needs an order is put in it here: the
        // instances (added in creation order, so usually already sorted), each instance's few plans and
        // entries. Every other table's rows find their instance's position with one lookup of its id, and are
        // kept in arrays by position, not in dictionaries of states.
        var columns = InstanceColumns()
        var summaries = CompactTextBuffer()
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM instance") ?? 0
        loaded.instances.reserveCapacity(count)
        let instanceRows = try SQLiteRows(
            db, sql: "SELECT id, kind, family, placement, configuration, created FROM instance")
        while try instanceRows.step() {
            loaded.instances.append(try Self.instance(instanceRows, columns: &columns))
        }
        Self.sortByCreation(&loaded.instances)
        var positions = TextPositions(capacity: loaded.instances.count)
        for instance in loaded.instances { positions.insert(instance.id) }
        loaded.states = Array(repeating: nil, count: loaded.instances.count)
        loaded.budgetUses = Array(repeating: [], count: loaded.instances.count)
        let row = try SQLiteRows(
            db,
            sql: "SELECT instanceID, lastReload, failures, placeholderDate, placeholderSummary FROM instanceState")
        while try row.step() {
            guard let position = positions.position(of: row.bytes(0)) else { continue }
            let placeholder: TimelineRecord.Entry? = row.optionalDouble(3).map {
                TimelineRecord.Entry(
                    index: -1, date: Date(timeIntervalSince1970: $0), summaryText: summaries.append(row.bytes(4)))
            }
            loaded.states[position] = StoredInstanceState(
                instanceID: loaded.instances[position].id,
                lastReload: row.optionalDouble(1).map(Date.init(timeIntervalSince1970:)),
                failures: row.int(2), placeholder: placeholder)
        }
        // Each instance's plans by date, ties in row order: what `ORDER BY date` read through the date index.
        // An instance's plans are written together, so they come as a run of rows; each run is sorted and
        // stored with one lookup. A later run of the same instance has higher row numbers, so merging it after
        // the plans already stored (earlier first on equal dates) keeps that order.
        var planRunPosition: Int?
        var planRun: [ScheduledReload] = []
        func storePlanRun() {
            guard let position = planRunPosition, !planRun.isEmpty else { return }
            // Rows of a run are in row order: a stable sort by date gives date, then row.
            let sorted = planRun.count < 2 ? planRun : Self.stablySortedByDate(planRun)
            if loaded.states[position] == nil {
                loaded.states[position] = StoredInstanceState(instanceID: loaded.instances[position].id)
            }
            loaded.states[position]!.scheduled.mergeByDate(sorted)
            planRun.removeAll(keepingCapacity: true)
        }
        let planRows = try SQLiteRows(
            db, sql: "SELECT instanceID, slot, date, reason, requestedDate, failures FROM scheduledReload")
        while try planRows.step() {
            // Plans of instances that are not stored (none, with foreign keys on) are skipped.
            guard let position = positions.position(of: planRows.bytes(0)) else { continue }
            if position != planRunPosition {
                storePlanRun()
                planRunPosition = position
            }
            planRun.append(try Self.plan(planRows, columns: &columns))
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
                loaded.records[row["instanceID"], default: []].append(try Self.record(row))
            }
        }
        let uses = try SQLiteRows(
            db, sql: "SELECT instanceID, date FROM reloadRecord WHERE counted = 1 AND date > ? AND date <= ?",
            arguments: [now.timeIntervalSince1970 - 86_400, now.timeIntervalSince1970])
        while try uses.step() {
            guard let position = positions.position(of: uses.bytes(0)) else { continue }
            loaded.budgetUses[position].append(Date(timeIntervalSince1970: uses.double(1)))
        }
        loaded.rest.controls = try Row.fetchAll(db, sql: "SELECT * FROM control ORDER BY created, id").map(
            Self.control)
        try Self.loadStacks(into: &loaded.rest, from: db)
        return loaded
    }

    /// Every instance's current timeline with its entries, in an array with an index from instance id to position:
    /// the timelines' rows are read first (one index entry each), then each run of an instance's entries is added
    /// to its timeline with one lookup, and the host's batches take each timeline with one more.
    private static func loadTimelines(_ db: Database) throws -> LoadedTimelines {
        let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM timeline") ?? 0
        var loaded = LoadedTimelines(positions: TextPositions(capacity: count))
        loaded.headers.reserveCapacity(count)
        var policies = TextValues<TimelineReloadPolicy>()
        var reasons = TextValues<ReloadReason>()
        let timelineRows = try SQLiteRows(
            db,
            sql: "SELECT instanceID, reason, installedAt, policy, truncatedFrom, dateShift FROM timeline")
        while try timelineRows.step() {
            // The id is kept only as the index's key: the record takes the instance's own string when it is taken.
            guard loaded.positions.insert(timelineRows.bytes(0)) == loaded.headers.count else { continue }
            var policy = TimelineReloadPolicy.never
            if !timelineRows.isNull(3) {
                let policyText = timelineRows.bytes(3)
                if let parsed = Self.policy(json: policyText) {
                    // `.after` policies each have a date of their own: parsed, not decoded nor remembered.
                    policy = parsed
                } else {
                    policy = try policies.value(for: policyText) {
                        try StoreJSON.value(TimelineReloadPolicy.self, from: $0) ?? .never
                    }
                }
            }
            loaded.headers.append(
                TimelineHeader(
                    reason: try reasons.value(for: timelineRows.bytes(1), make: Self.reason),
                    installedAt: timelineRows.double(2), policy: policy, truncatedFrom: timelineRows.optionalInt(4),
                    dateShift: timelineRows.double(5)))
        }
        var summaries = CompactTextBuffer()
        loaded.entries = [[TimelineRecord.Entry]](repeating: [], count: loaded.headers.count)
        let row = try SQLiteRows(
            db,
            sql: """
                SELECT instanceID, entryIndex, date, summary, relevance, relevanceDuration FROM timelineEntry
                """)
        // A timeline's entries are written together, so rows of one instance come in runs: each run is
        // gathered, then added to its timeline with one lookup (a later run of the same instance is added to it).
        var runPosition: Int?
        var run: [TimelineRecord.Entry] = []
        func storeRun() {
            if let runPosition, !run.isEmpty { loaded.entries[runPosition].append(contentsOf: run) }
            run.removeAll(keepingCapacity: true)
        }
        while try row.step() {
            // Entries of an instance without a timeline row (none: they are written together) are skipped.
            guard let position = loaded.positions.position(of: row.bytes(0)) else { continue }
            if position != runPosition {
                storeRun()
                runPosition = position
            }
            run.append(
                TimelineRecord.Entry(
                    index: row.int(1), date: Date(timeIntervalSince1970: row.double(2)),
                    summaryText: summaries.append(row.bytes(3)), relevance: row.optionalDouble(4).map(Float.init),
                    relevanceDuration: row.optionalDouble(5)))
        }
        storeRun()
        return loaded
    }

    /// The reload policy in a `policy` column's JSON as ``StoreJSON`` writes it (sorted keys, the date as seconds
    /// since 2001), read without a decoder; `nil` for any other text, which is then decoded.
    static func policy(json text: String) -> TimelineReloadPolicy? {
        var text = text
        return text.withUTF8 { policy(json: $0) }
    }

    /// The reload policy in a `policy` column's UTF-8 bytes, read as the text's form of this function reads it.
    static func policy(json bytes: UnsafeBufferPointer<UInt8>) -> TimelineReloadPolicy? {
        if bytes.elementsEqual(#"{"kind":"atEnd"}"#.utf8) { return .atEnd }
        if bytes.elementsEqual(#"{"kind":"never"}"#.utf8) { return .never }
        let prefix = #"{"date":"#.utf8
        let suffix = #","kind":"after"}"#.utf8
        guard bytes.count > prefix.count + suffix.count, bytes.starts(with: prefix),
            bytes[(bytes.count - suffix.count)...].elementsEqual(suffix)
        else { return nil }
        let number = UnsafeBufferPointer(rebasing: bytes[prefix.count..<(bytes.count - suffix.count)])
        // A JSON number's characters only; `Double` rounds exactly as the decoder does.
        guard
            number.allSatisfy({
                (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45
            }),
            let seconds = Double(String(decoding: number, as: UTF8.self)), seconds.isFinite
        else { return nil }
        return .after(Date(timeIntervalSinceReferenceDate: seconds))
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
            lhs.created != rhs.created ? lhs.created < rhs.created : bytewisePrecedes(lhs.id, rhs.id)
        }
        guard zip(instances, instances.dropFirst()).contains(where: { precedes($1, $0) }) else { return }
        instances.sort(by: precedes)
    }

    /// Whether `lhs` sorts before `rhs` comparing their UTF-8 bytes, as SQLite compares text: with `memcmp` on
    /// the strings' own storage when they have it, which instances created at one moment all need.
    static func bytewisePrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
        return (compared ?? nil) ?? lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// An instance from a row of `id, kind, family, placement, configuration, created`; kinds, families,
    /// placements and configurations are made once per distinct text.
    private static func instance(_ row: SQLiteRows, columns: inout InstanceColumns) throws -> WidgetInstance {
        let id = row.text(0)
        guard let family = columns.families.value(for: row.bytes(2), make: { WidgetFamily(rawValue: $0) }),
            let placement = columns.placements.value(for: row.bytes(3), make: { WidgetPlacement(rawValue: $0) })
        else {
            throw HostError(
                .storeFailed,
                "Stored instance '\(id)' has family '\(row.text(2))' and placement "
                    + "'\(row.text(3))', which this version does not know. Open the store with the version that "
                    + "wrote it.")
        }
        let configuration: WidgetConfigurationValues? =
            row.isNull(4)
            ? nil
            : try columns.configurations.value(for: row.bytes(4)) {
                try StoreJSON.value(WidgetConfigurationValues.self, from: $0)
            }
        return WidgetInstance(
            id: id, kind: columns.kinds.value(for: row.bytes(1), make: { $0 }), family: family, placement: placement,
            configuration: configuration, created: Date(timeIntervalSince1970: row.double(5)))
    }

    private static func control(_ row: Row) throws -> ControlInstance {
        ControlInstance(
            id: row["id"], kind: row["kind"],
            configuration: try StoreJSON.value(WidgetConfigurationValues.self, from: row["configuration"]),
            created: Date(timeIntervalSince1970: row["created"]))
    }

    /// A plan from a row of `instanceID, slot, date, reason, requestedDate, failures`.
    private static func plan(_ row: SQLiteRows, columns: inout InstanceColumns) throws -> ScheduledReload {
        guard let slot = columns.slots.value(for: row.bytes(1), make: { ScheduledReload.Slot(rawValue: $0) }) else {
            throw HostError(.storeFailed, "Stored plan has unknown slot '\(row.text(1))'.")
        }
        return ScheduledReload(
            slot: slot, date: Date(timeIntervalSince1970: row.double(2)),
            reason: try columns.reasons.value(for: row.bytes(3), make: reason),
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

/// What the second reader of a resume finds: the timelines' rows and entries by position, and each instance's
/// position among them. A timeline's record is made when its instance takes it, with the instance's own id string
/// (a million ids are not made twice).
private struct LoadedTimelines: Sendable {
    var positions: TextPositions
    var headers: [TimelineHeader] = []
    /// Each timeline's entries in the order they were read.
    var entries: [[TimelineRecord.Entry]] = []
    private var taken: [Bool] = []

    init(positions: TextPositions) {
        self.positions = positions
    }

    /// The instance's timeline, left out of this from now on; `nil` when it has none or it was taken.
    mutating func take(_ instanceID: String) -> TimelineRecord? {
        guard let position = positions.position(of: instanceID) else { return nil }
        if taken.isEmpty { taken = Array(repeating: false, count: headers.count) }
        guard !taken[position] else { return nil }
        taken[position] = true
        var timelineEntries: [TimelineRecord.Entry] = []
        swap(&timelineEntries, &entries[position])
        if zip(timelineEntries, timelineEntries.dropFirst()).contains(where: { $0.index > $1.index }) {
            timelineEntries.sort { $0.index < $1.index }
        }
        let header = headers[position]
        return TimelineRecord(
            instanceID: instanceID, reason: header.reason, installedAt: Date(timeIntervalSince1970: header.installedAt),
            entries: timelineEntries, policy: header.policy, truncatedFrom: header.truncatedFrom,
            dateShift: header.dateShift)
    }
}

/// A `timeline` row without its instance's id.
private struct TimelineHeader: Sendable {
    let reason: ReloadReason
    let installedAt: Double
    let policy: TimelineReloadPolicy
    let truncatedFrom: Int?
    let dateShift: Double
}

/// The repeating columns of the first reader's tables, each made once per distinct text.
private struct InstanceColumns {
    var kinds = TextValues<String>()
    var families = TextValues<WidgetFamily?>()
    var placements = TextValues<WidgetPlacement?>()
    var configurations = TextValues<WidgetConfigurationValues?>()
    var slots = TextValues<ScheduledReload.Slot?>()
    var reasons = TextValues<ReloadReason>()
}

/// What the first reader of a resume finds: the instances in creation order, each one's state and budget uses at
/// its position, ledger lines when asked for, and the controls and stacks (in `rest`).
private struct LoadedInstances: Sendable {
    var instances: [WidgetInstance] = []
    var states: [StoredInstanceState?] = []
    var budgetUses: [[Date]] = []
    var records: [String: [ReloadRecord]] = [:]
    var rest = StoredHostState()
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
