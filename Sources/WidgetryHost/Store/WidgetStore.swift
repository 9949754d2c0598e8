import Foundation

/// Where a host keeps what it must not lose: instances, timelines' metadata, rendered entries, ledgers and the
/// planned reloads, so a restarted host resumes without asking providers again.
///
/// The host writes before it acknowledges: a widget added, a timeline installed or a ledger line is in the store
/// before the call that made it returns or the event is published. ``apply(_:)`` applies a batch of changes
/// atomically, so a reload's timeline, renderings, ledger lines and plans land together or not at all.
///
/// ``SQLiteWidgetStore`` is the embedded implementation. A PostgreSQL one can implement the same protocol.
///
/// For example:
///
/// ```swift
/// let store = try SQLiteWidgetStore(path: "/var/lib/widgets/host.sqlite")
/// let host = try await WidgetHost(bundle: bundle, store: store)
/// ```
public protocol WidgetStore: Sendable {
    /// Applies changes in one transaction, in order.
    ///
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed``; then nothing was applied.
    func apply(_ changes: [WidgetStoreChange]) async throws

    /// Applies changes no client is waiting for (the scheduler's reloads, refusals and plans), possibly later and
    /// together with others, in the order they were made.
    ///
    /// A store that defers them must apply them before any later ``apply(_:)`` and before any read, so callers
    /// always see them; only a crash may lose deferred changes that were not yet written (see ``flush()``).
    /// The default applies them at once.
    ///
    /// - throws: ``HostError`` with code ``HostError/Code/storeFailed`` when they were applied at once and failed.
    func applyDeferred(_ changes: [WidgetStoreChange]) async throws

    /// Writes every deferred change now; stores that defer nothing return at once.
    func flush() async throws

    /// Everything a host needs to resume.
    ///
    /// - Parameters:
    ///   - now: The host's current date; counted reloads of the 24 hours before it are loaded for budgets.
    ///   - recordLimit: The most recent ledger lines to load per instance.
    func load(now: Date, recordLimit: Int) async throws -> StoredHostState

    /// Everything a host needs to resume, as ``load(now:recordLimit:)`` returns it without ledger lines, handed over
    /// in parts as it is read: the instances, oldest first, in batches of at most `batchSize` (each instance with its
    /// state, timeline and budget uses), then the controls and stacks, last. All parts come from one snapshot of
    /// the store, and together they hold what one ``load(now:recordLimit:)`` would.
    ///
    /// A host builds its states from one batch while the store reads the next, and neither holds a second copy of
    /// a million instances. The default loads everything with ``load(now:recordLimit:)`` and cuts it into batches.
    ///
    /// - Parameters:
    ///   - now: The host's current date; counted reloads of the 24 hours before it are loaded for budgets.
    ///   - batchSize: The most instances in a batch (at least 1).
    /// - Returns: The parts in order; the stream ends with a ``StoredHostPart/controlsAndStacks(_:)`` part, or
    ///   throws ``HostError`` with code ``HostError/Code/storeFailed`` when the store cannot be read.
    func loadInParts(now: Date, batchSize: Int) -> AsyncThrowingStream<StoredHostPart, any Error>

    /// What the store holds of some instances, as ``load(now:recordLimit:)`` would return it for them (without
    /// ledger lines, controls or stacks): for a host sharing the store, to read instances other hosts changed.
    ///
    /// Instances that are not stored are absent from the result. The default loads everything and keeps these.
    ///
    /// - Parameters:
    ///   - ids: The instances.
    ///   - now: The host's current date; counted reloads of the 24 hours before it are loaded for budgets.
    func load(instanceIDs ids: [String], now: Date) async throws -> StoredHostState

    /// The stored rendering of one slot of an instance in one variant, or `nil` when there is none.
    func rendering(instanceID: String, slot: RenderSlot, variant: RenderVariant) async throws -> Data?

    /// An instance's ledger, oldest first.
    ///
    /// - Parameters:
    ///   - instanceID: The instance.
    ///   - since: The earliest date to include; `nil` for all.
    func records(instanceID: String, since: Date?) async throws -> [ReloadRecord]

    /// An instance's most recent ledger lines, oldest first: what ``WidgetHost/ledger(for:)`` shows.
    ///
    /// - Parameters:
    ///   - instanceID: The instance.
    ///   - limit: The most lines to return.
    func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord]

    /// Deletes ledger lines older than a date and returns how many went.
    ///
    /// Lines younger than 24 hours decide budgets; a host never prunes those.
    func pruneRecords(before date: Date) async throws -> Int

    /// How many ledger lines of each event an instance has had since it was added, pruned lines included.
    func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int]
}

extension WidgetStore {
    /// Applies the changes at once, for stores that defer nothing.
    public func applyDeferred(_ changes: [WidgetStoreChange]) async throws {
        try await apply(changes)
    }

    /// Everything loaded at once, then handed over in batches, for stores without a quicker way.
    public func loadInParts(now: Date, batchSize: Int) -> AsyncThrowingStream<StoredHostPart, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    let state = try await load(now: now, recordLimit: 0)
                    for batch in StoredInstanceBatch.batches(of: state, size: batchSize) {
                        continuation.yield(.instances(batch))
                    }
                    var rest = StoredHostState()
                    rest.controls = state.controls
                    rest.stacks = state.stacks
                    rest.stackRecords = state.stackRecords
                    continuation.yield(.controlsAndStacks(rest))
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Everything loaded, then all but these instances dropped, for stores without a quicker way.
    public func load(instanceIDs ids: [String], now: Date) async throws -> StoredHostState {
        let wanted = Set(ids)
        let all = try await load(now: now, recordLimit: 0)
        var state = StoredHostState()
        state.instances = all.instances.filter { wanted.contains($0.id) }
        state.states = all.states.filter { wanted.contains($0.key) }
        state.timelines = all.timelines.filter { wanted.contains($0.key) }
        state.budgetUses = all.budgetUses.filter { wanted.contains($0.key) }
        return state
    }

    /// Nothing to write, for stores that defer nothing.
    public func flush() async throws {}

    /// The last `limit` of all the instance's lines, for stores without a quicker way.
    public func recentRecords(instanceID: String, limit: Int) async throws -> [ReloadRecord] {
        Array(try await records(instanceID: instanceID, since: nil).suffix(max(0, limit)))
    }

    /// Totals counted from the lines the store still has, for stores that keep no separate totals.
    public func ledgerTotals(instanceID: String) async throws -> [ReloadRecord.Event: Int] {
        var totals: [ReloadRecord.Event: Int] = [:]
        for record in try await records(instanceID: instanceID, since: nil) {
            totals[record.event, default: 0] += 1 + record.repeats
        }
        return totals
    }
}

/// One change a host makes to its store.
public enum WidgetStoreChange: Sendable {
    /// Adds a new instance; an instance with its id already stored fails the batch with
    /// ``HostError/Code/instanceExists``.
    case insertInstance(WidgetInstance)
    /// Changes a stored instance's kind, family, placement and configuration; an instance that is not stored (one
    /// deleted meanwhile) fails the batch with ``HostError/Code/unknownInstance``, so nothing deleted comes back.
    case updateInstance(WidgetInstance)
    /// Deletes an instance with its timeline, renderings, plans and ledger.
    case deleteInstance(id: String)
    /// Replaces an instance's timeline; the previous timeline's entry renderings are deleted.
    case saveTimeline(TimelineRecord)
    /// Adds or replaces renderings.
    case saveRenderings([StoredRendering])
    /// Appends ledger lines and counts them in the instance's totals; a refusal identical to the instance's
    /// previous line (see ``ReloadRecord/coalesces(with:)``) adds to that line's ``ReloadRecord/repeats`` instead.
    case appendRecords([ReloadRecord])
    /// Deletes an instance's ledger lines older than `before`, and all but the newest `keepingLast`, never lines
    /// dated `protecting` or later (they decide budgets). Totals are kept.
    case pruneLedger(instanceID: String, before: Date, keepingLast: Int, protecting: Date)
    /// Replaces an instance's scheduling state and planned reloads.
    case saveState(StoredInstanceState)
    /// Adds or replaces a control instance.
    case saveControl(ControlInstance)
    /// Deletes a control instance.
    case deleteControl(id: String)
    /// Adds or replaces a Smart Stack: its name, settings, current top and its members in order (each member a
    /// stored instance, in at most one stack). A member instance deleted later leaves the stack by itself.
    case saveStack(WidgetStack)
    /// Deletes a Smart Stack and its rotation ledger; its member instances stay.
    case deleteStack(id: String)
    /// Appends lines to stacks' rotation ledgers; a store keeps at least the newest
    /// ``WidgetStack/storedRecordLimit`` per stack.
    case appendStackRecords([StackRotationRecord])
    /// Fails the batch with ``HostError/Code/leaseLost`` unless the host still holds these leases, and holds them
    /// until the batch is stored: a host storing a claimed reload's outcome puts it first, so a host that stalled
    /// past its lease never stores a reload another host took over. A store one host owns has nothing to check.
    case requireLeases([WorkLease])
}

/// One stored rendering: what a ``WidgetRenderer`` returned for a slot of an instance in a variant.
public struct StoredRendering: Sendable, Hashable {
    /// The instance.
    public let instanceID: String
    /// The placeholder or an entry's index.
    public let slot: RenderSlot
    /// The environment variant.
    public let variant: RenderVariant
    /// The renderer's output.
    public let data: Data

    /// Creates a stored rendering.
    public init(instanceID: String, slot: RenderSlot, variant: RenderVariant, data: Data) {
        self.instanceID = instanceID
        self.slot = slot
        self.variant = variant
        self.data = data
    }
}

/// An instance's scheduling state: its last reload, failures in a row, placeholder and planned reloads.
public struct StoredInstanceState: Sendable, Hashable, Codable {
    /// The instance.
    public let instanceID: String
    /// When it last reloaded (counted or not), for the minimum interval.
    public var lastReload: Date?
    /// Reloads that failed in a row since the last success.
    public var failures: Int
    /// The placeholder's date and summary; `nil` before it was made.
    public var placeholder: TimelineRecord.Entry?
    /// The planned reloads, at most one per slot.
    public var scheduled: [ScheduledReload]

    /// Creates a state.
    public init(
        instanceID: String, lastReload: Date? = nil, failures: Int = 0, placeholder: TimelineRecord.Entry? = nil,
        scheduled: [ScheduledReload] = []
    ) {
        self.instanceID = instanceID
        self.lastReload = lastReload
        self.failures = failures
        self.placeholder = placeholder
        self.scheduled = scheduled
    }
}

/// Everything a store holds that a host needs to resume.
public struct StoredHostState: Sendable {
    /// The instances, oldest first.
    public var instances: [WidgetInstance] = []
    /// Each instance's scheduling state, by instance id.
    public var states: [String: StoredInstanceState] = [:]
    /// Each instance's current timeline, by instance id; absent before the first.
    public var timelines: [String: TimelineRecord] = [:]
    /// Each instance's most recent ledger lines, oldest first.
    public var records: [String: [ReloadRecord]] = [:]
    /// Each instance's counted reloads in the 24 hours before the load's `now`.
    public var budgetUses: [String: [Date]] = [:]
    /// The control instances, oldest first.
    public var controls: [ControlInstance] = []
    /// The Smart Stacks, oldest first, with members that are still stored instances.
    public var stacks: [WidgetStack] = []
    /// Each stack's newest rotation ledger lines (at most ``WidgetStack/storedRecordLimit``), oldest first.
    public var stackRecords: [String: [StackRotationRecord]] = [:]

    /// An empty state.
    public init() {}
}

/// One part of a store's state handed over by ``WidgetStore/loadInParts(now:batchSize:)``.
public enum StoredHostPart: Sendable {
    /// The next instances, oldest first, each with what a host resumes it from.
    case instances(StoredInstanceBatch)
    /// The control instances, the Smart Stacks and their rotation ledgers (in a state whose instance fields are
    /// empty): the last part, after every instance.
    case controlsAndStacks(StoredHostState)
}

/// A run of stored instances, oldest first, with each one's scheduling state, timeline and budget uses in arrays
/// by position: `states[i]`, `timelines[i]` and `budgetUses[i]` belong to `instances[i]`. Positions instead of
/// dictionaries keyed by id: a million instances are read and resumed without hashing their ids again and again.
public struct StoredInstanceBatch: Sendable {
    /// The instances, oldest first.
    public private(set) var instances: [WidgetInstance] = []
    /// Each instance's scheduling state, plans by date; `nil` when none was stored.
    public private(set) var states: [StoredInstanceState?] = []
    /// Each instance's current timeline; `nil` before the first.
    public private(set) var timelines: [TimelineRecord?] = []
    /// Each instance's counted reloads in the 24 hours before the load's `now`.
    public private(set) var budgetUses: [[Date]] = []

    /// How many instances all the batches of the load hold together, so that a reader can make room for all of
    /// them at the first.
    public var instanceTotal = 0

    /// An empty batch.
    public init() {}

    /// How many instances it holds.
    public var count: Int { instances.count }

    /// Makes room for `capacity` instances.
    public mutating func reserveCapacity(_ capacity: Int) {
        instances.reserveCapacity(capacity)
        states.reserveCapacity(capacity)
        timelines.reserveCapacity(capacity)
        budgetUses.reserveCapacity(capacity)
    }

    /// Adds an instance, after the others, with what was stored of it.
    public mutating func append(
        _ instance: WidgetInstance, state: StoredInstanceState?, timeline: TimelineRecord?, budgetUses uses: [Date]
    ) {
        instances.append(instance)
        states.append(state)
        timelines.append(timeline)
        budgetUses.append(uses)
    }

    /// A loaded state's instances cut into batches of at most `size`, in its order.
    public static func batches(of state: StoredHostState, size: Int) -> [StoredInstanceBatch] {
        let size = max(1, size)
        return stride(from: 0, to: state.instances.count, by: size).map { start in
            let run = state.instances[start..<min(start + size, state.instances.count)]
            var batch = StoredInstanceBatch()
            batch.instanceTotal = state.instances.count
            batch.reserveCapacity(run.count)
            for instance in run {
                batch.append(
                    instance, state: state.states[instance.id], timeline: state.timelines[instance.id],
                    budgetUses: state.budgetUses[instance.id] ?? [])
            }
            return batch
        }
    }
}
