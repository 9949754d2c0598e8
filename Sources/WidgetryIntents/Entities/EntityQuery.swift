/// Finds entities of one type: by identifier, as suggestions, and as the default.
///
/// For example:
///
/// ```swift
/// struct CharacterQuery: EntityQuery {
///     func entities(for identifiers: [CharacterDetail.ID]) async throws -> [CharacterDetail] {
///         CharacterDetail.allCharacters.filter { identifiers.contains($0.id) }
///     }
///     func suggestedEntities() async throws -> [CharacterDetail] {
///         CharacterDetail.allCharacters
///     }
///     func defaultResult() async -> CharacterDetail? {
///         try? await suggestedEntities().first
///     }
/// }
/// ```
public protocol EntityQuery: Sendable {
    /// The type of entity the query finds.
    associatedtype Entity: AppEntity

    /// The entities with these identifiers; identifiers with no entity are left out.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]

    /// The entities to offer when a person edits a parameter; none unless the query provides some.
    func suggestedEntities() async throws -> [Entity]

    /// The entity a parameter starts with when nobody chose one; `nil` unless the query provides one.
    func defaultResult() async -> Entity?
}

extension EntityQuery {
    /// No suggestions.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// No default.
    public func defaultResult() async -> Entity? { nil }
}

/// A query that can also search its entities by text a person types.
public protocol EntityStringQuery: EntityQuery {
    /// The type of entity the query finds (restated so it can be inferred from `entities(matching:)`).
    associatedtype Entity

    /// The entities matching the text.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query that can list every entity of its type, for small fixed sets.
///
/// Its suggestions are all entities, and it finds entities by identifier among them unless it says otherwise.
public protocol EnumerableEntityQuery: EntityQuery {
    /// The type of entity the query finds (restated so it can be inferred from `allEntities()`).
    associatedtype Entity

    /// Every entity.
    func allEntities() async throws -> [Entity]
}

extension EnumerableEntityQuery {
    /// All entities.
    public func suggestedEntities() async throws -> [Entity] {
        try await allEntities()
    }

    /// The entities among all entities with these identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }
}
