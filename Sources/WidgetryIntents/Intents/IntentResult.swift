/// What an intent's `perform()` returns.
///
/// Return `.result()` when the intent has nothing to show, or a result with a value, a dialog or an intent to open:
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
///     let count = await Store.shared.increment()
///     return .result(value: count, dialog: "Count is \(count)")
/// }
/// ```
public protocol IntentResult: Sendable {}

/// A result that carries a value for the next action in a shortcut.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value.
    associatedtype Value

    /// The value.
    var value: Value? { get }
}

/// A result that carries a dialog for Siri to speak or show.
public protocol ProvidesDialog: IntentResult {
    /// The dialog.
    var dialog: IntentDialog? { get }
}

/// A result that carries an intent to run next, such as an ``OpenURLIntent``.
public protocol OpensIntent: IntentResult {
    /// The type of the intent to run.
    associatedtype OpensAppIntent: AppIntent

    /// The intent to run.
    var opensIntent: OpensAppIntent? { get }
}

/// The result `.result(…)` makes; its generic parameters say what the result carries (a value, an intent to open,
/// a view, a dialog), `Never` for none.
public struct IntentResultContainer<Value, OpensAppIntent, Content, Dialog>: @unchecked Sendable {
    /// The value returned, if the result carries one.
    public let value: Value?
    /// The intent to run next, if the result carries one.
    public let opensIntent: OpensAppIntent?
    /// The dialog, if the result carries one.
    public let dialog: IntentDialog?

    init(value: Value? = nil, opensIntent: OpensAppIntent? = nil, dialog: IntentDialog? = nil) {
        self.value = value
        self.opensIntent = opensIntent
        self.dialog = dialog
    }
}

extension IntentResultContainer: IntentResult {}
extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: OpensIntent where OpensAppIntent: AppIntent {}

extension IntentResult where Self == IntentResultContainer<Never, Never, Never, Never> {
    /// A result that carries nothing: the intent did its work.
    public static func result() -> Self { IntentResultContainer() }
}

extension IntentResult {
    /// A result that carries a value.
    public static func result<Value: Sendable>(value: Value) -> Self
    where Self == IntentResultContainer<Value, Never, Never, Never> {
        IntentResultContainer(value: value)
    }

    /// A result that carries a dialog.
    public static func result(dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        IntentResultContainer(dialog: dialog)
    }

    /// A result that carries a value and a dialog.
    public static func result<Value: Sendable>(value: Value, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Value, Never, Never, IntentDialog> {
        IntentResultContainer(value: value, dialog: dialog)
    }

    /// A result that runs another intent next, such as `OpenURLIntent(url)`.
    public static func result<Intent: AppIntent>(opensIntent: Intent) -> Self
    where Self == IntentResultContainer<Never, Intent, Never, Never> {
        IntentResultContainer(opensIntent: opensIntent)
    }

    /// A result that runs another intent next and carries a dialog.
    public static func result<Intent: AppIntent>(opensIntent: Intent, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, Intent, Never, IntentDialog> {
        IntentResultContainer(opensIntent: opensIntent, dialog: dialog)
    }

    /// A result that carries a value and runs another intent next.
    public static func result<Value: Sendable, Intent: AppIntent>(value: Value, opensIntent: Intent) -> Self
    where Self == IntentResultContainer<Value, Intent, Never, Never> {
        IntentResultContainer(value: value, opensIntent: opensIntent)
    }
}
