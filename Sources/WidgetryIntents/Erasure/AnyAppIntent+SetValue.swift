extension AnyAppIntent {
    /// Whether the intent is a ``SetValueIntent``, so a toggle sets its value before performing it.
    public var isSetValueIntent: Bool { base is any SetValueIntent }

    /// The type of a ``SetValueIntent``'s value; `nil` for other intents.
    public var valueType: IntentValueType? {
        guard let intent = base as? any SetValueIntent else { return nil }
        return Self.valueType(of: intent)
    }

    /// A copy of a ``SetValueIntent`` with its value set, as a toggle does with its new state.
    ///
    /// For example: `try erased.settingValue(true).perform()`.
    ///
    /// The copy is made with `init()` and gets its own parameter storage, so this intent is unchanged.
    ///
    /// - Parameter value: The new value; its type must be the intent's `ValueType`.
    /// - throws: ``IntentError`` with code ``IntentError/Code/cannotSetValue`` when the intent is not a
    ///   ``SetValueIntent`` or its value is not of this type.
    public func settingValue<Value: Sendable>(_ value: Value) throws -> AnyAppIntent {
        guard let intent = base as? any SetValueIntent else { throw notSetValueIntent() }
        return try Self.setting(value, on: intent)
    }

    /// A copy of a ``SetValueIntent`` with its value read from JSON (resolving entities).
    ///
    /// - Parameter json: The new value as JSON, such as `true`.
    /// - throws: ``IntentError`` when the intent is not a ``SetValueIntent`` or the JSON does not fit its value.
    public func settingValue(json: IntentJSON) async throws -> AnyAppIntent {
        guard let intent = base as? any SetValueIntent else { throw notSetValueIntent() }
        return try await Self.setting(json: json, on: intent)
    }

    private func notSetValueIntent() -> IntentError {
        IntentError(
            .cannotSetValue,
            "Intent '\(typeName)' is not a SetValueIntent, so it has no value to set. Perform it as it is, "
                + "or make it conform to SetValueIntent with a `value` parameter.")
    }

    private static func valueType<Intent: SetValueIntent>(of intent: Intent) -> IntentValueType {
        Intent.ValueType._intentValueType
    }

    private static func setting<Intent: SetValueIntent, Value>(_ value: Value, on intent: Intent) throws -> AnyAppIntent
    {
        guard let typed = value as? Intent.ValueType else {
            throw IntentError(
                .cannotSetValue,
                "Intent '\(String(reflecting: Intent.self))' takes a value of type "
                    + "'\(IntentError.typeName(Intent.ValueType.self))', got '\(value)' of type "
                    + "'\(IntentError.typeName(Value.self))'.",
                parameter: "value")
        }
        var copy = IntentCoder.copy(of: intent)
        copy.value = typed
        return AnyAppIntent(copy)
    }

    private static func setting<Intent: SetValueIntent>(json: IntentJSON, on intent: Intent) async throws
        -> AnyAppIntent
    {
        let value = try await Intent.ValueType._decodeIntentValue(from: json, parameter: "value")
        var copy = IntentCoder.copy(of: intent)
        copy.value = value
        return AnyAppIntent(copy)
    }
}
