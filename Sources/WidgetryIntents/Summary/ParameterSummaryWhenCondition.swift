/// A parameter summary that shows one summary or another depending on a parameter's value (or, in widgets, on the
/// widget's family). Intents write it as `When`:
///
/// ```swift
/// When(\.$showsDetails, .equalTo, true) {
///     Summary("Show \(\.$item)") { \.$detailLevel }
/// } otherwise: {
///     Summary("Show \(\.$item)")
/// }
/// ```
public struct ParameterSummaryWhenCondition<
    Intent: AppIntent, WhenCondition: ParameterSummary, Otherwise: ParameterSummary
>:
    ParameterSummary
where WhenCondition.Intent == Intent, Otherwise.Intent == Intent {
    let condition: (Intent, _ParameterSummaryContext) -> Bool
    let whenTrue: WhenCondition
    let otherwise: Otherwise

    /// Creates a condition from a test; the WidgetKit overloads over the widget family use it.
    public init(
        _condition condition: @escaping (Intent, _ParameterSummaryContext) -> Bool,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.condition = condition
        whenTrue = when()
        self.otherwise = otherwise()
    }

    /// Shows `when` while a parameter equals (or does not equal) a value.
    /// - Parameters:
    ///   - keyPath: The parameter, as `\.$showsDetails`.
    ///   - comparisonOperator: `.equalTo` or `.notEqualTo`.
    ///   - value: The value to compare with.
    ///   - when: The summary while the comparison holds.
    ///   - otherwise: The summary while it does not.
    public init<Value: _IntentValue & Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { intent, _ in comparisonOperator.holds(intent[keyPath: keyPath].currentValue == value) },
            when, otherwise: otherwise)
    }

    /// Shows `when` while an optional parameter equals (or does not equal) a value.
    public init<Wrapped: _IntentValue & Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Wrapped?>>, _ comparisonOperator: EquatableComparisonOperator,
        _ value: Wrapped, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { intent, _ in
                comparisonOperator.holds(intent[keyPath: keyPath].currentValue.flatMap { $0 } == value)
            }, when, otherwise: otherwise)
    }

    /// Shows `when` while a parameter has (or has no) value.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparisonOperator: `.hasAnyValue` or `.hasNoValue`.
    ///   - when: The summary while the test holds.
    ///   - otherwise: The summary while it does not.
    public init<Value: _IntentValue>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { intent, _ in
                let hasValue = intent[keyPath: keyPath].currentValue.map { !IntentValueProbe.isNil($0) } ?? false
                return comparisonOperator == .hasAnyValue ? hasValue : !hasValue
            }, when, otherwise: otherwise)
    }

    /// Shows `when` while a parameter is (or is not) one of some values.
    public init<Value: _IntentValue & Equatable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: OneOfComparisonOperator,
        _ values: [Value], @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { intent, _ in
                let isOne = intent[keyPath: keyPath].currentValue.map { values.contains($0) } ?? false
                return comparisonOperator == .oneOf ? isOne : !isOne
            }, when, otherwise: otherwise)
    }

    /// Shows `when` while a parameter compares with a value as the operator says.
    public init<Value: _IntentValue & Comparable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparisonOperator: ComparableComparisonOperator,
        _ value: Value, @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { intent, _ in
                intent[keyPath: keyPath].currentValue.map { comparisonOperator.compare($0, value) } ?? false
            }, when, otherwise: otherwise)
    }

    public func _resolve(_ intent: Intent, in context: _ParameterSummaryContext) -> ResolvedParameterSummary {
        condition(intent, context) ? whenTrue._resolve(intent, in: context) : otherwise._resolve(intent, in: context)
    }
}

/// Equality tests for `When`.
public enum EquatableComparisonOperator: Sendable, Hashable {
    /// The parameter equals the value.
    case equalTo
    /// The parameter does not equal the value.
    case notEqualTo

    func holds(_ isEqual: Bool) -> Bool { self == .equalTo ? isEqual : !isEqual }
}

/// Ordering tests for `When`.
public enum ComparableComparisonOperator: Sendable, Hashable {
    /// The parameter is less than the value.
    case lessThan
    /// The parameter is less than or equal to the value.
    case lessThanOrEqualTo
    /// The parameter is greater than the value.
    case greaterThan
    /// The parameter is greater than or equal to the value.
    case greaterThanOrEqualTo

    func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> Bool {
        switch self {
        case .lessThan: lhs < rhs
        case .lessThanOrEqualTo: lhs <= rhs
        case .greaterThan: lhs > rhs
        case .greaterThanOrEqualTo: lhs >= rhs
        }
    }
}

/// Presence tests for `When`.
public enum HasValueComparisonOperator: Sendable, Hashable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has no value.
    case hasNoValue
}

/// Membership tests for `When`.
public enum OneOfComparisonOperator: Sendable, Hashable {
    /// The parameter is one of the values.
    case oneOf
    /// The parameter is none of the values.
    case noneOf
}

/// Tells an optional with no value from any other value, whatever its type.
enum IntentValueProbe {
    static func isNil(_ value: Any) -> Bool {
        if case .some(let wrapped) = value as Any? {
            let mirror = Mirror(reflecting: wrapped)
            return mirror.displayStyle == .optional && mirror.children.isEmpty
        }
        return true
    }
}
