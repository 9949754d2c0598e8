/// A value a person can pick for a parameter: an enum case or a suggested entity.
public struct IntentValueOption: Sendable, Hashable, Codable {
    /// The value as it is written in a configuration: a raw value or an entity identifier string.
    public let value: IntentJSON
    /// What people see.
    public let title: String
    /// Secondary text, if any.
    public let subtitle: String?

    /// Creates an option.
    ///
    /// - Parameters:
    ///   - value: The value, as JSON.
    ///   - title: What people see.
    ///   - subtitle: Secondary text.
    public init(value: IntentJSON, title: String, subtitle: String? = nil) {
        self.value = value
        self.title = title
        self.subtitle = subtitle
    }
}
