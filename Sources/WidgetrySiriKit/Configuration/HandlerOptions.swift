import Foundation
import WidgetryIntents

/// A handler's options for an intent's parameters, asked for once per parameter while a configuration is read.
final class HandlerOptions: @unchecked Sendable {
    let intentType: INIntent.Type
    let intent: INIntent
    let handler: Any?
    /// Items by parameter name; `nil` when the handler gives none for it. Only touched by the task decoding.
    private var cache: [String: [AnyObject]?] = [:]

    init(intentType: INIntent.Type, intent: INIntent, handler: Any?) {
        self.intentType = intentType
        self.intent = intent
        self.handler = handler
    }

    /// The handler's items for a parameter, or `nil` when there is no handler or it gives no options.
    func items(for parameter: IntentDefinition.Parameter, searchTerm: String? = nil) async throws -> [AnyObject]? {
        if searchTerm == nil, let cached = cache[parameter.name] { return cached }
        let items = try await Self.items(
            intentType: intentType, intent: intent, handler: handler, parameter: parameter, searchTerm: searchTerm)
        if searchTerm == nil { cache[parameter.name] = items }
        return items
    }

    /// The object a configuration names by identifier: the handler's option with that identifier, or one made
    /// from the identifier when there is no handler or its options can be searched (and so may be partial).
    func object(
        identifier: String, type: IntentDefinition.ObjectType, parameter: IntentDefinition.Parameter, path: String
    ) async throws -> INObject {
        if let items = try await items(for: parameter) {
            let objects = items.compactMap { $0 as? INObject }
            if let match = objects.first(where: { ($0.identifier ?? $0.displayString) == identifier }) {
                return match
            }
            if !parameter.supportsSearch {
                throw IntentError(
                    .unknownEntity,
                    "No \(type.title) with identifier '\(identifier)' for parameter '\(path)'. The handler offers: "
                        + objects.prefix(20).map { "'\($0.identifier ?? $0.displayString)'" }.joined(separator: ", ")
                        + (objects.isEmpty ? "(nothing)" : "") + ".",
                    parameter: path)
            }
            if let found = try await self.items(for: parameter, searchTerm: identifier)?
                .compactMap({ $0 as? INObject })
                .first(where: { ($0.identifier ?? $0.displayString) == identifier })
            {
                return found
            }
        }
        return type.objectClass.init(identifier: identifier, display: identifier, pronunciationHint: nil)
    }

    /// Asks the handler through the generated class's bridge; a handler method that is not implemented, or
    /// that answers `nil`, gives `nil`.
    static func items(
        intentType: INIntent.Type, intent: INIntent, handler: Any?, parameter: IntentDefinition.Parameter,
        searchTerm: String?
    ) async throws -> [AnyObject]? {
        guard let handler, parameter.hasDynamicOptions else { return nil }
        do {
            let collection = try await intentType._provideOptions(
                for: parameter.name, of: intent, searchTerm: searchTerm, handler: handler)
            return collection.map { $0._erasedSections.flatMap(\.items) }
        } catch is INIntentHandlerMethodMissing {
            return nil
        }
    }
}

/// Thrown by the default implementations of generated handling protocols when the handler implements neither
/// the completion-handler nor the `async` form of a method, so the host knows there is nothing to ask.
public struct INIntentHandlerMethodMissing: Error, Sendable, CustomStringConvertible {
    /// The method's name, such as `provideCharacterOptionsCollection(for:with:)`.
    public let method: String

    /// Creates the error.
    public init(method: String) {
        self.method = method
    }

    public var description: String { "The intent handler does not implement \(method)." }
}
