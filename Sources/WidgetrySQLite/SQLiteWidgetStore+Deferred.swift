import Foundation
import GRDB
import Synchronization
import WidgetryHost

/// Changes handed to ``SQLiteWidgetStore/applyDeferred(_:)`` and not yet written: the store's write-behind buffer.
struct DeferredChanges: Sendable {
    /// Each deferred call's changes, in the order they were made.
    var batches: [[WidgetStoreChange]] = []
    /// How many changes the batches hold.
    var count = 0
    /// Whether a task is waiting to flush the buffer after ``SQLiteWidgetStore/deferredWriteInterval``.
    var flushScheduled = false
    /// Deferred batches that could not be written (their instance was removed meanwhile, or a row they refer to).
    var failed = 0
    /// The first of those failures, for the log.
    var firstFailure: String?

    mutating func take() -> [[WidgetStoreChange]] {
        defer {
            batches = []
            count = 0
        }
        return batches
    }
}

/// What a write took from the buffer, so a transaction that fails as a whole can give it back.
final class TakenChanges: Sendable {
    let batches = Mutex<[[WidgetStoreChange]]>([])
}

extension SQLiteWidgetStore {
    /// The most changes the buffer holds before the call that fills it writes them.
    static let deferredChangeLimit = 20_000

    /// Keeps changes to write within ``deferredWriteInterval`` in one transaction with others (group commit).
    ///
    /// Every read and every ``apply(_:)`` first writes what is buffered, in order, so anyone reading the store
    /// sees the changes at once; only a crash (kill -9, power loss) in the interval loses them. Each deferred call
    /// is written in a savepoint of its own: one that fails (its instance was removed meanwhile) is dropped and
    /// counted in ``deferredWriteFailures()``, and costs the others nothing.
    public func applyDeferred(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        let (full, schedule) = deferred.withLock { buffer in
            buffer.batches.append(changes)
            buffer.count += changes.count
            let schedule = !buffer.flushScheduled
            buffer.flushScheduled = true
            return (buffer.count >= Self.deferredChangeLimit, schedule)
        }
        if full {
            try await flush()
        } else if schedule {
            let interval = deferredWriteInterval
            Task { [weak self] in
                try? await Task.sleep(nanoseconds: UInt64(interval * 1e9))
                try? await self?.flush()
            }
        }
    }

    /// Writes every deferred change now.
    ///
    /// - throws: ``HostError`` when the transaction fails; the changes stay buffered for the next try.
    public func flush() async throws {
        deferred.withLock { $0.flushScheduled = false }
        guard hasDeferredChanges else { return }
        try await write("save deferred changes") { _ in }
    }

    /// How many deferred batches could not be written, with the first error; normally `(0, nil)`.
    public func deferredWriteFailures() -> (count: Int, first: String?) {
        deferred.withLock { ($0.failed, $0.firstFailure) }
    }

    var hasDeferredChanges: Bool { deferred.withLock { !$0.batches.isEmpty } }

    /// Writes the buffered changes inside the caller's transaction, each batch in a savepoint.
    func writeDeferred(_ db: Database, taking taken: TakenChanges) throws {
        let batches = deferred.withLock { $0.take() }
        guard !batches.isEmpty else { return }
        taken.batches.withLock { $0 = batches }
        var failures: [String] = []
        for batch in batches {
            do {
                try db.inSavepoint {
                    for change in batch { try Self.apply(change, in: db) }
                    return .commit
                }
            } catch {
                failures.append("\(error)")
            }
        }
        if !failures.isEmpty {
            deferred.withLock {
                $0.failed += failures.count
                if $0.firstFailure == nil { $0.firstFailure = failures[0] }
            }
        }
    }

    /// Puts changes a failed transaction took back at the front of the buffer.
    func restoreDeferred(_ taken: TakenChanges) {
        let batches = taken.batches.withLock { $0 }
        guard !batches.isEmpty else { return }
        deferred.withLock { buffer in
            buffer.batches = batches + buffer.batches
            buffer.count += batches.reduce(0) { $0 + $1.count }
        }
    }
}
