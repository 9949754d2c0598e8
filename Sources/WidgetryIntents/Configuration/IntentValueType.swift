/// The type of an intent parameter's value, as an edit form or the CLI needs to know it.
///
/// For example, `@Parameter(title: "Characters") var characters: [CharacterDetail]` has the type
/// `.array(of: .entity(…))`. Whether a value may be missing is ``IntentParameterDescriptor/isOptional``.
public indirect enum IntentValueType: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Text; JSON strings.
    case string
    /// A whole number; JSON integers.
    case int
    /// A number; JSON numbers.
    case double
    /// On or off; JSON booleans.
    case bool
    /// A moment; JSON strings in ISO 8601, such as `2024-06-01T09:30:00Z`.
    case date
    /// A URL; JSON strings.
    case url
    /// One of an `AppEnum`'s cases; JSON raw values.
    case enumeration(IntentEnumDescriptor)
    /// An `AppEntity` found through its query; JSON identifier strings.
    case entity(IntentEntityDescriptor)
    /// A list of values of one type; JSON arrays.
    case array(of: IntentValueType)

    /// A short name for the type: `string`, `enum Category`, `entity CharacterDetail`, `array of int`.
    public var description: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .url: "url"
        case .enumeration(let descriptor): "enum \(descriptor.typeName)"
        case .entity(let descriptor): "entity \(descriptor.typeName)"
        case .array(let element): "array of \(element)"
        }
    }

    /// What JSON a value of this type is written as, for messages: "an ISO 8601 date string".
    public var expectedJSON: String {
        switch self {
        case .string: "a string"
        case .int: "an integer"
        case .double: "a number"
        case .bool: "a boolean (true or false)"
        case .date: "an ISO 8601 date string such as '2024-06-01T09:30:00Z'"
        case .url: "a URL string"
        case .enumeration(let descriptor): "one of the raw values of \(descriptor.typeName)"
        case .entity(let descriptor): "the identifier string of a \(descriptor.typeName)"
        case .array(let element): "an array (each element \(element.expectedJSON))"
        }
    }
}
