import Foundation

/// The host's writes waiting for the store, and whether a write is in progress.
///
/// While one transaction is being written, every other commit waits here; when it ends, the first waiting commit
/// leads the next transaction and takes every commit waiting by then with it. So each commit is on disk before the
/// call that made it returns (as with a transaction per commit), but a thousand reloads that fall due together cost
/// a handful of transactions, not a thousand.
struct WriteGroup {
    /// Whether a commit is leading a transaction now.
    var isWriting = false
    /// The commits waiting for the next transaction, in the order they were made.
    var waiting: [PendingWrite] = []
}

/// A commit waiting for a group transaction.
struct PendingWrite {
    let changes: [WidgetStoreChange]
    let continuation: CheckedContinuation<WriteOutcome, Never>?
}

/// What a waiting commit is told when the transaction it joined ends.
enum WriteOutcome {
    /// Its changes are on disk.
    case saved
    /// Its changes were not saved; nothing of them was applied.
    case failed(any Error)
    /// It leads the next transaction.
    case lead
}

extension WidgetHost {
    /// Saves changes in one store transaction shared with the commits made while the previous one was written.
    ///
    /// Returns once the changes are on disk, like ``WidgetStore/apply(_:)``, and fails as it would: when a shared
    /// transaction fails, each commit in it is written again alone, so one commit's error (a widget deleted
    /// meanwhile, a duplicate id) never costs another's changes. Commits are written in the order they were made.
    ///
    /// - throws: The store's error for these changes; then nothing of them was applied.
    func groupCommit(_ changes: [WidgetStoreChange]) async throws {
        guard !changes.isEmpty else { return }
        if writeGroup.isWriting {
            let outcome = await withCheckedContinuation { continuation in
                writeGroup.waiting.append(PendingWrite(changes: changes, continuation: continuation))
            }
            switch outcome {
            case .saved: return
            case .failed(let error): throw error
            case .lead: break
            }
        }
        writeGroup.isWriting = true
        let batch = [PendingWrite(changes: changes, continuation: nil)] + writeGroup.waiting
        writeGroup.waiting = []
        let outcomes = await write(batch)
        scheduler.statistics.groupCommits += 1
        for (pending, outcome) in zip(batch, outcomes) { pending.continuation?.resume(returning: outcome) }
        if writeGroup.waiting.isEmpty {
            writeGroup.isWriting = false
        } else {
            writeGroup.waiting.removeFirst().continuation?.resume(returning: .lead)
        }
        if case .failed(let error) = outcomes[0] { throw error }
    }

    /// Writes commits in one transaction, or each alone when that fails.
    private func write(_ batch: [PendingWrite]) async -> [WriteOutcome] {
        do {
            try await store.apply(batch.flatMap(\.changes))
            return Array(repeating: .saved, count: batch.count)
        } catch {
            guard batch.count > 1 else { return [.failed(error)] }
        }
        var outcomes: [WriteOutcome] = []
        for pending in batch {
            do {
                try await store.apply(pending.changes)
                outcomes.append(.saved)
            } catch {
                outcomes.append(.failed(error))
            }
        }
        return outcomes
    }
}
