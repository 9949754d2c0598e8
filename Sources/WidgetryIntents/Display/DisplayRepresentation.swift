import Foundation

/// How a value, such as an entity or an enum case, appears to people: a title, a subtitle, an image.
///
/// For example:
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(avatar) \(id)", subtitle: "\(heroType)")
/// }
/// ```
///
/// A string literal or interpolation makes a representation with only a title.
public struct DisplayRepresentation: Sendable, Hashable, Codable, ExpressibleByStringInterpolation {
    /// The main text.
    public var title: LocalizedStringResource
    /// Secondary text under the title.
    public var subtitle: LocalizedStringResource?
    /// An image shown next to the text.
    public var image: Image?
    /// Other names people may use for the value.
    public var synonyms: [LocalizedStringResource]

    /// Creates a display representation.
    ///
    /// - Parameters:
    ///   - title: The main text.
    ///   - subtitle: Secondary text under the title.
    ///   - image: An image shown next to the text.
    ///   - synonyms: Other names people may use for the value.
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// Creates a representation with only a title, from a string literal.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a representation with only a title, from an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
