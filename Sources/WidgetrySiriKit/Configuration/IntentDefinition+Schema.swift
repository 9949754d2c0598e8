import WidgetryIntents

extension IntentDefinition {
    /// The configuration schema edit forms, the CLI and the host use, as for an App Intent.
    ///
    /// Strings, numbers, Booleans, dates and URLs keep their types; enums list their cases by name (without
    /// `unknown`); custom types, and strings whose values a handler provides, are entities whose options come
    /// from the handler's `provide…OptionsCollection`; parameters with several values are arrays. Every
    /// parameter is optional, as SiriKit parameters are.
    ///
    /// - Parameter typeName: The intent type's name, `String(reflecting:)` of the generated class.
    package func schema(typeName: String) -> IntentSchema {
        let handling = (typeName.split(separator: ".").last.map(String.init) ?? typeName) + "Handling"
        return IntentSchema(
            typeName: typeName, title: title, description: description,
            parameters: parameters.map { parameter in
                let element = parameter.valueType(handlingProtocol: handling)
                return IntentParameterDescriptor(
                    name: parameter.name, title: parameter.title, description: nil,
                    valueType: parameter.isArray ? .array(of: element) : element, isOptional: true,
                    defaultValue: parameter.defaultValue)
            })
    }
}

extension IntentDefinition.Parameter {
    /// The schema type of one value.
    func valueType(handlingProtocol: String) -> IntentValueType {
        let query = "\(handlingProtocol).provide\(name.prefix(1).uppercased() + name.dropFirst())OptionsCollection"
        switch type {
        case .string where hasDynamicOptions:
            return .entity(
                IntentEntityDescriptor(
                    typeName: "String", title: title, queryTypeName: query, supportsStringSearch: supportsSearch,
                    isEnumerable: true))
        case .string: return .string
        case .integer: return .int
        case .decimal: return .double
        case .boolean: return .bool
        case .date: return .date
        case .url: return .url
        case .enumeration(let enumeration):
            return .enumeration(
                IntentEnumDescriptor(
                    typeName: enumeration.typeName, title: enumeration.title,
                    cases: enumeration.cases.map { .init(rawValue: .string($0.name), title: $0.title) }))
        case .object(let object):
            return .entity(
                IntentEntityDescriptor(
                    typeName: object.typeName, title: object.title,
                    queryTypeName: hasDynamicOptions ? query : "none (identifiers only)",
                    supportsStringSearch: supportsSearch, isEnumerable: hasDynamicOptions))
        }
    }
}
