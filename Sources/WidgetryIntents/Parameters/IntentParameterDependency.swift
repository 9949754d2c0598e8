/// Gives a query or options provider the values a person chose so far in the intent being edited, so the options
/// of one parameter can depend on another.
///
/// For example:
///
/// ```swift
/// struct TrailQuery: EntityQuery {
///     @IntentParameterDependency<SelectTrailIntent>(\.$region) var intent
///     func suggestedEntities() async throws -> [Trail] {
///         guard let region = intent?.region else { return Trail.all }
///         return Trail.all.filter { $0.region == region }
///     }
///     …
/// }
/// ```
///
/// The value is `nil` outside an edit, and while the intent being edited is of another type.
@propertyWrapper
public struct IntentParameterDependency<Intent: AppIntent>: Sendable {
    /// The names of the parameters the dependency reads, as key paths.
    let keyPaths: [PartialKeyPath<Intent> & Sendable]

    /// Declares a dependency on some of an intent's parameters.
    /// - Parameter keyPaths: The parameters, as `\.$region`.
    public init<each Value: _IntentValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var paths: [PartialKeyPath<Intent> & Sendable] = []
        for keyPath in repeat each keyPaths {
            paths.append(unsafe_sendable(keyPath))
        }
        self.keyPaths = paths
    }

    /// The intent being edited, read through its parameters' values; `nil` outside an edit of an `Intent`.
    public var wrappedValue: Dependency? {
        (IntentEditing.current as? Intent).map(Dependency.init)
    }

    /// The values of the intent being edited, read as `intent?.region`.
    @dynamicMemberLookup
    public struct Dependency: Sendable {
        let intent: Intent

        /// A value of the intent, such as a parameter's.
        public subscript<Value>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value {
            intent[keyPath: keyPath]
        }
    }
}

/// Key paths are immutable values; Swift 6 does not yet see them as `Sendable`.
private func unsafe_sendable<Root>(_ keyPath: PartialKeyPath<Root>) -> PartialKeyPath<Root> & Sendable {
    unsafeBitCast(keyPath, to: (PartialKeyPath<Root> & Sendable).self)
}

/// The intent a person is editing, while its options are asked for.
enum IntentEditing {
    @TaskLocal static var current: (any AppIntent)?
}

extension IntentSchema {
    /// The values a person can pick for a parameter while editing a configuration: like
    /// ``options(for:of:matching:)``, with the configuration's other values visible to queries and options
    /// providers through `@IntentParameterDependency`.
    ///
    /// - Parameters:
    ///   - parameter: The parameter's name.
    ///   - type: The intent type.
    ///   - configuration: The configuration being edited, as JSON; values that do not decode are left unset.
    ///   - text: What the person typed, to search by; `nil` for every value.
    /// - throws: ``IntentError`` when there is no such parameter or the query fails.
    public static func options<Intent: AppIntent>(
        for parameter: String, of type: Intent.Type, editing configuration: IntentJSON, matching text: String? = nil
    ) async throws -> [IntentValueOption] {
        let intent = Intent()
        for entry in IntentReflection.parameters(of: intent) {
            guard let json = configuration.objectValue?[entry.name] else { continue }
            try? await entry.parameter.decodeAndStore(json, name: entry.name)
        }
        let target = try IntentReflection.parameter(named: parameter, of: intent)
        return try await IntentEditing.$current.withValue(intent) {
            try await target.options(matching: text)
        }
    }
}
