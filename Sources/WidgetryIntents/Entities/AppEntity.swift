/// A value from your app's data that intents use as a parameter, found through a query.
///
/// For example:
///
/// ```swift
/// struct CharacterDetail: AppEntity {
///     let id: String
///     let avatar: String
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
///     static var defaultQuery = CharacterQuery()
///     var displayRepresentation: DisplayRepresentation {
///         DisplayRepresentation(title: "\(avatar) \(id)")
///     }
/// }
/// ```
///
/// Configurations store an entity as its identifier (``EntityIdentifierConvertible``); the host turns
/// identifiers back into entities with ``defaultQuery``'s `entities(for:)`.
public protocol AppEntity: Identifiable, Sendable, _IntentValue where ID: EntityIdentifierConvertible & Sendable {
    /// The query that finds entities of this type.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self

    /// How the type is named to people, such as "Character".
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    /// How this entity appears to people.
    var displayRepresentation: DisplayRepresentation { get }

    /// The query that finds entities of this type.
    static var defaultQuery: DefaultQuery { get }
}
