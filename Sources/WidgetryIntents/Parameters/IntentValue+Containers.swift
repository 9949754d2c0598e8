extension Optional: _IntentValue where Wrapped: _IntentValue {
    public static var _intentValueType: IntentValueType { Wrapped._intentValueType }

    public static var _isOptionalIntentValue: Bool { true }

    public static var _unsetIntentValue: Wrapped?? { .some(.none) }

    public var _intentJSON: IntentJSON { self?._intentJSON ?? .null }

    /// The wrapped value's title; `null` for none.
    public var _intentOptionTitle: String { self?._intentOptionTitle ?? IntentJSON.null.description }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Wrapped? {
        json == .null ? nil : try await Wrapped._decodeIntentValue(from: json, parameter: parameter)
    }

    public static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption] {
        try await Wrapped._intentValueOptions(matching: text)
    }
}

extension Array: _IntentValue where Element: _IntentValue {
    public static var _intentValueType: IntentValueType { .array(of: Element._intentValueType) }

    public var _intentJSON: IntentJSON { .array(map(\._intentJSON)) }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> [Element] {
        guard let elements = json.arrayValue else {
            throw IntentError.typeMismatch(parameter: parameter, expected: _intentValueType, got: json)
        }
        return try await Element._decodeIntentValues(from: elements, parameter: parameter)
    }

    public static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption] {
        try await Element._intentValueOptions(matching: text)
    }
}
