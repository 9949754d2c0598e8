/// One `@Parameter` of an intent, as an edit form or the CLI shows it.
///
/// For example, `@Parameter(title: "Category", default: .food) var category: Category` is described as
/// name `category`, title `Category`, type `.enumeration(…)` with its cases, not optional, default `"food"`.
public struct IntentParameterDescriptor: Sendable, Hashable, Codable {
    /// The property's name without the wrapper's underscore: the key in a configuration's JSON.
    public let name: String
    /// The parameter's title.
    public let title: String
    /// The parameter's longer explanation, if any.
    public let description: String?
    /// The type of the value.
    public let valueType: IntentValueType
    /// Whether the property is an optional, so it may have no value.
    public let isOptional: Bool
    /// The `default:` value as JSON, if the parameter declares one.
    ///
    /// Entity parameters usually have none; their default comes from the query's `defaultResult()`,
    /// which ``IntentSchema/defaultValue(for:of:)`` asks for.
    public let defaultValue: IntentJSON?

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - name: The property's name without underscore.
    ///   - title: The parameter's title.
    ///   - description: The parameter's explanation.
    ///   - valueType: The type of the value.
    ///   - isOptional: Whether the value may be missing.
    ///   - defaultValue: The declared default, as JSON.
    public init(
        name: String, title: String, description: String?, valueType: IntentValueType, isOptional: Bool,
        defaultValue: IntentJSON?
    ) {
        self.name = name
        self.title = title
        self.description = description
        self.valueType = valueType
        self.isOptional = isOptional
        self.defaultValue = defaultValue
    }
}
