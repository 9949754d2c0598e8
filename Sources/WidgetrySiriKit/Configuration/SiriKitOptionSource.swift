import Foundation
import WidgetryIntents

/// The options and defaults of a SiriKit intent's parameters, for edit forms: enum cases from the definition,
/// and the registered handler's `provide<Parameter>OptionsCollection` and `default<Parameter>(for:)`.
///
/// For example, `SiriKitOptionSource(ConfigurationIntent.self).options(for: "character", matching: nil)` lists
/// the handler's characters by identifier and display string.
package struct SiriKitOptionSource<Intent: INIntent>: IntentOptionSource {
    /// Creates the source of an intent class's options.
    package init(_ type: Intent.Type) {}

    package func options(for parameter: String, matching text: String?) async throws -> [IntentValueOption]? {
        let definition = try Self.parameter(named: parameter)
        let options: [IntentValueOption]
        switch definition.type {
        case .enumeration(let enumeration):
            options = enumeration.cases.map { IntentValueOption(value: .string($0.name), title: $0.title) }
        default:
            let intent = Intent()
            let handler = INExtension._registeredHandler(for: intent)
            let search = definition.supportsSearch ? text : nil
            guard
                let items = try await HandlerOptions.items(
                    intentType: Intent.self, intent: intent, handler: handler, parameter: definition,
                    searchTerm: search)
            else { return nil }
            options = items.compactMap(Self.option(for:))
            if search != nil { return options }
        }
        guard let text, !text.isEmpty else { return options }
        return options.filter { $0.title.localizedCaseInsensitiveContains(text) }
    }

    package func defaultValue(for parameter: String) async throws -> IntentJSON? {
        let definition = try Self.parameter(named: parameter)
        if let value = definition.defaultValue { return value }
        let intent = Intent()
        guard let handler = INExtension._registeredHandler(for: intent),
            let value = Intent._defaultValue(for: parameter, of: intent, handler: handler)
        else { return nil }
        return SiriKitIntentCoder.json(for: value, parameter: definition)
    }

    /// How an option shows in a form: objects by identifier and display string, strings and numbers as they are.
    static func option(for item: AnyObject) -> IntentValueOption? {
        switch item {
        case let object as INObject:
            IntentValueOption(
                value: .string(object.identifier ?? object.displayString), title: object.displayString,
                subtitle: object.subtitleString)
        case let string as NSString:
            IntentValueOption(value: .string(string as String), title: string as String)
        case let number as NSNumber:
            IntentValueOption(value: .double(number.doubleValue), title: number.stringValue)
        default:
            nil
        }
    }

    static func parameter(named name: String) throws -> IntentDefinition.Parameter {
        let definition = Intent._intentDefinition
        guard let parameter = definition.parameter(named: name) else {
            throw IntentError(
                .unknownParameter,
                "Intent '\(String(describing: Intent.self))' has no parameter '\(name)'. Parameters: "
                    + definition.parameters.map { "'\($0.name)'" }.joined(separator: ", ") + ".",
                parameter: name)
        }
        return parameter
    }
}
