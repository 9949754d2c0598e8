/// An `AppEntity` type as an edit form needs it: its name and what its default query can do.
///
/// Values of an entity type come from its `defaultQuery`; list them with
/// ``IntentSchema/options(for:of:)`` and search them with ``IntentSchema/options(for:of:matching:)``.
public struct IntentEntityDescriptor: Sendable, Hashable, Codable {
    /// The type's name, as `String(describing:)` writes it, such as `CharacterDetail`.
    public let typeName: String
    /// The type's display name from `typeDisplayRepresentation`, such as `Character`.
    public let title: String
    /// The name of the entity's `defaultQuery` type, such as `CharacterQuery`.
    public let queryTypeName: String
    /// Whether the query is an `EntityStringQuery`, so values can be searched by text.
    public let supportsStringSearch: Bool
    /// Whether the query is an `EnumerableEntityQuery`, so it can list every value.
    public let isEnumerable: Bool

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - typeName: The type's name.
    ///   - title: The type's display name.
    ///   - queryTypeName: The name of the default query's type.
    ///   - supportsStringSearch: Whether the query searches by text.
    ///   - isEnumerable: Whether the query lists every value.
    public init(
        typeName: String, title: String, queryTypeName: String, supportsStringSearch: Bool, isEnumerable: Bool
    ) {
        self.typeName = typeName
        self.title = title
        self.queryTypeName = queryTypeName
        self.supportsStringSearch = supportsStringSearch
        self.isEnumerable = isEnumerable
    }
}
