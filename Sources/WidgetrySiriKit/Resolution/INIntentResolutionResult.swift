import Foundation

/// The outcome of resolving one intent parameter: a value, a choice to offer, or a request for more.
///
/// Handlers return subclasses from the generated `resolve<Parameter>` methods, for example
/// `INStringResolutionResult.success(with: "Paris")` or `HeroResolutionResult.needsValue()`.
///
/// Differences from Apple's class: no `NSSecureCoding`; ``_outcome`` and ``_values`` say what a result holds.
open class INIntentResolutionResult: NSObject {
    /// What a resolution result says (Widgetry).
    public enum _Outcome: Sendable, Equatable {
        /// The value is resolved.
        case success
        /// The person picks one of several values.
        case disambiguation
        /// The person confirms the value.
        case confirmationRequired
        /// The parameter needs a value.
        case needsValue
        /// The parameter is not needed.
        case notRequired
        /// The value is not supported.
        case unsupported
    }

    /// What the result says.
    public let _outcome: _Outcome
    /// The values it carries: the resolved value, the choices, or the value to confirm.
    public let _values: [Any]
    /// The app-specific reason for an unsupported or confirmation result, if any.
    public let _reason: Int?

    /// Creates a result; the class methods call this.
    public required init(_outcome outcome: _Outcome, values: [Any], reason: Int?) {
        _outcome = outcome
        _values = values
        _reason = reason
        super.init()
    }

    /// The parameter needs a value; the system asks the person for one.
    open class func needsValue() -> Self { Self(_outcome: .needsValue, values: [], reason: nil) }

    /// The parameter is not needed.
    open class func notRequired() -> Self { Self(_outcome: .notRequired, values: [], reason: nil) }

    /// The value is not supported.
    open class func unsupported() -> Self { Self(_outcome: .unsupported, values: [], reason: nil) }

    /// The value is not supported, for an app-specific reason.
    open class func unsupported(withReason reason: Int) -> Self {
        Self(_outcome: .unsupported, values: [], reason: reason)
    }

    /// The person confirms the value, for an app-specific reason.
    open class func confirmationRequired(with itemToConfirm: Any?, forReason reason: Int) -> Self {
        Self(_outcome: .confirmationRequired, values: itemToConfirm.map { [$0] } ?? [], reason: reason)
    }

    /// A result of this class with an outcome and values, for subclasses' class methods.
    static func make(_ outcome: _Outcome, _ values: [Any]) -> Self {
        Self(_outcome: outcome, values: values, reason: nil)
    }
}

/// The outcome of resolving a string parameter.
open class INStringResolutionResult: INIntentResolutionResult {
    /// The string is resolved.
    open class func success(with resolvedString: String) -> Self { make(.success, [resolvedString]) }
    /// The person picks one of these strings.
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self {
        make(.disambiguation, stringsToDisambiguate)
    }
    /// The person confirms the string.
    open class func confirmationRequired(with stringToConfirm: String?) -> Self {
        make(.confirmationRequired, stringToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving an integer parameter.
open class INIntegerResolutionResult: INIntentResolutionResult {
    /// The integer is resolved.
    open class func success(with resolvedValue: Int) -> Self { make(.success, [NSNumber(value: resolvedValue)]) }
    /// The person confirms the value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        make(.confirmationRequired, valueToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving a decimal parameter.
open class INDoubleResolutionResult: INIntentResolutionResult {
    /// The number is resolved.
    open class func success(with resolvedValue: Double) -> Self { make(.success, [NSNumber(value: resolvedValue)]) }
    /// The person confirms the value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        make(.confirmationRequired, valueToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving a Boolean parameter.
open class INBooleanResolutionResult: INIntentResolutionResult {
    /// The value is resolved.
    open class func success(with resolvedValue: Bool) -> Self { make(.success, [NSNumber(value: resolvedValue)]) }
    /// The person confirms the value.
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self {
        make(.confirmationRequired, valueToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving a date parameter.
open class INDateComponentsResolutionResult: INIntentResolutionResult {
    /// The date is resolved.
    open class func success(with resolvedDateComponents: DateComponents) -> Self {
        make(.success, [resolvedDateComponents])
    }
    /// The person picks one of these dates.
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        make(.disambiguation, dateComponentsToDisambiguate)
    }
    /// The person confirms the date.
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        make(.confirmationRequired, dateComponentsToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving a URL parameter.
open class INURLResolutionResult: INIntentResolutionResult {
    /// The URL is resolved.
    open class func success(with resolvedURL: URL) -> Self { make(.success, [resolvedURL]) }
    /// The person picks one of these URLs.
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { make(.disambiguation, urlsToDisambiguate) }
    /// The person confirms the URL.
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self {
        make(.confirmationRequired, urlToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving a custom-type parameter; generated `<Type>ResolutionResult` classes narrow it.
open class INObjectResolutionResult: INIntentResolutionResult {
    /// The object is resolved.
    open class func success(with resolvedObject: INObject) -> Self { make(.success, [resolvedObject]) }
    /// The person picks one of these objects.
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self {
        make(.disambiguation, objectsToDisambiguate)
    }
    /// The person confirms the object.
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self {
        make(.confirmationRequired, objectToConfirm.map { [$0] } ?? [])
    }
}

/// The outcome of resolving an enum parameter; generated `<Enum>ResolutionResult` classes add the typed
/// `success(with:)` and `confirmationRequired(with:)`.
open class INEnumResolutionResult: INIntentResolutionResult {
    /// A result holding an enum case's raw value, for generated subclasses.
    public static func _make(_ outcome: _Outcome, rawValue: Int) -> Self {
        make(outcome, [NSNumber(value: rawValue)])
    }
}
