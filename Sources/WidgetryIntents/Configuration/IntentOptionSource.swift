import Synchronization

/// Lists the values a person can pick for the parameters of a configuration intent that is not an `AppIntent`
/// (a SiriKit intent, whose options come from the handler in its Intents extension), and gives their defaults.
///
/// Edit forms ask it when `IntentTypeRegistry` does not know the intent type: register one per intent type name
/// with ``IntentOptionSources/register(_:typeName:)``.
package protocol IntentOptionSource: Sendable {
    /// The values to pick for a parameter, or `nil` when it has no list of values (free input).
    ///
    /// - Parameters:
    ///   - parameter: The parameter's name.
    ///   - text: What the person typed, to search by; `nil` for every value.
    func options(for parameter: String, matching text: String?) async throws -> [IntentValueOption]?

    /// The value a parameter starts with before a person chooses, as configuration JSON; `nil` for none.
    ///
    /// - Parameter parameter: The parameter's name.
    func defaultValue(for parameter: String) async throws -> IntentJSON?
}

/// The option sources of a process, by intent type name.
package final class IntentOptionSources: Sendable {
    /// The process-wide sources.
    package static let shared = IntentOptionSources()

    private let sources = Mutex<[String: any IntentOptionSource]>([:])

    /// Creates an empty set of sources.
    package init() {}

    /// Registers the source of an intent type's options; registering again replaces it.
    ///
    /// - Parameters:
    ///   - source: The source.
    ///   - typeName: The intent type's name, as ``IntentSchema/typeName`` has it.
    package func register(_ source: any IntentOptionSource, typeName: String) {
        sources.withLock { $0[typeName] = source }
    }

    /// The source registered for an intent type name, or `nil`.
    package func source(typeName: String) -> (any IntentOptionSource)? {
        sources.withLock { $0[typeName] }
    }
}
