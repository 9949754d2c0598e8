import Foundation
import Synchronization
import WidgetryKit

/// Keeps a ``LiveActivityStore`` in a ``ServingWidgetStore`` (SQLite or PostgreSQL): what is saved comes back on the
/// next start, and every change after that — start, update, end, dismissal, a new push token or push-to-start
/// token — is written, in order, as it happens. As a ``LiveActivityEventSource`` it passes each change on only once it
/// is written, so what a page was shown survives a crash.
///
/// For example, what `serve` does:
///
/// ```swift
/// let journal = try await LiveActivityJournal.attach(LiveActivityStore.shared, to: sqlite)
/// // … serve …
/// await journal.flush()   // before closing the store
/// ```
public final class LiveActivityJournal: LiveActivityEventSource {
    private let activities: LiveActivityStore
    private let store: any ServingWidgetStore
    private let changes: AsyncStream<Change>.Continuation
    private let writer: Task<Void, Never>
    private let observation: LiveActivityObservation

    private let tokenObservation: LiveActivityObservation
    private let savedHandlers: SavedHandlers
    private let log: @Sendable (String) -> Void

    /// Who hears of each change once it is written.
    private final class SavedHandlers: Sendable {
        private let handlers = Mutex<[@Sendable (LiveActivityEvent) -> Void]>([])

        func add(_ handler: @escaping @Sendable (LiveActivityEvent) -> Void) {
            handlers.withLock { $0.append(handler) }
        }

        func tell(_ event: LiveActivityEvent) {
            for handler in handlers.withLock({ $0 }) { handler(event) }
        }
    }

    private enum Change: Sendable {
        case save(LiveActivityEvent)
        case saveToken(String, Data)
        case flush(CheckedContinuation<Void, Never>)
    }

    private init(
        activities: LiveActivityStore, store: any ServingWidgetStore, log: @escaping @Sendable (String) -> Void
    ) {
        self.activities = activities
        self.store = store
        self.log = log
        let (stream, continuation) = AsyncStream.makeStream(of: Change.self)
        self.changes = continuation
        let savedHandlers = SavedHandlers()
        self.savedHandlers = savedHandlers
        self.writer = Task {
            for await change in stream {
                switch change {
                case .save(let event):
                    // The record as it is when its turn comes: a later change is never overwritten by an earlier.
                    let id = event.record.id
                    if let record = activities.record(id: id) {
                        do {
                            try await store.saveLiveActivities([record])
                        } catch {
                            log("Could not save Live Activity '\(id)': \(error)")
                        }
                    }
                    // Written (or refused and logged): now pages may hear of it.
                    savedHandlers.tell(event)
                case .saveToken(let attributesType, let token):
                    do {
                        try await store.savePushToStartToken(token, forAttributesType: attributesType)
                    } catch {
                        log("Could not save the push-to-start token of '\(attributesType)': \(error)")
                    }
                case .flush(let done):
                    done.resume()
                }
            }
        }
        self.observation = activities.addObserver { event in continuation.yield(.save(event)) }
        self.tokenObservation = activities.addPushToStartTokenObserver { type, token in
            continuation.yield(.saveToken(type, token))
        }
    }

    /// Restores what the store saved into `activities`, settles what time changed while the host was away, and
    /// writes every change from now on.
    ///
    /// - Parameters:
    ///   - activities: The activities to keep (`LiveActivityStore.shared` for `Activity.request` in this process).
    ///   - store: Where to keep them.
    ///   - log: Where to report a change that could not be saved.
    /// - Returns: The journal; keep it, and ``flush()`` it before closing the store.
    /// - throws: ``HostError`` when the store cannot be read.
    public static func attach(
        _ activities: LiveActivityStore, to store: any ServingWidgetStore,
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) async throws -> LiveActivityJournal {
        activities.restore(try await store.liveActivities())
        activities.restorePushToStartTokens(try await store.pushToStartTokens())
        let journal = LiveActivityJournal(activities: activities, store: store, log: log)
        _ = activities.advance(to: activities.now)
        return journal
    }

    /// An activity as the store holds it now, taken into the ``LiveActivityStore`` (merged with what this host
    /// knows, so a newer change of its own is kept): how a host sharing its store learns of an activity another host
    /// started or changed. Observers are not told (see ``LiveActivityStore/adopt(_:)``).
    ///
    /// - Parameter id: The activity's identifier.
    /// - Returns: The activity as this host now knows it; `nil` when neither the store nor this host has it.
    /// - throws: ``HostError`` when the store cannot be read.
    public func refresh(id: String) async throws -> LiveActivityRecord? {
        guard let saved = try await store.liveActivity(id: id) else { return activities.record(id: id) }
        return activities.adopt(saved)
    }

    /// The activity whose push token is `token`: this host's own, else the one the store holds (taken in as
    /// ``refresh(id:)`` does), such as an activity another host started with a push token.
    ///
    /// - Returns: The activity, or `nil` when no activity has the token.
    /// - throws: ``HostError`` when the store cannot be read.
    public func activity(pushToken token: Data) async throws -> LiveActivityRecord? {
        if let known = activities.records.first(where: { $0.pushToken == token }) {
            return try await refresh(id: known.id)
        }
        guard let saved = try await store.liveActivity(pushToken: token) else { return nil }
        return activities.adopt(saved)
    }

    /// Takes in the activities other hosts changed, as the store holds them, before this host's pages hear of the
    /// changes; an activity that cannot be read is logged and left as it was.
    ///
    /// - Parameter ids: The activities' identifiers.
    public func refresh(ids: [String]) async {
        for id in ids {
            do {
                _ = try await refresh(id: id)
            } catch {
                log("Could not read Live Activity '\(id)' another host changed: \(error)")
            }
        }
    }

    /// Takes in the push-to-start tokens the store holds (saved by any host), so a push to one another host gave
    /// out starts an activity here too.
    ///
    /// - throws: ``HostError`` when the store cannot be read.
    public func refreshPushToStartTokens() async throws {
        activities.restorePushToStartTokens(try await store.pushToStartTokens())
    }

    /// Calls `handler` with each change once it is written, in the order they happened.
    public func observeEvents(_ handler: @escaping @Sendable (LiveActivityEvent) -> Void) {
        savedHandlers.add(handler)
    }

    /// Waits until every change so far is written (and passed to ``observeEvents(_:)``'s handlers).
    public func flush() async {
        await withCheckedContinuation { done in
            if case .terminated = changes.yield(.flush(done)) { done.resume() }
        }
    }

    /// Stops writing changes (after those already queued).
    public func detach() {
        activities.removeObserver(observation)
        activities.removePushToStartTokenObserver(tokenObservation)
        changes.finish()
    }
}
