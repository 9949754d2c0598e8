import Synchronization

/// What a handler the host calls on its own task was called with, in order, and a way to wait for a call: tests
/// suspend until the value they expect arrives instead of polling on a timer.
final class CallLog<Value: Sendable>: Sendable {
    private struct Waiter {
        let matches: @Sendable (Value) -> Bool
        let continuation: CheckedContinuation<Value, Never>
    }

    private let state = Mutex<(values: [Value], waiters: [Waiter])>(([], []))

    /// Every call so far.
    var values: [Value] { state.withLock { $0.values } }

    /// Records a call and wakes the waiters it satisfies.
    func append(_ value: Value) {
        let woken = state.withLock { state -> [Waiter] in
            state.values.append(value)
            let woken = state.waiters.filter { $0.matches(value) }
            state.waiters.removeAll { $0.matches(value) }
            return woken
        }
        for waiter in woken { waiter.continuation.resume(returning: value) }
    }

    /// The first call, recorded already or still to come, that matches.
    func first(where matches: @escaping @Sendable (Value) -> Bool) async -> Value {
        await withCheckedContinuation { continuation in
            let found = state.withLock { state -> Value? in
                if let value = state.values.first(where: matches) { return value }
                state.waiters.append(Waiter(matches: matches, continuation: continuation))
                return nil
            }
            if let found { continuation.resume(returning: found) }
        }
    }
}
