/// A parameter summary chosen by a parameter's value among cases. Intents write it as `Switch`:
///
/// ```swift
/// Switch(\.$layout) {
///     Case(.list) { Summary("Show \(\.$layout) of \(\.$count) items") }
///     DefaultCase { Summary("Show \(\.$layout)") }
/// }
/// ```
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: _IntentValue & Equatable, CaseCondition>:
    ParameterSummary
{
    let keyPath: KeyPath<Intent, IntentParameter<Value>>
    let cases: ParameterSummaryTupleCaseCondition<Intent, Value>

    /// Creates a switch over a parameter.
    /// - Parameters:
    ///   - keyPath: The parameter, as `\.$layout`.
    ///   - builder: The cases, ending with a `DefaultCase`.
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> CaseCondition
    ) where CaseCondition == ParameterSummaryTupleCaseCondition<Intent, Value> {
        self.keyPath = keyPath
        cases = builder()
    }

    public func _resolve(_ intent: Intent, in context: _ParameterSummaryContext) -> ResolvedParameterSummary {
        let value = intent[keyPath: keyPath].currentValue
        let match = cases.cases.first { $0.values.map { value.map($0.contains) ?? false } ?? true }
        return match?.resolve(intent, context) ?? IntentParameterSummary<Intent>()._resolve(intent, in: context)
    }
}

/// One case of a `Switch`: the summary to show while the parameter has one of its values.
public struct ParameterSummaryCaseCondition<
    Intent: AppIntent, Value: _IntentValue & Equatable, Summary: ParameterSummary
>
where Summary.Intent == Intent {
    let values: [Value]
    let summary: Summary

    /// A case for one value.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = [value]
        summary = parameterSummary()
    }

    /// A case for several values.
    public init(_ value: [Value], @ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        values = value
        summary = parameterSummary()
    }
}

/// The case of a `Switch` taken when no other matches.
public struct ParameterSummaryDefaultCaseCondition<
    Intent: AppIntent, Value: _IntentValue & Equatable, Summary: ParameterSummary
> where Summary.Intent == Intent {
    let summary: Summary

    /// The default case.
    public init(@ParameterSummaryBuilder<Intent> _ parameterSummary: () -> Summary) {
        summary = parameterSummary()
    }
}

/// The cases of a `Switch`, in order, the default last.
public struct ParameterSummaryTupleCaseCondition<Intent: AppIntent, Value: _IntentValue & Equatable> {
    struct ErasedCase {
        /// The values the case matches; `nil` for the default case.
        let values: [Value]?
        let resolve: (Intent, _ParameterSummaryContext) -> ResolvedParameterSummary
    }

    let cases: [ErasedCase]
}

/// A result builder that collects the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: _IntentValue & Equatable> {
    typealias Erased = ParameterSummaryTupleCaseCondition<Intent, Value>.ErasedCase

    /// A case.
    public static func buildExpression<Summary: ParameterSummary>(
        _ expression: ParameterSummaryCaseCondition<Intent, Value, Summary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
        let summary = expression.summary
        return ParameterSummaryTupleCaseCondition(cases: [
            Erased(values: expression.values) { summary._resolve($0, in: $1) }
        ])
    }

    /// The default case.
    public static func buildExpression<Summary: ParameterSummary>(
        _ expression: ParameterSummaryDefaultCaseCondition<Intent, Value, Summary>
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
        let summary = expression.summary
        return ParameterSummaryTupleCaseCondition(cases: [Erased(values: nil) { summary._resolve($0, in: $1) }])
    }

    /// The cases in order.
    public static func buildBlock(
        _ components: ParameterSummaryTupleCaseCondition<Intent, Value>...
    ) -> ParameterSummaryTupleCaseCondition<Intent, Value> {
        ParameterSummaryTupleCaseCondition(cases: components.flatMap(\.cases))
    }
}
