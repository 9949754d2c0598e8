import Foundation
import WidgetryIntents

/// The relevances of a widget kind: in which configuration and context the widget could matter, most important
/// first (a system may use only the first few).
///
/// For example:
///
/// ```swift
/// func relevance() async -> WidgetRelevance<GameIntent> {
///     WidgetRelevance([WidgetRelevanceAttribute(configuration: GameIntent(), context: .date(from: kickoff, to: end))])
/// }
/// ```
public struct WidgetRelevance<Configuration> {
    /// The attributes, most important first.
    public let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// Collects attributes, most important first.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) {
        self.attributes = attributes
    }
}

extension WidgetRelevance: Sendable where Configuration: Sendable {}

/// One relevance: a configuration of a widget and the context in which it is relevant.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The configuration that is relevant; `nil` for widgets without one.
    public let configuration: Configuration?
    /// When or where it is relevant.
    public let context: RelevantContext

    /// A configuration that is relevant in a context.
    public init(configuration: Configuration, context: RelevantContext) where Configuration: WidgetConfigurationIntent {
        self.configuration = configuration
        self.context = context
    }

    /// A widget without configuration that is relevant in a context.
    public init(context: RelevantContext) where Configuration == Void {
        self.configuration = nil
        self.context = context
    }
}

extension WidgetRelevanceAttribute: Sendable where Configuration: Sendable {}

/// One declared relevance clue, erased, as a host evaluates it for a Smart Stack.
public struct WidgetRelevanceClue: Sendable, Hashable, Codable {
    /// The position among the widget's attributes: 0 is the most important.
    public let position: Int
    /// When or where the widget is relevant.
    public let context: RelevantContext
    /// A short description of the configuration it names, `nil` when none.
    public let configuration: String?

    /// Creates a clue.
    public init(position: Int, context: RelevantContext, configuration: String?) {
        self.position = position
        self.context = context
        self.configuration = configuration
    }
}

extension WidgetRelevance {
    /// The attributes as clues a host evaluates.
    package var clues: [WidgetRelevanceClue] {
        attributes.enumerated().map { index, attribute in
            WidgetRelevanceClue(
                position: index, context: attribute.context,
                configuration: attribute.configuration.map(Self.describe))
        }
    }

    /// An intent's parameters as `name value` pairs (through ``IntentCoder``); anything else as Swift prints it.
    static func describe(_ configuration: Configuration) -> String {
        guard let intent = configuration as? any AppIntent, case .object(let members) = IntentCoder.encode(intent)
        else { return String(describing: configuration) }
        return members.keys.sorted().map { key in
            let value = members[key].map { value in
                switch value {
                case .string(let text): text
                case .int(let number): String(number)
                case .double(let number): String(number)
                case .bool(let flag): String(flag)
                case .null: "none"
                case .array, .object: String(describing: value)
                }
            }
            return "\(key) \(value ?? "none")"
        }.joined(separator: ", ")
    }
}
