/// Any intent, with its type's name and its parameters as JSON: what views hand to the host.
///
/// For example, a button's intent travels as
///
/// ```swift
/// let erased = AnyAppIntent(ToggleFavoriteIntent(itemID: "42"))
/// erased.typeName    // "MyWidgets.ToggleFavoriteIntent"
/// erased.parameters  // {"itemID":"42"}
/// try await erased.perform()
/// ```
///
/// Two erased intents are equal when their type names and encoded parameters are. Creating one
/// registers its type with ``IntentTypeRegistry/shared``, so the host can rebuild it later from
/// ``typeName`` and ``parameters`` with ``IntentTypeRegistry/makeIntent(typeName:parameters:)``.
public struct AnyAppIntent: Sendable, Hashable, CustomStringConvertible {
    /// The intent.
    public let base: any AppIntent
    /// The intent type's stable name: `String(reflecting:)` of the type, such as `MyWidgets.ToggleFavoriteIntent`.
    public let typeName: String
    /// The intent's parameters as a JSON object, as ``IntentCoder/encode(_:)`` writes them when erased.
    public let parameters: IntentJSON

    /// Erases an intent and registers its type with ``IntentTypeRegistry/shared``.
    ///
    /// An `any AppIntent` works too: its dynamic type is the one recorded.
    ///
    /// The parameters are encoded now; later changes to the intent's shared parameter storage
    /// change what ``perform()`` sees but not ``parameters``.
    ///
    /// - Parameter intent: The intent.
    public init<Intent: AppIntent>(_ intent: Intent) {
        base = intent
        typeName = String(reflecting: Intent.self)
        parameters = IntentCoder.encode(intent)
        IntentTypeRegistry.shared.register(Intent.self)
    }

    /// The intent's type.
    public var intentType: any AppIntent.Type { type(of: base) }

    /// The intent type's title, resolved.
    public var title: String { String(localized: intentType.title) }

    /// Whether performing the intent opens the app.
    public var openAppWhenRun: Bool { intentType.openAppWhenRun }

    /// Runs the intent's `perform()`, discarding its result.
    ///
    /// - throws: Whatever `perform()` throws.
    public func perform() async throws {
        _ = try await base.perform()
    }

    /// The type name and the parameters: `MyWidgets.ToggleFavoriteIntent {"itemID":"42"}`.
    public var description: String { "\(typeName) \(parameters)" }

    /// Whether both are the same intent type with the same encoded parameters.
    public static func == (lhs: AnyAppIntent, rhs: AnyAppIntent) -> Bool {
        lhs.typeName == rhs.typeName && lhs.parameters == rhs.parameters
    }

    /// Hashes the type name and the parameters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(parameters)
    }
}
