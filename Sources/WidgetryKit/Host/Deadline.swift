import Foundation
import Synchronization

/// Runs an operation with a time limit, returning even when the operation ignores cancellation.
///
/// The operation runs in its own task on ``ProviderThreads``; if it has not finished when the deadline passes, that
/// task is cancelled and the caller gets `nil`. A provider that hangs without ever checking for cancellation, or
/// blocks its thread, leaks only its own task and thread: the caller, and so the host, goes on.
package enum Deadline {
    /// Runs `operation`, giving up after `seconds`: returns its value, rethrows its error, or `nil` when the limit
    /// passed first.
    ///
    /// - Parameters:
    ///   - seconds: The time limit.
    ///   - wait: What waits out the limit: a wall-clock sleep by default; tests pass one they end themselves. It is
    ///     cancelled once the operation finishes first.
    ///   - operation: The work to limit.
    package static func run<T: Sendable>(
        seconds: Double, waitingWith wait: @escaping @Sendable (Double) async -> Void = Deadline.sleep,
        _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        let race = Race<T>()
        return try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            // Widget code runs on ``ProviderThreads``, not the cooperative pool: a provider that blocks its thread
            // holds only that thread, and the timer below still fires.
            let work = Task(executorPreference: ProviderThreads.shared) {
                do {
                    race.finish(.success(try await operation()))
                } catch {
                    race.finish(.failure(error))
                }
            }
            let timer = Task {
                await wait(seconds)
                if race.finish(.success(nil)) { work.cancel() }
            }
            Task {
                _ = await work.value
                timer.cancel()
            }
        }
    }

    /// Sleeps on the wall clock for `seconds`, or until cancelled.
    package static func sleep(_ seconds: Double) async {
        try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
    }

    /// The one continuation both the operation and the timer try to resume; the first wins.
    private final class Race<T: Sendable>: Sendable {
        private let continuation = Mutex<CheckedContinuation<T?, any Error>?>(nil)

        func start(_ continuation: CheckedContinuation<T?, any Error>) {
            self.continuation.withLock { $0 = continuation }
        }

        /// Resumes the caller unless it was already resumed; returns whether this call did it.
        @discardableResult
        func finish(_ result: Result<T?, any Error>) -> Bool {
            guard let continuation = continuation.withLock({ $0.take() }) else { return false }
            continuation.resume(with: result)
            return true
        }
    }
}
