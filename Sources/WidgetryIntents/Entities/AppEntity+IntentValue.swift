import Foundation

extension AppEntity {
    public static var _intentValueType: IntentValueType {
        .entity(
            IntentEntityDescriptor(
                typeName: IntentError.typeName(Self.self),
                title: String(localized: typeDisplayRepresentation.name),
                queryTypeName: IntentError.typeName(DefaultQuery.self),
                supportsStringSearch: DefaultQuery.self is any EntityStringQuery.Type,
                isEnumerable: DefaultQuery.self is any EnumerableEntityQuery.Type
            )
        )
    }

    /// The identifier string.
    public var _intentJSON: IntentJSON { .string(id.entityIdentifierString) }

    /// The entity's display representation, as a list of options shows it.
    public var _intentOptionTitle: String { String(localized: displayRepresentation.title) }

    /// Looks the identifier up with the default query's `entities(for:)`.
    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Self {
        let found = try await resolve([(json, parameter)])
        guard let entity = found.first else {
            throw IntentError(.unknownEntity, "No entity found for parameter '\(parameter)'.", parameter: parameter)
        }
        return entity
    }

    /// Looks all identifiers up with one call to the default query's `entities(for:)`.
    public static func _decodeIntentValues(from elements: [IntentJSON], parameter: String) async throws -> [Self] {
        try await resolve(elements.enumerated().map { ($1, "\(parameter)[\($0)]") })
    }

    /// The default query's `defaultResult()`.
    public static func _defaultIntentValue() async throws -> Self? {
        await defaultQuery.defaultResult()
    }

    /// The query's suggestions (all entities for an `EnumerableEntityQuery`); with text, an
    /// `EntityStringQuery`'s matches, or else the suggestions whose title contains the text.
    public static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption] {
        if let text, !text.isEmpty, let query = defaultQuery as? any EntityStringQuery {
            return try await runQuery("entities(matching:)", parameter: nil) { try await search(query, for: text) }
        }
        let options = try await runQuery("suggestedEntities()", parameter: nil) {
            try await defaultQuery.suggestedEntities().map(\.option)
        }
        guard let text, !text.isEmpty else { return options }
        return options.filter { $0.title.localizedCaseInsensitiveContains(text) }
    }

    /// The entity as a choice in an edit form.
    var option: IntentValueOption {
        IntentValueOption(
            value: _intentJSON,
            title: String(localized: displayRepresentation.title),
            subtitle: displayRepresentation.subtitle.map { String(localized: $0) }
        )
    }

    private static func search<Query: EntityStringQuery>(
        _ query: Query, for text: String
    ) async throws -> [IntentValueOption] {
        try await query.entities(matching: text).map(\.option)
    }
}
