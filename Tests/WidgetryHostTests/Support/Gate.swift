import Synchronization

/// A gate tests close to hold provider calls where they are, count who arrived, and open when they choose.
///
/// Explicit synchronisation instead of sleeps: a test waits for `arrivals(_:)` callers, acts, then `open()`s.
final class Gate: Sendable {
    private struct State {
        var isOpen = true
        var arrived = 0
        var held: [CheckedContinuation<Void, Never>] = []
        var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }

    private let state = Mutex(State())

    /// Holds every caller of `pass()` from now on until `open()`, and counts arrivals from zero again.
    func close() {
        state.withLock { state in
            state.isOpen = false
            state.arrived = 0
        }
    }

    /// Lets everyone held through, and everyone after.
    func open() {
        let held = state.withLock { state in
            state.isOpen = true
            defer { state.held = [] }
            return state.held
        }
        for continuation in held { continuation.resume() }
    }

    /// Called where a provider would do its work: counts the arrival and waits while the gate is closed.
    func pass() async {
        await withCheckedContinuation { continuation in
            let (ready, passThrough) = state.withLock { state -> ([CheckedContinuation<Void, Never>], Bool) in
                state.arrived += 1
                let ready = state.arrivalWaiters.filter { $0.count <= state.arrived }.map(\.continuation)
                state.arrivalWaiters.removeAll { $0.count <= state.arrived }
                if !state.isOpen { state.held.append(continuation) }
                return (ready, state.isOpen)
            }
            for waiter in ready { waiter.resume() }
            if passThrough { continuation.resume() }
        }
    }

    /// Returns once `count` callers in all have arrived at the gate.
    func arrivals(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = state.withLock { state in
                if state.arrived >= count { return true }
                state.arrivalWaiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }
}
