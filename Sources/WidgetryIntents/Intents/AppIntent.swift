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
    /// The type of the intent's parameter summary.
    associatedtype SummaryContent: ParameterSummary = IntentParameterSummary<Self>

    /// Creates the intent with every parameter unset; the system fills parameters in afterwards.
    init()

    /// A short, title-case name for the action, such as "Toggle Favorite".
    static var title: LocalizedStringResource { get }

    /// A longer explanation of what the intent does; empty unless the intent provides one.
    ///
    /// Apple declares it `IntentDescription?` and reads it from the source at build time, where either
    /// `static let description = IntentDescription("…")` (the common form) or `static var description:
    /// IntentDescription? = "…"` works. Linux reads it at run time through this requirement, and Swift lets only one
    /// type witness it, so it takes the common form; an optional declaration compiles but is not shown.
    static var description: IntentDescription { get }

    /// Whether running the intent brings the app to the foreground; `false` unless the intent says so.
    static var openAppWhenRun: Bool { get }

    /// Whether Siri, Spotlight and Shortcuts can find the intent; `true` unless the intent says otherwise.
    static var isDiscoverable: Bool { get }

    /// Whether people must authenticate before the intent runs; `.alwaysAllowed` unless the intent says otherwise.
    static var authenticationPolicy: IntentAuthenticationPolicy { get }

    /// How the intent's parameters read as a sentence, and which show when; every parameter unless the intent says
    /// otherwise.
    ///
    /// For example:
    ///
    /// ```swift
    /// static var parameterSummary: some ParameterSummary {
    ///     Summary("Show \(\.$category) items") { \.$showPrices }
    /// }
    /// ```
    @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

    /// Runs the action.
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// No description: an empty ``IntentDescription``.
    public static var description: IntentDescription { IntentDescription("") }

    /// Intents run without opening the app unless they say otherwise.
    public static var openAppWhenRun: Bool { false }

    /// Intents are discoverable unless they say otherwise.
    public static var isDiscoverable: Bool { true }

    /// Intents run without authentication unless they say otherwise.
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

    /// The property wrapper for an intent's parameters, as in `@Parameter(title: "Category") var category: Category`.
    public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

extension AppIntent where SummaryContent == IntentParameterSummary<Self> {
    /// Every parameter, in declaration order, without a sentence.
    public static var parameterSummary: IntentParameterSummary<Self> { IntentParameterSummary() }
}

/// Whether people must authenticate before an intent runs.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// The intent runs at any time, including when the device is locked.
    case alwaysAllowed
    /// People must authenticate first.
    case requiresAuthentication
    /// People must unlock the device first.
    case requiresLocalDeviceAuthentication
}
