import Synchronization

/// Turns a completion-handler call into an `async` value, tolerating providers that misbehave.
///
/// The first completion wins; later ones are ignored (a provider that calls its completion twice does not
/// crash the host). If the waiting task is cancelled — for example by a deadline — the wait ends with
/// `CancellationError` and a completion that arrives afterwards is ignored.
enum CompletionBridge {
    static func value<T: Sendable>(
        _ start: (@escaping @Sendable (T) -> Void) -> Void
    ) async throws -> T {
        let state = Mutex<CheckedContinuation<T, any Error>?>(nil)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                state.withLock { $0 = continuation }
                if Task.isCancelled {
                    state.withLock { $0.take() }?.resume(throwing: CancellationError())
                    return
                }
                start { value in
                    state.withLock { $0.take() }?.resume(returning: value)
                }
            }
        } onCancel: {
            state.withLock { $0.take() }?.resume(throwing: CancellationError())
        }
    }
}
