/// A control's value of any type, as a value provider returned it.
///
/// For example: `try await descriptor.currentValue()?.boolValue` is whether the flashlight is on.
public struct AnyControlValue: Sendable, CustomStringConvertible {
    /// The value.
    public let base: any Sendable

    /// Wraps a value.
    public init(_ base: any Sendable) {
        self.base = base
    }

    /// The value's type name.
    public var typeName: String { String(reflecting: type(of: base)) }

    /// The value as a `Bool`, for toggles' values; `nil` for other types.
    public var boolValue: Bool? { base as? Bool }

    public var description: String { "\(base)" }
}
