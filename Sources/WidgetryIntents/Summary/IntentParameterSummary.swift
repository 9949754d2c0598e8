/// A parameter summary: an optional sentence with parameters in it, and more parameters listed below it.
///
/// Intents write it as `Summary`:
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///     Summary("Show \(\.$category) items") {
///         \.$showPrices
///     }
/// }
/// ```
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    let string: ParameterSummaryString<Intent>?
    let keyPaths: [PartialKeyPath<Intent>]?

    /// Every parameter, in declaration order, without a sentence.
    public init() {
        string = nil
        keyPaths = nil
    }

    /// The listed parameters, without a sentence.
    public init(@ParameterKeyPathsBuilder _ parameters: () -> [PartialKeyPath<Intent>]) {
        string = nil
        keyPaths = parameters()
    }

    /// A sentence with parameters in it.
    /// - Parameters:
    ///   - string: The sentence, such as `"Show \(\.$category) items"`.
    ///   - table: The strings table of the sentence; Linux shows the development-language string.
    public init(_ string: ParameterSummaryString<Intent>, table: String? = nil) {
        self.string = string
        keyPaths = []
    }

    /// A sentence with parameters in it and more parameters listed below it.
    /// - Parameters:
    ///   - string: The sentence.
    ///   - table: The strings table of the sentence.
    ///   - additionalParameterKeyPaths: The parameters listed below the sentence.
    public init(
        _ string: ParameterSummaryString<Intent>, table: String? = nil,
        @ParameterKeyPathsBuilder _ additionalParameterKeyPaths: () -> [PartialKeyPath<Intent>]
    ) {
        self.string = string
        keyPaths = additionalParameterKeyPaths()
    }

    public func _resolve(_ intent: Intent, in context: _ParameterSummaryContext) -> ResolvedParameterSummary {
        let fresh = Intent()
        let names: (PartialKeyPath<Intent>) -> String? = { IntentReflection.name(of: $0, in: fresh) }
        guard let keyPaths else {
            return ResolvedParameterSummary(
                sentence: nil, parameters: IntentReflection.parameters(of: fresh).map(\.name))
        }
        var sentence: String?
        var parameters: [String] = []
        if let string {
            var text = ""
            for segment in string.segments {
                switch segment {
                case .literal(let literal): text += literal
                case .parameter(let keyPath):
                    let name = names(keyPath) ?? "?"
                    text += "${\(name)}"
                    parameters.append(name)
                }
            }
            sentence = text
        }
        parameters += keyPaths.compactMap(names)
        return ResolvedParameterSummary(sentence: sentence, parameters: parameters)
    }

    /// A result builder that lists parameters by key path, as in `{ \.$category; \.$showPrices }`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        /// A parameter's key path.
        public static func buildExpression<Value: _IntentValue>(
            _ keyPath: KeyPath<Intent, IntentParameter<Value>>
        ) -> [PartialKeyPath<Intent>] {
            [keyPath]
        }

        /// The key paths of a block, in order.
        public static func buildBlock(_ components: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] {
            components.flatMap { $0 }
        }
    }
}

/// The sentence of a parameter summary: text with parameters interpolated by key path, as in
/// `"Show \(\.$category) items"`.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        case parameter(PartialKeyPath<Intent>)
    }

    let segments: [Segment]

    /// A sentence without parameters.
    public init(stringLiteral value: String) {
        segments = [.literal(value)]
    }

    /// A sentence with parameters.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// Collects the text and parameters of a sentence.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []

        /// Creates an empty sentence.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends text.
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { segments.append(.literal(literal)) }
        }

        /// Appends a parameter, as `\(\.$category)`.
        public mutating func appendInterpolation<Value: _IntentValue>(
            _ keyPath: KeyPath<Intent, IntentParameter<Value>>
        ) {
            segments.append(.parameter(keyPath))
        }
    }
}
