import WidgetryIntents
import WidgetryUI

extension ParameterSummaryWhenCondition {
    /// Shows `when` while the widget being configured is (or is not) of a family.
    ///
    /// For example:
    ///
    /// ```swift
    /// When(widgetFamily: .equalTo, .systemLarge) {
    ///     Summary("Show \(\.$list)") { \.$showsCompleted }
    /// } otherwise: {
    ///     Summary("Show \(\.$list)")
    /// }
    /// ```
    public init(
        widgetFamily comparisonOperator: EquatableComparisonOperator, _ value: WidgetFamily,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { _, context in
                let isEqual = context.widgetFamily == value.rawValue
                return comparisonOperator == .equalTo ? isEqual : !isEqual
            }, when, otherwise: otherwise)
    }

    /// Shows `when` while the widget being configured is (or is not) of one of some families.
    public init(
        widgetFamily comparisonOperator: OneOfComparisonOperator, _ values: [WidgetFamily],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenCondition,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {
        self.init(
            _condition: { _, context in
                let isOne = values.contains { $0.rawValue == context.widgetFamily }
                return comparisonOperator == .oneOf ? isOne : !isOne
            }, when, otherwise: otherwise)
    }
}

extension ResolvedParameterSummary {
    /// Evaluates an intent's `parameterSummary` for its current values and the family of the widget being edited.
    ///
    /// - Parameters:
    ///   - intent: The intent, with the values a person chose.
    ///   - family: The family of the widget being configured.
    public init<I: AppIntent>(_ intent: I, family: WidgetFamily) {
        self.init(intent, widgetFamily: family.rawValue)
    }
}
