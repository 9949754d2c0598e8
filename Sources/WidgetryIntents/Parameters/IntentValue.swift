/// A type an intent parameter can hold: `String`, `Int`, `Double`, `Bool`, `Date`, `URL`, any
/// ``AppEnum`` or ``AppEntity``, and arrays and optionals of those.
///
/// The requirements are implementation details of Widgetry: they describe the type for edit forms
/// and write and read its values as JSON. Conform through ``AppEnum`` or ``AppEntity``, not directly.
public protocol _IntentValue: Sendable {
    /// The type as an edit form shows it.
    static var _intentValueType: IntentValueType { get }
    /// Whether the type is an optional, so a parameter of it may have no value.
    static var _isOptionalIntentValue: Bool { get }
    /// The value of a parameter nobody set: `nil` wrapped for optionals, `nil` (no value) otherwise.
    static var _unsetIntentValue: Self? { get }
    /// The value as JSON.
    var _intentJSON: IntentJSON { get }
    /// Reads a value from JSON, naming `parameter` in errors.
    static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Self
    /// Reads the elements of an array; entities look all their identifiers up in one query.
    static func _decodeIntentValues(from elements: [IntentJSON], parameter: String) async throws -> [Self]
    /// A value for a parameter nobody set and that has no `default:`, such as an entity query's
    /// `defaultResult()`; `nil` when the type has none.
    static func _defaultIntentValue() async throws -> Self?
    /// Values to offer people: enum cases, or entities from the default query (matching `text` when given).
    static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption]
    /// How the value appears in a list of options: an entity's display representation, otherwise its JSON.
    var _intentOptionTitle: String { get }
}

extension _IntentValue {
    public static var _isOptionalIntentValue: Bool { false }

    /// The value's JSON: the string itself for strings and enum cases, the JSON text otherwise.
    public var _intentOptionTitle: String {
        if case .string(let string) = _intentJSON { return string }
        return _intentJSON.description
    }

    public static var _unsetIntentValue: Self? { nil }

    public static func _decodeIntentValues(from elements: [IntentJSON], parameter: String) async throws -> [Self] {
        var values: [Self] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(try await _decodeIntentValue(from: element, parameter: "\(parameter)[\(index)]"))
        }
        return values
    }

    public static func _defaultIntentValue() async throws -> Self? { nil }

    public static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption] { [] }
}

extension IntentError {
    /// The error for a JSON value of the wrong kind.
    static func typeMismatch(parameter: String, expected: IntentValueType, got json: IntentJSON) -> IntentError {
        IntentError(
            .typeMismatch,
            "Parameter '\(parameter)' expects \(expected.expectedJSON), got \(json.quotedForMessage).",
            parameter: parameter
        )
    }
}

extension IntentJSON {
    /// "a string 'three'", "an array '[1,2]'", "null": the value for an error message.
    var quotedForMessage: String {
        switch self {
        case .null: return "null"
        case .string(let string): return "a string '\(string)'"
        default:
            let text = description
            return "\(kindDescription) '\(text.count > 60 ? String(text.prefix(60)) + "…" : text)'"
        }
    }
}
