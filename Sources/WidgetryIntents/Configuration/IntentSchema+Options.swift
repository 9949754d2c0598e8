extension IntentSchema {
    /// The values a person can pick for a parameter: an enum's cases, or the entities its query suggests
    /// (every entity, for an `EnumerableEntityQuery`). Other types have none.
    ///
    /// For example: `try await IntentSchema.options(for: "character", of: SelectCharacterIntent.self)`.
    ///
    /// - Parameters:
    ///   - parameter: The parameter's name.
    ///   - type: The intent type.
    /// - throws: ``IntentError`` when there is no such parameter or the query fails.
    public static func options<Intent: AppIntent>(
        for parameter: String, of type: Intent.Type
    ) async throws -> [IntentValueOption] {
        try await IntentReflection.parameter(named: parameter, of: Intent()).options(matching: nil)
    }

    /// The values matching text a person typed: entities from an `EntityStringQuery`'s
    /// `entities(matching:)`, otherwise the options whose title contains the text, ignoring case.
    ///
    /// - Parameters:
    ///   - parameter: The parameter's name.
    ///   - type: The intent type.
    ///   - text: What the person typed.
    /// - throws: ``IntentError`` when there is no such parameter or the query fails.
    public static func options<Intent: AppIntent>(
        for parameter: String, of type: Intent.Type, matching text: String
    ) async throws -> [IntentValueOption] {
        try await IntentReflection.parameter(named: parameter, of: Intent()).options(matching: text)
    }

    /// The value a parameter starts with before a person chooses: what `init()` set, the `default:`,
    /// or the entity query's `defaultResult()`; `nil` when there is none (or `null` for optionals).
    ///
    /// - Parameters:
    ///   - parameter: The parameter's name.
    ///   - type: The intent type.
    /// - throws: ``IntentError`` when there is no such parameter or the query fails.
    public static func defaultValue<Intent: AppIntent>(
        for parameter: String, of type: Intent.Type
    ) async throws -> IntentJSON? {
        try await IntentReflection.parameter(named: parameter, of: Intent()).resolvedDefault()
    }
}
