import Foundation
import WidgetryIntents
import WidgetryKit

/// The edit form of a configurable widget, generated from its configuration intent: one field per `@Parameter`,
/// with its type, default and the values a person can pick.
///
/// Enum parameters list their `AppEnum` cases. Entity parameters list `EntityQuery.suggestedEntities()` (every
/// entity, for an `EnumerableEntityQuery`) and start at `defaultResult()`; that needs the intent type, which
/// `IntentTypeRegistry.shared` knows once an intent of it was erased. Without it, entity fields are text fields
/// for the identifier, and defaults are the declared `default:` values.
struct ConfigurationForm: Encodable, Sendable {
    /// One field.
    struct Field: Encodable, Sendable {
        /// The key in the configuration JSON.
        let name: String
        let title: String
        let description: String?
        /// `string`, `int`, `double`, `bool`, `date`, `url`, `enum`, `entity`, or `array`.
        let type: String
        /// For arrays, the elements' type.
        let elementType: String?
        /// For enums and entities, the type's name.
        let typeName: String?
        let optional: Bool
        /// The value the field starts with, as configuration JSON.
        let defaultValue: IntentJSON?
        /// The values to pick from, for enums and entities; `nil` for free input.
        let options: [Option]?
        /// Whether the entity query searches by text.
        let searchable: Bool
        /// Why options or defaults are missing, if they are.
        let note: String?
    }

    /// A value to pick.
    struct Option: Encodable, Sendable {
        let value: IntentJSON
        let title: String
        let subtitle: String?
    }

    /// The intent type's name.
    let intentType: String
    let title: String
    let description: String
    let fields: [Field]

    /// The form of a widget's intent, asking entity queries under a deadline.
    ///
    /// - Parameters:
    ///   - schema: The widget's configuration intent.
    ///   - deadline: How long each query may take; a slow query's field gets a note instead of options.
    static func make(for schema: IntentSchema, deadline: Duration) async -> ConfigurationForm {
        let type = IntentTypeRegistry.shared.type(named: schema.typeName)
        // SiriKit intents are not App Intents: their options come from the handler of their Intents extension.
        let source = type == nil ? IntentOptionSources.shared.source(typeName: schema.typeName) : nil
        var fields: [Field] = []
        for parameter in schema.parameters {
            fields.append(await field(for: parameter, intentType: type, optionSource: source, deadline: deadline))
        }
        return ConfigurationForm(
            intentType: schema.typeName, title: schema.title, description: schema.description, fields: fields)
    }

    private static func field(
        for parameter: IntentParameterDescriptor, intentType: (any AppIntent.Type)?,
        optionSource: (any IntentOptionSource)? = nil, deadline: Duration
    ) async -> Field {
        let valueType = parameter.valueType
        let element: IntentValueType? = if case .array(let element) = valueType { element } else { nil }
        let base = element ?? valueType
        var options: [Option]?
        var defaultValue = parameter.defaultValue
        var note: String?
        var searchable = false
        switch base {
        case .enumeration(let descriptor):
            options = descriptor.cases.map { Option(value: $0.rawValue, title: $0.title, subtitle: $0.subtitle) }
        case .entity(let descriptor):
            searchable = descriptor.supportsStringSearch
            if let intentType {
                let seconds = Double(deadline.components.seconds)
                do {
                    let found = try await Deadline.run(seconds: seconds) {
                        try await IntentSchema.options(for: parameter.name, of: intentType)
                    }
                    if let found {
                        options = found.map { Option(value: $0.value, title: $0.title, subtitle: $0.subtitle) }
                    } else {
                        note = "The query of \(descriptor.title) did not answer within \(seconds.formatted()) s."
                    }
                } catch {
                    note = "The query of \(descriptor.title) failed: \(error)"
                }
            } else if let optionSource {
                let seconds = Double(deadline.components.seconds)
                do {
                    let found = try await Deadline.run(seconds: seconds) {
                        try await optionSource.options(for: parameter.name, matching: nil)
                    }
                    if let found {
                        options = found?.map { Option(value: $0.value, title: $0.title, subtitle: $0.subtitle) }
                        if found == nil {
                            note = "Enter the identifier of a \(descriptor.title); no intent handler lists them."
                        }
                    } else {
                        note = "The handler of \(descriptor.title) did not answer within \(seconds.formatted()) s."
                    }
                } catch {
                    note = "The handler of \(descriptor.title) failed: \(error)"
                }
            } else {
                note =
                    "Enter the identifier of a \(descriptor.title); the intent type is not registered, so its "
                    + "suggested entities cannot be listed."
            }
        default:
            break
        }
        if let intentType, defaultValue == nil || base.isEntity {
            let seconds = Double(deadline.components.seconds)
            if let found = try? await Deadline.run(
                seconds: seconds,
                {
                    try await IntentSchema.defaultValue(for: parameter.name, of: intentType)
                })
            {
                defaultValue = found
            }
        } else if let optionSource, defaultValue == nil || base.isEntity {
            let seconds = Double(deadline.components.seconds)
            if let found = try? await Deadline.run(
                seconds: seconds,
                {
                    try await optionSource.defaultValue(for: parameter.name)
                }), let found
            {
                defaultValue = found
            }
        }
        return Field(
            name: parameter.name, title: parameter.title, description: parameter.description,
            type: typeName(of: valueType), elementType: element.map(typeName(of:)),
            typeName: base.declaredTypeName, optional: parameter.isOptional, defaultValue: defaultValue,
            options: options, searchable: searchable, note: note)
    }

    /// The form's name of a value type.
    static func typeName(of type: IntentValueType) -> String {
        switch type {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .date: "date"
        case .url: "url"
        case .enumeration: "enum"
        case .entity: "entity"
        case .array: "array"
        }
    }
}

extension IntentValueType {
    /// Whether the value is an entity.
    var isEntity: Bool {
        if case .entity = self { true } else { false }
    }

    /// The enum's or entity's type name.
    var declaredTypeName: String? {
        switch self {
        case .enumeration(let descriptor): descriptor.typeName
        case .entity(let descriptor): descriptor.typeName
        default: nil
        }
    }
}
