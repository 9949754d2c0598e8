/// What an intent type asks for: its title and its parameters, to build edit forms and CLI help from.
///
/// For example:
///
/// ```swift
/// let schema = IntentSchema(SelectCategoryIntent.self)
/// for parameter in schema.parameters {
///     print(parameter.name, parameter.valueType, parameter.defaultValue ?? "no default")
/// }
/// // category enum Category "food"
/// // showPrices bool true
/// ```
///
/// Parameters are found by reflecting an intent made with `init()`, in declaration order.
public struct IntentSchema: Sendable, Hashable, Codable {
    /// The intent type's stable name, `String(reflecting:)` of the type, as ``AnyAppIntent/typeName`` has it.
    public let typeName: String
    /// The intent's title.
    public let title: String
    /// The intent's description; empty when it has none.
    public let description: String
    /// Whether performing the intent opens the app.
    public let openAppWhenRun: Bool
    /// The parameters, in declaration order.
    public let parameters: [IntentParameterDescriptor]

    /// Describes an intent type.
    ///
    /// - Parameter type: The intent type.
    public init<Intent: AppIntent>(_ type: Intent.Type) {
        typeName = String(reflecting: type)
        title = String(localized: Intent.title)
        description = String(localized: Intent.description.descriptionText)
        openAppWhenRun = Intent.openAppWhenRun
        parameters = IntentReflection.parameters(of: Intent()).map { $0.parameter.descriptor(name: $0.name) }
    }

    /// The parameter with this name, or `nil`.
    public func parameter(named name: String) -> IntentParameterDescriptor? {
        parameters.first { $0.name == name }
    }
}
