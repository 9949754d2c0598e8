extension IntentParameter {
    /// Declares a parameter whose values to pick come from a provider.
    ///
    /// For example: `@Parameter(title: "Playlist", optionsProvider: PlaylistOptionsProvider()) var playlist: String`.
    ///
    /// - Parameters:
    ///   - title: The parameter's name in edit forms.
    ///   - description: A longer explanation of the parameter.
    ///   - defaultValue: The value used while none is set; otherwise the provider's `defaultResult()`.
    ///   - optionsProvider: The provider of the values to pick.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil, optionsProvider: Provider
    ) where Provider.DefaultValue == Value {
        self.init(
            title: title, description: description, defaultValue: defaultValue,
            options: ParameterOptionsSource(optionsProvider), range: nil)
    }

    /// Declares an optional parameter whose values to pick come from a provider.
    public convenience init<Provider: DynamicOptionsProvider, Wrapped>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Wrapped? = nil, optionsProvider: Provider
    ) where Value == Wrapped?, Provider.DefaultValue == Wrapped {
        self.init(
            title: title, description: description, defaultValue: defaultValue.map { .some($0) },
            options: ParameterOptionsSource(optionsProvider), range: nil)
    }

    /// How a number parameter is edited.
    public enum IntControlStyle: Sendable, Hashable {
        /// A text field.
        case field
        /// A stepper.
        case stepper
        /// A slider over the parameter's `inclusiveRange`.
        case slider
    }

    /// How a decimal parameter is edited.
    public enum DoubleControlStyle: Sendable, Hashable {
        /// A text field.
        case field
        /// A slider over the parameter's `inclusiveRange`.
        case slider
    }

    /// The smallest and largest values a number parameter takes, as `(1, 10)`.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)
}

extension IntentParameter where Value == Int {
    /// Declares a whole-number parameter, optionally limited to a range.
    ///
    /// For example: `@Parameter(title: "Items", default: 3, inclusiveRange: (1, 10)) var count: Int`.
    ///
    /// - Parameters:
    ///   - title: The parameter's name in edit forms.
    ///   - description: A longer explanation of the parameter.
    ///   - defaultValue: The value used while none is set.
    ///   - controlStyle: How the parameter is edited.
    ///   - inclusiveRange: The smallest and largest values; configurations outside it are refused.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>?
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            range: inclusiveRange.map { Double($0.lowerBound)...Double($0.upperBound) })
    }
}

extension IntentParameter where Value == Int? {
    /// Declares an optional whole-number parameter limited to a range.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Int? = nil,
        controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>?
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.map { .some($0) }, options: nil,
            range: inclusiveRange.map { Double($0.lowerBound)...Double($0.upperBound) })
    }
}

extension IntentParameter where Value == Double {
    /// Declares a decimal parameter, optionally limited to a range.
    ///
    /// For example: `@Parameter(title: "Opacity", default: 1, controlStyle: .slider, inclusiveRange: (0, 1))`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
        inclusiveRange: InclusiveRange<Double>?
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue, options: nil,
            range: inclusiveRange.map { $0.lowerBound...$0.upperBound })
    }
}

extension IntentParameter where Value == Double? {
    /// Declares an optional decimal parameter limited to a range.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
        inclusiveRange: InclusiveRange<Double>?
    ) {
        self.init(
            title: title, description: description, defaultValue: defaultValue.map { .some($0) }, options: nil,
            range: inclusiveRange.map { $0.lowerBound...$0.upperBound })
    }
}
