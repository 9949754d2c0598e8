/// Awaits a completion-handler method, for the `async` forms generated handling protocols get by default
/// (Widgetry; generated code only).
///
/// For example, the generated default of `resolveHero(for:) async` is
/// `await _awaitCompletion { resolveHero(for: intent, with: $0) }`, so a handler that implements only the
/// completion-handler form answers both.
public func _awaitCompletion<T>(_ start: (@escaping (T) -> Void) -> Void) async -> T {
    let box: CompletionBox<T> = await withCheckedContinuation { continuation in
        start { value in continuation.resume(returning: CompletionBox(value: value)) }
    }
    return box.value
}

/// Awaits a completion-handler method that answers a value or an error, as `provide…OptionsCollection` does;
/// neither a value nor an error throws ``INIntentHandlerMethodMissing`` naming `method`.
public func _awaitCompletion<T>(
    method: String, _ start: (@escaping (T?, (any Error)?) -> Void) -> Void
) async throws -> T {
    let box: CompletionBox<(T?, (any Error)?)> = await withCheckedContinuation { continuation in
        start { value, error in continuation.resume(returning: CompletionBox(value: (value, error))) }
    }
    if let error = box.value.1 { throw error }
    guard let value = box.value.0 else { throw INIntentHandlerMethodMissing(method: method) }
    return value
}

/// Carries a handler's answer out of its completion handler; it is read once, by the awaiting task.
private struct CompletionBox<T>: @unchecked Sendable {
    let value: T
}
