/// What an intent's `perform()` returns.
///
/// Return `.result()` when the intent has nothing to show:
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///     return .result()
/// }
/// ```
public protocol IntentResult: Sendable {}

/// The result `.result()` makes; its generic parameters say what else the result carries
/// (a value, an intent to open, a view, a dialog), `Never` for none.
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult {
    init() {}
}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
    /// A result that carries nothing: the intent did its work.
    public static func result() -> Self { IntentResultContainer() }
}
