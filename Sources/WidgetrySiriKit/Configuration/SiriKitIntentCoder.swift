import Foundation
import WidgetryIntents

/// Moves SiriKit intents to and from configuration JSON, as `IntentCoder` does for App Intents.
///
/// Strings, numbers and Booleans are JSON values; enum cases are written by name (`"dark"`), custom objects by
/// identifier (`"panda"`), dates in ISO 8601 and URLs as strings. Reading a configuration, objects are taken
/// from the registered handler's options, so they have their display strings and properties; without a
/// handler they are made from the identifier alone. Parameters left out get the definition's default or the
/// handler's `default<Parameter>(for:)`.
package enum SiriKitIntentCoder {
    /// The intent's parameters as a JSON object; parameters without a value (and enums at `unknown`) are left out.
    ///
    /// - Parameter intent: The intent.
    package static func encode(_ intent: INIntent) -> [String: IntentJSON] {
        var members: [String: IntentJSON] = [:]
        for parameter in type(of: intent)._intentDefinition.parameters {
            if let value = intent.value(forKey: parameter.name), let json = json(for: value, parameter: parameter) {
                members[parameter.name] = json
            }
        }
        return members
    }

    /// Makes an intent from a configuration.
    ///
    /// - Parameters:
    ///   - type: The generated intent class.
    ///   - configuration: Parameter name to value; `nil` or missing parameters take their defaults.
    /// - throws: ``IntentError`` for an unknown parameter, a value of the wrong type, an enum case that does
    ///   not exist, or an identifier the handler does not offer.
    package static func decode<Intent: INIntent>(_ type: Intent.Type, from configuration: [String: IntentJSON]?)
        async throws -> Intent
    {
        let definition = Intent._intentDefinition
        let members = configuration ?? [:]
        let names = definition.parameters.map(\.name)
        for name in members.keys.sorted() where !names.contains(name) {
            throw IntentError(
                .unknownParameter,
                "Intent '\(String(describing: type))' has no parameter '\(name)'. Parameters: "
                    + (names.isEmpty ? "(none)" : names.map { "'\($0)'" }.joined(separator: ", ")) + ".",
                parameter: name)
        }
        let intent = Intent()
        let handler = INExtension._registeredHandler(for: intent)
        let options = HandlerOptions(intentType: type, intent: intent, handler: handler)
        for parameter in definition.parameters {
            if let json = members[parameter.name], !json.isNull {
                intent.setValue(
                    try await value(from: json, parameter: parameter, options: options), forKey: parameter.name)
            }
        }
        for parameter in definition.parameters where intent.value(forKey: parameter.name) == nil {
            if members[parameter.name]?.isNull == true { continue }
            if let json = parameter.defaultValue {
                intent.setValue(
                    try await value(from: json, parameter: parameter, options: options), forKey: parameter.name)
            } else if let handler, let value = Intent._defaultValue(for: parameter.name, of: intent, handler: handler) {
                intent.setValue(value, forKey: parameter.name)
            }
        }
        return intent
    }

    /// A copy of the intent with the same parameter values.
    package static func copy<Intent: INIntent>(of intent: Intent) -> Intent {
        let copy = Intent()
        intent.copyValues(to: copy)
        return copy
    }

    // MARK: Values

    /// The JSON of a stored value, or `nil` when it stands for no value.
    static func json(for value: Any, parameter: IntentDefinition.Parameter) -> IntentJSON? {
        if parameter.isArray {
            guard let values = value as? [Any] else { return nil }
            return .array(values.compactMap { json(forElement: $0, type: parameter.type) })
        }
        return json(forElement: value, type: parameter.type)
    }

    static func json(forElement value: Any, type: IntentDefinition.ParameterType) -> IntentJSON? {
        switch type {
        case .string:
            return (value as? String).map(IntentJSON.string)
        case .integer:
            return (value as? NSNumber).map { .int($0.intValue) }
        case .decimal:
            return (value as? NSNumber).map { .double($0.doubleValue) }
        case .boolean:
            return (value as? NSNumber).map { .bool($0.boolValue) }
        case .date:
            guard let components = value as? DateComponents, let date = DateCoding.date(from: components) else {
                return nil
            }
            return .string(DateCoding.string(from: date))
        case .url:
            return (value as? URL).map { .string($0.absoluteString) }
        case .enumeration(let enumeration):
            guard let number = value as? NSNumber, let match = enumeration.case(rawValue: number.intValue) else {
                return nil
            }
            return .string(match.name)
        case .object:
            guard let object = value as? INObject else { return nil }
            return .string(object.identifier ?? object.displayString)
        }
    }

    static func value(
        from json: IntentJSON, parameter: IntentDefinition.Parameter, options: HandlerOptions
    ) async throws -> Any {
        guard parameter.isArray else {
            return try await element(from: json, parameter: parameter, path: parameter.name, options: options)
        }
        guard let elements = json.arrayValue else {
            throw mismatch(json, parameter: parameter, path: parameter.name, expected: "an array")
        }
        var values: [Any] = []
        for (index, item) in elements.enumerated() {
            values.append(
                try await element(
                    from: item, parameter: parameter, path: "\(parameter.name)[\(index)]", options: options))
        }
        return arrayOfGeneratedType(values, type: parameter.type)
    }

    /// Values typed as the generated property's array: `[String]`, `[NSNumber]`, `[DateComponents]`, `[URL]`, or
    /// `[INObject]` (which the generated getter casts to `[Hero]`).
    static func arrayOfGeneratedType(_ values: [Any], type: IntentDefinition.ParameterType) -> Any {
        switch type {
        case .string: values.compactMap { $0 as? String }
        case .integer, .decimal, .boolean, .enumeration: values.compactMap { $0 as? NSNumber }
        case .date: values.compactMap { $0 as? DateComponents }
        case .url: values.compactMap { $0 as? URL }
        case .object: values.compactMap { $0 as? INObject }
        }
    }

    static func element(
        from json: IntentJSON, parameter: IntentDefinition.Parameter, path: String, options: HandlerOptions
    ) async throws -> Any {
        switch parameter.type {
        case .string:
            guard let text = json.stringValue else { throw mismatch(json, parameter: parameter, path: path) }
            return text
        case .integer:
            guard let number = json.intValue else { throw mismatch(json, parameter: parameter, path: path) }
            return NSNumber(value: number)
        case .decimal:
            guard let number = json.doubleValue else { throw mismatch(json, parameter: parameter, path: path) }
            return NSNumber(value: number)
        case .boolean:
            guard let flag = json.boolValue else { throw mismatch(json, parameter: parameter, path: path) }
            return NSNumber(value: flag)
        case .date:
            guard let text = json.stringValue, let date = DateCoding.date(from: text) else {
                throw mismatch(json, parameter: parameter, path: path)
            }
            return DateCoding.components(from: date)
        case .url:
            guard let text = json.stringValue, let url = URL(string: text) else {
                throw mismatch(json, parameter: parameter, path: path)
            }
            return url
        case .enumeration(let enumeration):
            guard let name = json.stringValue ?? json.intValue.map(String.init) else {
                throw mismatch(json, parameter: parameter, path: path)
            }
            let match = enumeration.case(named: name) ?? Int(name).flatMap(enumeration.case(rawValue:))
            guard let match else {
                throw IntentError(
                    .invalidEnumValue,
                    "Invalid value '\(name)' for parameter '\(path)' (\(enumeration.typeName)). Valid values: "
                        + enumeration.cases.map { "'\($0.name)'" }.joined(separator: ", ") + ".",
                    parameter: path)
            }
            return NSNumber(value: match.rawValue)
        case .object(let object):
            guard let identifier = json.stringValue else { throw mismatch(json, parameter: parameter, path: path) }
            return try await options.object(identifier: identifier, type: object, parameter: parameter, path: path)
        }
    }

    static func mismatch(
        _ json: IntentJSON, parameter: IntentDefinition.Parameter, path: String, expected: String? = nil
    ) -> IntentError {
        let expectation =
            expected
            ?? IntentDefinition.Parameter(name: parameter.name, title: parameter.title, type: parameter.type)
            .valueType(handlingProtocol: "").expectedJSON
        return IntentError(
            .typeMismatch,
            "Invalid value \(json.quotedForMessageText) for parameter '\(path)'; give \(expectation).",
            parameter: path)
    }
}

extension IntentJSON {
    /// The value in single quotes, for messages.
    var quotedForMessageText: String {
        "'\(stringValue ?? description)'"
    }
}
