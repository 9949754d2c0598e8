/// An error about a control: a value of the wrong type, a value provider that failed, a template that is not a
/// button or a toggle.
///
/// Messages say what was wrong, with the value in single quotes, and what to do instead.
public struct ControlError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Codable {
        case wrongValueType, providerFailed, noTemplate
    }

    /// What went wrong.
    public let code: Code
    /// A sentence that says what was wrong and what to do.
    public let message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    static func wrongValueType(_ value: AnyControlValue, kind: String, expected: String) -> Self {
        Self(
            .wrongValueType,
            "Control '\(kind)' takes values of type '\(expected)', got '\(value)' of type '\(value.typeName)'. "
                + "Pass a value its provider returned.")
    }

    static func providerFailed(kind: String, call: String, error: any Error) -> Self {
        Self(.providerFailed, "The value provider of control '\(kind)' failed in \(call): \(error).")
    }

    static func noTemplate(kind: String, type: String) -> Self {
        Self(
            .noTemplate,
            "Control '\(kind)' made template '\(type)', which is neither a ControlWidgetButton nor a "
                + "ControlWidgetToggle. Return one of them from the configuration's content.")
    }
}
