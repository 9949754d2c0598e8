import Foundation

extension WidgetHost {
    /// Runs a mutation of one instance (add, edit, remove) after every earlier one of the same id has finished.
    ///
    /// The actor is reentrant: without this, two requests for one id could both check ("no such id", "still
    /// there"), both suspend on the store, and both act. Inside `body`, what was checked still holds until the
    /// body returns, because no other mutation of the id runs meanwhile. Slow work (asking providers) belongs before
    /// the call, so a hanging provider never holds up a delete.
    func serially<T>(_ id: String, _ body: () async throws -> T) async throws -> T {
        if mutationQueues[id] == nil {
            mutationQueues[id] = []
        } else {
            await withCheckedContinuation { mutationQueues[id, default: []].append($0) }
        }
        defer { finishMutation(of: id) }
        return try await body()
    }

    /// Hands the id to the next waiting mutation, or frees it.
    private func finishMutation(of id: String) {
        guard var waiting = mutationQueues[id], !waiting.isEmpty else {
            mutationQueues[id] = nil
            return
        }
        let next = waiting.removeFirst()
        mutationQueues[id] = waiting
        next.resume()
    }
}
