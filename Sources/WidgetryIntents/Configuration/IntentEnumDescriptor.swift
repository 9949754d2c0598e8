/// An `AppEnum` type as an edit form shows it: its name and its cases.
public struct IntentEnumDescriptor: Sendable, Hashable, Codable {
    /// The type's name, as `String(describing:)` writes it, such as `Category`.
    public let typeName: String
    /// The type's display name from `typeDisplayRepresentation`, such as `Category`.
    public let title: String
    /// The cases, in `allCases` order.
    public let cases: [Case]

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - typeName: The type's name.
    ///   - title: The type's display name.
    ///   - cases: The cases.
    public init(typeName: String, title: String, cases: [Case]) {
        self.typeName = typeName
        self.title = title
        self.cases = cases
    }

    /// One case: the raw value that stands for it in JSON, and how it is shown.
    public struct Case: Sendable, Hashable, Codable {
        /// The raw value, as JSON: `"food"` or `2`.
        public let rawValue: IntentJSON
        /// The case's title from `caseDisplayRepresentations`, or its raw value when it has none.
        public let title: String
        /// The case's subtitle, if any.
        public let subtitle: String?

        /// Creates a case.
        ///
        /// - Parameters:
        ///   - rawValue: The raw value, as JSON.
        ///   - title: The title.
        ///   - subtitle: The subtitle.
        public init(rawValue: IntentJSON, title: String, subtitle: String? = nil) {
            self.rawValue = rawValue
            self.title = title
            self.subtitle = subtitle
        }
    }
}
