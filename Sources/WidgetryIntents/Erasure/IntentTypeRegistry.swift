import Synchronization

/// The intent types a process knows by name, so the host can rebuild an intent from its type name and
/// parameters and perform it.
///
/// For example:
///
/// ```swift
/// IntentTypeRegistry.shared.register(ToggleFavoriteIntent.self)
/// let intent = try await IntentTypeRegistry.shared.makeIntent(
///     typeName: "MyWidgets.ToggleFavoriteIntent", parameters: ["itemID": "42"])
/// try await intent.perform()
/// ```
///
/// ``AnyAppIntent/init(_:)`` registers its intent's type, so every intent a view shows is known.
public final class IntentTypeRegistry: Sendable {
    /// The process-wide registry.
    public static let shared = IntentTypeRegistry()

    private let types = Mutex<[String: any AppIntent.Type]>([:])

    /// Creates an empty registry; most code uses ``shared``.
    public init() {}

    /// Registers an intent type under `String(reflecting:)` of the type; registering again does nothing.
    ///
    /// - Parameter type: The intent type.
    public func register<Intent: AppIntent>(_ type: Intent.Type) {
        let name = String(reflecting: type)
        types.withLock { types in
            if types[name] == nil { types[name] = type }
        }
    }

    /// The registered type with this name, or `nil`.
    ///
    /// - Parameter typeName: The name, `String(reflecting:)` of the type.
    public func type(named typeName: String) -> (any AppIntent.Type)? {
        types.withLock { $0[typeName] }
    }

    /// The names of all registered types, sorted.
    public var typeNames: [String] {
        types.withLock { $0.keys.sorted() }
    }

    /// Rebuilds an intent from its type name and parameters, as ``AnyAppIntent`` recorded them.
    ///
    /// - Parameters:
    ///   - typeName: The intent type's name, ``AnyAppIntent/typeName``.
    ///   - parameters: A JSON object of parameters, decoded with ``IntentCoder/decode(_:from:)-(_,IntentJSON)``.
    /// - throws: ``IntentError`` with code ``IntentError/Code/unknownIntentType`` when no such type is
    ///   registered, and whatever decoding the parameters throws.
    public func makeIntent(typeName: String, parameters: IntentJSON) async throws -> AnyAppIntent {
        let type = try requireType(named: typeName)
        return try await Self.decode(type, from: parameters)
    }

    /// The schema of a registered intent type.
    ///
    /// - Parameter typeName: The intent type's name.
    /// - throws: ``IntentError`` with code ``IntentError/Code/unknownIntentType`` when no such type is registered.
    public func schema(typeName: String) throws -> IntentSchema {
        IntentSchema(try requireType(named: typeName))
    }

    private func requireType(named typeName: String) throws -> any AppIntent.Type {
        if let type = type(named: typeName) { return type }
        let known = typeNames
        throw IntentError(
            .unknownIntentType,
            "Unknown intent type '\(typeName)'. "
                + (known.isEmpty
                    ? "No intent types are registered; register one with IntentTypeRegistry.register(_:)."
                    : "Registered intent types: \(IntentError.quotedList(known, limit: 50))."))
    }

    private static func decode<Intent: AppIntent>(_ type: Intent.Type, from json: IntentJSON) async throws
        -> AnyAppIntent
    {
        AnyAppIntent(try await IntentCoder.decode(type, from: json))
    }
}

extension IntentTypeRegistry {
    /// Rebuilds the intent of a tapped button or toggle: for a toggle, its new value goes in before decoding (so a
    /// `SetValueIntent` whose `value` has no default decodes) and is set on a `SetValueIntent` after.
    ///
    /// - Parameters:
    ///   - typeName: The intent type's name, ``AnyAppIntent/typeName``.
    ///   - parameters: The parameters the view recorded.
    ///   - toggleValue: A toggle's new value; `nil` for a button.
    /// - throws: ``IntentError`` for an unknown type, parameters that do not decode, or a value that cannot be set.
    public func makeActionIntent(
        typeName: String, parameters: IntentJSON, toggleValue: Bool?
    ) async throws -> AnyAppIntent {
        var parameters = parameters
        if let value = toggleValue, var object = parameters.objectValue, object["value"] == nil,
            (try? schema(typeName: typeName).parameter(named: "value")) != nil
        {
            object["value"] = .bool(value)
            parameters = .object(object)
        }
        var intent = try await makeIntent(typeName: typeName, parameters: parameters)
        if let value = toggleValue, intent.isSetValueIntent {
            intent = try intent.settingValue(value)
        }
        return intent
    }
}
