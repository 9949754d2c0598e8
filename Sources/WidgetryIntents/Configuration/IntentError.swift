/// A problem with an intent's parameters, its JSON or its type: what was wrong and what to do.
///
/// For example:
///
/// ```
/// Invalid value 'pizza' for parameter 'category' (Category). Valid values: 'food', 'drinks', 'dessert'.
/// ```
public struct IntentError: Error, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// The text is not JSON.
        case invalidJSON
        /// The JSON is not an object of parameters.
        case notAnObject
        /// The JSON names a parameter the intent does not have.
        case unknownParameter
        /// A parameter's JSON value has the wrong type.
        case typeMismatch
        /// A value is not one of an `AppEnum`'s raw values.
        case invalidEnumValue
        /// No entity has the identifier, or the identifier is malformed.
        case unknownEntity
        /// A parameter has no value, no default and no default result.
        case missingValue
        /// An entity query threw.
        case queryFailed
        /// No intent type with the name is registered.
        case unknownIntentType
        /// A value was set on an intent that is not a `SetValueIntent`, or of the wrong type.
        case cannotSetValue
    }

    /// What kind of problem this is.
    public let code: Code
    /// The explanation, naming the bad value in single quotes and saying what to do.
    public let message: String
    /// The parameter the problem is about, if any, as a path such as `characters[1]`.
    public let parameter: String?
    /// The error that caused this one, such as the error a query threw.
    public let cause: (any Error)?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: What kind of problem this is.
    ///   - message: The explanation.
    ///   - parameter: The parameter the problem is about.
    ///   - cause: The error that caused this one.
    public init(_ code: Code, _ message: String, parameter: String? = nil, cause: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.parameter = parameter
        self.cause = cause
    }

    /// The message.
    public var description: String { message }
}

extension IntentError {
    /// Quotes values for a message: `'a', 'b', 'c'`; at most `limit`, then `and N more`.
    static func quotedList(_ values: [String], limit: Int = 20) -> String {
        if values.isEmpty { return "(none)" }
        let shown = values.prefix(limit).map { "'\($0)'" }.joined(separator: ", ")
        return values.count > limit ? shown + " and \(values.count - limit) more" : shown
    }

    /// A short, readable name for a type: `Category` rather than `MyModule.Category`.
    static func typeName(_ type: Any.Type) -> String {
        String(describing: type)
    }
}
