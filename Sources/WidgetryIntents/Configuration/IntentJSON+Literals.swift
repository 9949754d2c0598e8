extension IntentJSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    /// `null`.
    public init(nilLiteral: ()) { self = .null }

    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }

    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// A floating-point number.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }

    /// An array.
    public init(arrayLiteral elements: IntentJSON...) { self = .array(elements) }

    /// An object; a later duplicate key wins.
    public init(dictionaryLiteral elements: (String, IntentJSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
