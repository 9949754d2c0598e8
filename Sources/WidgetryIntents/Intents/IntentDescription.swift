/// A longer explanation of what an intent does, shown where people pick intents.
///
/// For example:
///
/// ```swift
/// static var description = IntentDescription("Selects the character to display information for.")
/// ```
public struct IntentDescription: Sendable, Hashable, Codable, ExpressibleByStringInterpolation {
    /// The explanation.
    public var descriptionText: LocalizedStringResource
    /// The category the intent is listed under, if any.
    public var categoryName: LocalizedStringResource?
    /// Words people might search for to find the intent.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of the value the intent returns, if any.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    ///
    /// - Parameters:
    ///   - descriptionText: What the intent does.
    ///   - categoryName: The category the intent is listed under.
    ///   - searchKeywords: Words people might search for to find the intent.
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
    }

    /// Creates a description that names the value the intent returns.
    ///
    /// - Parameters:
    ///   - descriptionText: What the intent does.
    ///   - categoryName: The category the intent is listed under.
    ///   - searchKeywords: Words people might search for to find the intent.
    ///   - resultValueName: The name of the value the intent returns.
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource?
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords)
        self.resultValueName = resultValueName
    }

    /// Creates a description from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a description from an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
