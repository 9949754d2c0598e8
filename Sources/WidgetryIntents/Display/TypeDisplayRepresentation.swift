/// How a type of value is named to people, such as "Character" for a character entity.
///
/// For example:
///
/// ```swift
/// static var typeDisplayRepresentation: TypeDisplayRepresentation = "Character"
/// ```
public struct TypeDisplayRepresentation: Sendable, Hashable, Codable, ExpressibleByStringInterpolation {
    /// The type's name, singular.
    public var name: LocalizedStringResource
    /// A format for counts of the type, such as `"%lld characters"`; `nil` when not given.
    public var numericFormat: LocalizedStringResource?

    /// Creates a type display representation.
    ///
    /// - Parameters:
    ///   - name: The type's name, singular.
    ///   - numericFormat: A format for counts of the type.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// Creates a representation with only a name, from a string literal.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a representation with only a name, from an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
