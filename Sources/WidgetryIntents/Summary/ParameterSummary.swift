/// How an intent's parameters read as a sentence in an edit form, and which of them show when.
///
/// Intents return one from `parameterSummary`, built with ``ParameterSummaryBuilder`` from `Summary`, `When`
/// and `Switch`:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     When(\.$showsDetails, .equalTo, true) {
///         Summary("Show \(\.$item) with details") { \.$detailLevel }
///     } otherwise: {
///         Summary("Show \(\.$item)")
///     }
/// }
/// ```
///
/// ``ResolvedParameterSummary`` evaluates one for an intent's current values.
public protocol ParameterSummary {
    /// The intent whose parameters the summary describes.
    associatedtype Intent: AppIntent

    /// The sentence and parameters to show for an intent's values; the builders' types implement it.
    func _resolve(_ intent: Intent, in context: _ParameterSummaryContext) -> ResolvedParameterSummary
}

/// What a parameter summary is evaluated against besides the intent: the family of the widget being edited.
public struct _ParameterSummaryContext: Sendable, Hashable {
    /// The raw value of the widget family being configured, such as `"systemSmall"`; `nil` outside widgets.
    public var widgetFamily: String?

    /// Creates a context.
    public init(widgetFamily: String? = nil) {
        self.widgetFamily = widgetFamily
    }
}

/// A parameter summary evaluated for an intent's current values: the sentence, and the parameters in the order
/// an edit form shows them.
///
/// For example:
///
/// ```swift
/// let summary = ResolvedParameterSummary(SelectCategoryIntent())
/// summary.sentence    // "Show ${category} items"
/// summary.parameters  // ["category", "showPrices"]
/// ```
public struct ResolvedParameterSummary: Sendable, Hashable, Codable {
    /// The sentence, with each parameter written `${name}`; `nil` when the summary has none.
    public var sentence: String?
    /// The names of the parameters to show: those in the sentence, then the others listed, without repeats.
    public var parameters: [String]

    /// Creates a resolved summary.
    public init(sentence: String?, parameters: [String]) {
        self.sentence = sentence
        var seen = Set<String>()
        self.parameters = parameters.filter { seen.insert($0).inserted }
    }

    /// Evaluates an intent's `parameterSummary` for its current values.
    ///
    /// - Parameters:
    ///   - intent: The intent, with the values a person chose.
    ///   - widgetFamily: The raw value of the widget family being configured, for `When(widgetFamily:…)`.
    public init<I: AppIntent>(_ intent: I, widgetFamily: String? = nil) {
        let context = _ParameterSummaryContext(widgetFamily: widgetFamily)
        self = Self.resolve(I.parameterSummary, intent: intent, context: context)
    }

    private static func resolve<S: ParameterSummary, I: AppIntent>(
        _ summary: S, intent: I, context: _ParameterSummaryContext
    ) -> ResolvedParameterSummary {
        guard let typed = intent as? S.Intent else {
            return ResolvedParameterSummary(
                sentence: nil, parameters: IntentReflection.parameters(of: intent).map(\.name))
        }
        return summary._resolve(typed, in: context)
    }
}

/// A result builder that makes a parameter summary from `Summary`, `When` and `Switch`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
    /// A summary, unchanged.
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary
    where Summary.Intent == Intent {
        expression
    }

    /// The summary of a block.
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary
    where Summary.Intent == Intent {
        block
    }
}

extension AppIntent {
    /// A sentence with parameters, as in `Summary("Show \(\.$category) items") { \.$showPrices }`.
    public typealias Summary = IntentParameterSummary<Self>
    /// A summary that depends on a parameter's value, as in `When(\.$showsDetails, .equalTo, true) { … } otherwise: { … }`.
    public typealias When = ParameterSummaryWhenCondition
    /// A summary chosen by a parameter's value among cases, as in `Switch(\.$mode) { Case(.list) { … } DefaultCase { … } }`.
    public typealias Switch = ParameterSummarySwitchCondition
    /// One case of a `Switch`.
    public typealias Case = ParameterSummaryCaseCondition
    /// The case of a `Switch` taken when no other matches.
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition
}

extension IntentReflection {
    /// The name of the parameter a key path such as `\.$category` leads to, found on a fresh intent.
    static func name<Intent: AppIntent>(of keyPath: PartialKeyPath<Intent>, in intent: Intent) -> String? {
        guard let target = intent[keyPath: keyPath] as? any AnyIntentParameter else { return nil }
        return parameters(of: intent).first { $0.parameter === target }?.name
    }
}
