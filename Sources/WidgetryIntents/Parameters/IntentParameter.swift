import Synchronization

/// A value of an intent that the system or a person sets: the type behind `@Parameter`.
///
/// For example:
///
/// ```swift
/// struct SelectCategoryIntent: WidgetConfigurationIntent {
///     static var title: LocalizedStringResource = "Select Category"
///     @Parameter(title: "Category", default: .food) var category: Category
///     @Parameter(title: "Note") var note: String?
/// }
/// ```
///
/// Reading a parameter that was never set gives its `default:`, `nil` for optionals, and otherwise
/// stops the program: only the host can find a value then (through an entity query's
/// `defaultResult()`), and it does so when it decodes a configuration with ``IntentCoder``.
///
/// Like Apple's, this is a class: copies of an intent share their parameters' storage. The storage
/// sits behind a mutex, so intents stay `Sendable` and the host can set values it finds through `Mirror`.
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: Sendable {
    /// The parameter's name in edit forms.
    public let title: LocalizedStringResource
    /// A longer explanation of the parameter, if any.
    public let description: LocalizedStringResource?
    /// The value used while none is set, if any.
    public let defaultValue: Value?
    /// The value set, `nil` when none has been: for optionals, `.some(nil)` is an explicit "no value".
    private let storage = Mutex<Value?>(nil)
    /// Where the values to pick come from, when `optionsProvider:` gave them.
    let optionsSource: ParameterOptionsSource?
    /// The smallest and largest values allowed, for numbers given `inclusiveRange:`.
    let range: ClosedRange<Double>?

    /// Declares a parameter.
    ///
    /// For example: `@Parameter(title: "Maximum items", default: 3) var maxItems: Int`.
    ///
    /// - Parameters:
    ///   - title: The parameter's name in edit forms.
    ///   - description: A longer explanation of the parameter.
    ///   - defaultValue: The value used while none is set.
    public convenience init(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, options: nil, range: nil)
    }

    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, defaultValue: Value?,
        options: ParameterOptionsSource?, range: ClosedRange<Double>?
    ) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.optionsSource = options
        self.range = range
    }

    /// The parameter's value; see the type's discussion for parameters nobody set.
    public var wrappedValue: Value {
        get {
            if let value = currentValue { return value }
            preconditionFailure(
                "@Parameter '\(title)' (\(IntentError.typeName(Value.self))) was read before it was set, and it has "
                    + "no default. Give it a default with @Parameter(title:default:), set it in the intent's "
                    + "initializer, or resolve the intent through the configuration API "
                    + "(IntentCoder.decode or IntentCoder.resolvingDefaults) first."
            )
        }
        set {
            storage.withLock { $0 = newValue }
        }
    }

    /// The parameter itself, as `$category`.
    public var projectedValue: IntentParameter<Value> { self }

    /// The value set, else the default, else `nil` wrapped for optionals; `nil` when there is none.
    var currentValue: Value? {
        storage.withLock { $0 } ?? defaultValue ?? Value._unsetIntentValue
    }

    /// Whether a value has been set.
    var isSet: Bool {
        storage.withLock { $0 != nil }
    }

    /// Replaces the stored value; `nil` makes the parameter unset.
    func setStoredValue(_ value: Value?) {
        storage.withLock { $0 = value }
    }

    /// The stored value, `nil` when unset.
    var storedValue: Value? {
        storage.withLock { $0 }
    }
}
