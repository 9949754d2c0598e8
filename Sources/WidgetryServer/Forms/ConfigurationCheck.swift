import Foundation
import WidgetryIntents
import WidgetryKit

/// Checks a configuration's shape against the widget's intent before the host sees it, so an error names the
/// parameter: `configuration.category`. The host then resolves it (entity identifiers, defaults), which may still
/// refuse a value only the entity query can judge.
enum ConfigurationCheck {
    /// The configuration, unchanged, when every member is a parameter with a value of the right JSON type.
    ///
    /// - Parameters:
    ///   - configuration: The configuration JSON.
    ///   - widget: The widget it is for.
    ///   - field: The request field that holds the configuration (`configuration`), for messages.
    /// - throws: ``WidgetServerError`` (400) naming `field.parameter`.
    static func check(
        _ configuration: [String: IntentJSON], for widget: WidgetDescriptor, field: String
    ) throws -> WidgetConfigurationValues? {
        guard let schema = widget.intent, widget.isConfigurable else {
            if configuration.isEmpty { return nil }
            throw WidgetServerError.badRequest(
                "Widget '\(widget.kind)' has no configuration intent, so it takes no configuration. Leave "
                    + "'\(field)' out.", field: field, code: "notConfigurable")
        }
        let names = schema.parameters.map(\.name)
        for (name, value) in configuration.sorted(by: { $0.key < $1.key }) {
            guard let parameter = schema.parameter(named: name) else {
                throw WidgetServerError.badRequest(
                    "Widget '\(widget.kind)' has no parameter '\(name)'. Parameters: "
                        + names.map { "'\($0)'" }.joined(separator: ", ") + ".",
                    field: "\(field).\(name)", code: "unknownParameter")
            }
            if value.isNull {
                guard parameter.isOptional else {
                    throw WidgetServerError.badRequest(
                        "Parameter '\(name)' cannot be null; give \(parameter.valueType.expectedJSON).",
                        field: "\(field).\(name)", code: "missingValue")
                }
                continue
            }
            if let problem = self.problem(with: value, type: parameter.valueType) {
                throw WidgetServerError.badRequest(
                    "Parameter '\(name)' is \(problem); give \(parameter.valueType.expectedJSON)"
                        + choices(parameter.valueType) + ".", field: "\(field).\(name)", code: "typeMismatch")
            }
        }
        return configuration
    }

    /// What is wrong with a value for a type, or `nil` when it fits.
    static func problem(with value: IntentJSON, type: IntentValueType) -> String? {
        let shown = "'\(value.stringValue ?? value.description)'"
        switch type {
        case .string, .url, .entity:
            return value.stringValue == nil ? shown : nil
        case .date:
            guard let text = value.stringValue else { return shown }
            return (try? Date(text, strategy: .iso8601)) == nil ? "\(shown), not an ISO 8601 date" : nil
        case .int:
            return value.intValue == nil ? shown : nil
        case .double:
            return value.doubleValue == nil ? shown : nil
        case .bool:
            return value.boolValue == nil ? shown : nil
        case .enumeration(let descriptor):
            return descriptor.cases.contains { $0.rawValue == value } ? nil : shown
        case .array(let element):
            guard let elements = value.arrayValue else { return shown }
            for (index, item) in elements.enumerated() {
                if let problem = problem(with: item, type: element) { return "\(problem) at index \(index)" }
            }
            return nil
        }
    }

    /// For enums, the raw values to choose from.
    static func choices(_ type: IntentValueType) -> String {
        guard case .enumeration(let descriptor) = type else { return "" }
        return ": " + descriptor.cases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}
