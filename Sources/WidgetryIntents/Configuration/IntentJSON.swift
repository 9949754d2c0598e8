/// A JSON value: how intent parameters travel between widgets, the host, the CLI and the web.
///
/// For example, a ``SelectCategoryIntent``-like configuration encodes as
/// `["category": "food", "maxItems": 3]`. Dictionary, array and scalar literals build values:
///
/// ```swift
/// let parameters: IntentJSON = ["category": "drinks", "showPrices": false]
/// print(parameters)  // {"category":"drinks","showPrices":false}
/// ```
///
/// Integers and floating-point numbers are distinct cases, so `.int(3)` and `.double(3)` differ.
public enum IntentJSON: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction or exponent.
    case int(Int)
    /// Any other number.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([IntentJSON])
    /// An object.
    case object([String: IntentJSON])

    /// The members of an object; `nil` for other values.
    public var objectValue: [String: IntentJSON]? {
        if case .object(let members) = self { members } else { nil }
    }

    /// The elements of an array; `nil` for other values.
    public var arrayValue: [IntentJSON]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    /// The string of a string value; `nil` for other values.
    public var stringValue: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// The value of a boolean; `nil` for other values.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { bool } else { nil }
    }

    /// The value of an integer, or of a floating-point number with no fraction; `nil` for other values.
    public var intValue: Int? {
        switch self {
        case .int(let int): int
        case .double(let double): Int(exactly: double)
        default: nil
        }
    }

    /// The value of a number; `nil` for other values.
    public var doubleValue: Double? {
        switch self {
        case .int(let int): Double(int)
        case .double(let double): double
        default: nil
        }
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// The member of an object with this name; `nil` when absent or when this is not an object.
    public subscript(key: String) -> IntentJSON? {
        objectValue?[key]
    }

    /// What kind of JSON value this is, with an article, for messages: "a string", "an object".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .int: "an integer"
        case .double: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
