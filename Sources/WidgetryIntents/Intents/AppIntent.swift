import Foundation

/// An action your widget or app exposes to the system: a button tap, a toggle, a configuration.
///
/// For example:
///
/// ```swift
/// struct ToggleFavoriteIntent: AppIntent {
///     static var title: LocalizedStringResource = "Toggle Favorite"
///     @Parameter(title: "Item ID") var itemID: String
///     func perform() async throws -> some IntentResult {
///         await DataStore.shared.toggleFavorite(itemID)
///         return .result()
///     }
/// }
/// ```
///
/// The system creates intents with ``init()`` and sets their `@Parameter` properties afterwards, so
/// only parameters survive when an intent is stored, sent to the host or performed later.
public protocol AppIntent: Sendable {
    /// The type of value `perform()` returns.
    associatedtype PerformResult: IntentResult

    /// Creates the intent with every parameter unset; the system fills parameters in afterwards.
    init()

    /// A short, title-case name for the action, such as "Toggle Favorite".
    static var title: LocalizedStringResource { get }

    /// A longer explanation of what the intent does; empty unless the intent provides one.
    static var description: IntentDescription { get }

    /// Whether running the intent brings the app to the foreground; `false` unless the intent says so.
    static var openAppWhenRun: Bool { get }

    /// Runs the action.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description: an empty ``IntentDescription``.
    public static var description: IntentDescription { IntentDescription("") }

    /// Intents run without opening the app unless they say otherwise.
    public static var openAppWhenRun: Bool { false }

    /// The property wrapper for an intent's parameters, as in `@Parameter(title: "Category") var category: Category`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}
