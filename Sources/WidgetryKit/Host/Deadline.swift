import Foundation
import Synchronization

/// Runs an operation with a time limit, returning even when the operation ignores cancellation.
///
/// The operation runs in its own task; if it has not finished when the deadline passes, that task is
/// cancelled and the caller gets `nil`. A provider that hangs without ever checking for cancellation leaks
/// only its own task: the caller, and so the host, goes on.
package enum Deadline {
    package static func run<T: Sendable>(
        seconds: Double, _ operation: @escaping @Sendable () async throws -> T
    ) async throws -> T? {
        let slot = Mutex<CheckedContinuation<T?, any Error>?>(nil)
        let work = Mutex<Task<Void, Never>?>(nil)
        let timer = Mutex<Task<Void, Never>?>(nil)
        return try await withCheckedThrowingContinuation { continuation in
            slot.withLock { $0 = continuation }
            let task = Task {
                do {
                    let value = try await operation()
                    slot.withLock { $0.take() }?.resume(returning: value)
                } catch {
                    slot.withLock { $0.take() }?.resume(throwing: error)
                }
                timer.withLock { $0 }?.cancel()
            }
            work.withLock { $0 = task }
            let sleeper = Task {
                try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
                guard !Task.isCancelled else { return }
                if let pending = slot.withLock({ $0.take() }) {
                    work.withLock { $0 }?.cancel()
                    pending.resume(returning: nil)
                }
            }
            timer.withLock { $0 = sleeper }
        }
    }
}
