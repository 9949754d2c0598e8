import Foundation

/// The mutual exclusion every subscription, subject and scheduler in this module uses.
///
/// A thin wrapper over `NSLock` so call sites read `lock.withLock { … }`; nothing is ever called out (downstream,
/// upstream, user closures) while it is held, so it never needs to be recursive.
final class Lock: @unchecked Sendable {
    // @unchecked: NSLock is thread-safe; this class adds no state of its own.
    private let base = NSLock()

    /// Runs `body` holding the lock.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        base.lock()
        defer { base.unlock() }
        return try body()
    }
}

/// A value that crosses to another thread through an API with `@Sendable` closures (Dispatch, Foundation) although
/// Combine's contract does not make it `Sendable`.
///
/// Combine's `Scheduler.schedule` takes plain closures, exactly as Apple declares it, and each scheduler must run
/// them on its own queue or thread. The scheduler is the synchronisation: the value is handed over once, never
/// shared, so no lock is needed.
struct Handoff<Value>: @unchecked Sendable {
    // @unchecked: ownership moves to the scheduler's thread; the sender keeps no access (see above).
    let value: Value

    init(_ value: Value) { self.value = value }
}
