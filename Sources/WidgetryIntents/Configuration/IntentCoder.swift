/// Writes intents' parameters as JSON objects and reads them back, resolving entities and defaults.
///
/// For example:
///
/// ```swift
/// let json = IntentCoder.encode(SelectCharacterIntent(character: panda))  // {"character":"Power Panda"}
/// let intent = try await IntentCoder.decode(SelectCharacterIntent.self, from: json)
/// ```
///
/// Enums are written as raw values, entities as identifier strings, dates in ISO 8601, URLs as strings,
/// arrays as arrays and optionals with no value as `null`. Parameters with no value and no default
/// are left out.
public enum IntentCoder {
    /// The intent's parameters as a JSON object, keyed by property name.
    ///
    /// - Parameter intent: The intent.
    public static func encode<Intent: AppIntent>(_ intent: Intent) -> IntentJSON {
        var members: [String: IntentJSON] = [:]
        for entry in IntentReflection.parameters(of: intent) {
            if let value = entry.parameter.encodedValue() { members[entry.name] = value }
        }
        return .object(members)
    }

    /// Makes an intent from a JSON object of parameters: starts from `init()`, reads each value, then
    /// fills the parameters still without a value from their query's `defaultResult()`.
    ///
    /// For example: `try await IntentCoder.decode(SelectCategoryIntent.self, from: ["category": "drinks"])`.
    ///
    /// - Parameters:
    ///   - type: The intent type.
    ///   - json: A JSON object keyed by parameter name; parameters left out keep their defaults.
    /// - throws: ``IntentError`` for JSON that is not an object, an unknown parameter name, a value of the
    ///   wrong type, a value outside an `AppEnum`, an unknown entity identifier, a query that throws, or a
    ///   non-optional parameter left without a value.
    public static func decode<Intent: AppIntent>(_ type: Intent.Type, from json: IntentJSON) async throws -> Intent {
        guard let members = json.objectValue else {
            throw IntentError(
                .notAnObject,
                "Expected a JSON object of parameters for intent '\(IntentError.typeName(type))', "
                    + "got \(json.quotedForMessage).")
        }
        let intent = Intent()
        let entries = IntentReflection.parameters(of: intent)
        let names = Set(entries.map(\.name))
        for name in members.keys.sorted() where !names.contains(name) {
            throw IntentError.unknownParameter(name, intentType: type, valid: entries.map(\.name))
        }
        for entry in entries {
            if let value = members[entry.name] {
                try await entry.parameter.decodeAndStore(value, name: entry.name)
            }
        }
        return try await fillingDefaults(copyWithParameters(of: intent, sources: entries))
    }

    /// Makes an intent from JSON text; see ``decode(_:from:)-(_,IntentJSON)``.
    ///
    /// - Parameters:
    ///   - type: The intent type.
    ///   - text: JSON text of an object keyed by parameter name.
    /// - throws: ``IntentError`` for text that is not JSON and everything ``decode(_:from:)-(_,IntentJSON)``
    ///   rejects.
    public static func decode<Intent: AppIntent>(_ type: Intent.Type, from text: String) async throws -> Intent {
        try await decode(type, from: try IntentJSON(parsing: text))
    }

    /// A copy of the intent whose parameters without a value get one from their query's `defaultResult()`.
    ///
    /// For example, the host resolves `SelectCharacterIntent()` before it gives it to a provider.
    ///
    /// - Parameter intent: The intent; it is not changed.
    /// - throws: ``IntentError`` naming the first non-optional parameter left without a value.
    public static func resolvingDefaults<Intent: AppIntent>(_ intent: Intent) async throws -> Intent {
        try await fillingDefaults(copyWithParameters(of: intent, sources: IntentReflection.parameters(of: intent)))
    }

    /// Fills the parameters of a fresh copy (see ``resolvingDefaults(_:)``), given the copy's parameters as
    /// ``copyWithParameters(of:sources:)`` found them, so the copy is not reflected again.
    private static func fillingDefaults<Intent: AppIntent>(
        _ copied: (copy: Intent, parameters: [IntentReflection.Entry])
    ) async throws -> Intent {
        for entry in copied.parameters {
            try await entry.parameter.resolveMissingValue(name: entry.name, intentType: Intent.self)
        }
        return copied.copy
    }

    /// A new intent from `init()` with the same parameter values and its own storage, so changing one
    /// does not change the other. Properties that are not parameters come from `init()`.
    ///
    /// - Parameter intent: The intent to copy.
    public static func copy<Intent: AppIntent>(of intent: Intent) -> Intent {
        copyWithParameters(of: intent, sources: IntentReflection.parameters(of: intent)).copy
    }

    /// ``copy(of:)`` given the intent's parameters (`IntentReflection.parameters(of: intent)`, which a caller may
    /// already have), with the copy's parameters. Parameters are objects the intent holds, so the entries found
    /// before the values are copied are the ones that hold them after.
    private static func copyWithParameters<Intent: AppIntent>(
        of intent: Intent, sources: [IntentReflection.Entry]
    ) -> (copy: Intent, parameters: [IntentReflection.Entry]) {
        let copy = Intent()
        let targets = IntentReflection.parameters(of: copy)
        for target in targets {
            if let source = sources.first(where: { $0.name == target.name }) {
                target.parameter.copyStoredValue(from: source.parameter)
            }
        }
        return (copy, targets)
    }
}
