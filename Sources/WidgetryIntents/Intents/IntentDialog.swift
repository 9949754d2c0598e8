/// What Siri says or shows for an intent: a result's dialog or a parameter's request.
///
/// For example: `.result(dialog: "Added \(item) to your list.")`.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text.
    public let full: LocalizedStringResource
    /// A shorter text for places with little room; `nil` to use ``full``.
    public let supporting: LocalizedStringResource?

    /// A dialog with one text.
    public init(_ resource: LocalizedStringResource) {
        full = resource
        supporting = nil
    }

    /// A dialog with a full text and a shorter one.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
        self.full = full
        self.supporting = supporting
    }

    /// A dialog from a literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(stringLiteral: value))
    }

    /// A dialog from an interpolated string.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}
