extension SwiftEmitter {
    /// The resolution result class of a parameter's values.
    static func resolutionResult(_ type: Definition.ValueType) -> String {
        switch type {
        case .string: "INStringResolutionResult"
        case .integer: "INIntegerResolutionResult"
        case .decimal: "INDoubleResolutionResult"
        case .boolean: "INBooleanResolutionResult"
        case .date: "INDateComponentsResolutionResult"
        case .url: "INURLResolutionResult"
        case .enumeration(let enumeration): enumeration.className + "ResolutionResult"
        case .object(let object): object.className + "ResolutionResult"
        }
    }

    /// The element type of a dynamic options collection: `Hero`, `NSString` or `NSNumber`.
    static func optionType(_ type: Definition.ValueType) -> String {
        switch type {
        case .object(let object): object.className
        case .string: "NSString"
        default: "NSNumber"
        }
    }

    /// The handling protocol, with Xcode's requirements in both completion-handler and `async` forms.
    ///
    /// Objective-C protocols make these requirements optional; Swift on Linux cannot, so a protocol extension
    /// gives every requirement a default. Each `async` default calls the completion-handler form, so a handler
    /// implements whichever form it likes; a default completion-handler form answers as if the method were
    /// missing (options: ``INIntentHandlerMethodMissing``; resolution: `notRequired()`).
    mutating func emitHandling(_ intent: Definition.Intent) {
        let protocolName = intent.className + "Handling"
        let intentType = intent.className
        let response = intent.className + "Response"
        var requirements: [(declaration: String, body: [String])] = []
        for parameter in intent.parameters {
            let capitalized = parameter.capitalized
            if parameter.supportsResolution {
                let single = Self.resolutionResult(parameter.type)
                let result = parameter.isArray ? "[\(single)]" : single
                let missing = parameter.isArray ? "[\(single).notRequired()]" : "\(single).notRequired()"
                requirements.append(
                    (
                        "func resolve\(capitalized)(for intent: \(intentType), with completion: @escaping (\(result)) -> Swift.Void)",
                        ["completion(\(missing))"]
                    ))
                requirements.append(
                    (
                        "func resolve\(capitalized)(for intent: \(intentType)) async -> \(result)",
                        ["await _awaitCompletion { resolve\(capitalized)(for: intent, with: $0) }"]
                    ))
            }
            if parameter.hasDynamicOptions {
                let collection = "INObjectCollection<\(Self.optionType(parameter.type))>"
                let search = parameter.supportsSearch ? ", searchTerm: String?" : ""
                let searchArgument = parameter.supportsSearch ? ", searchTerm: searchTerm" : ""
                let method =
                    parameter.supportsSearch
                    ? "provide\(capitalized)OptionsCollection(for:searchTerm:with:)"
                    : "provide\(capitalized)OptionsCollection(for:with:)"
                requirements.append(
                    (
                        "func provide\(capitalized)OptionsCollection(for intent: \(intentType)\(search), with completion: @escaping (\(collection)?, Error?) -> Swift.Void)",
                        ["completion(nil, INIntentHandlerMethodMissing(method: \(SwiftText.quoted(method))))"]
                    ))
                requirements.append(
                    (
                        "func provide\(capitalized)OptionsCollection(for intent: \(intentType)\(search)) async throws -> \(collection)",
                        [
                            "try await _awaitCompletion(method: \(SwiftText.quoted(method))) {",
                            "    provide\(capitalized)OptionsCollection(for: intent\(searchArgument), with: $0)",
                            "}",
                        ]
                    ))
                requirements.append(
                    (
                        "func default\(capitalized)(for intent: \(intentType)) -> \(Self.propertyType(parameter))",
                        ["nil"]
                    ))
            }
        }
        requirements.append(
            (
                "func confirm(intent: \(intentType), completion: @escaping (\(response)) -> Swift.Void)",
                ["completion(\(response)(code: .ready, userActivity: nil))"]
            ))
        requirements.append(
            (
                "func confirm(intent: \(intentType)) async -> \(response)",
                ["await _awaitCompletion { confirm(intent: intent, completion: $0) }"]
            ))
        requirements.append(
            (
                "func handle(intent: \(intentType), completion: @escaping (\(response)) -> Swift.Void)",
                ["completion(\(response)(code: .success, userActivity: nil))"]
            ))
        requirements.append(
            (
                "func handle(intent: \(intentType)) async -> \(response)",
                ["await _awaitCompletion { handle(intent: intent, completion: $0) }"]
            ))

        line()
        line("/// Resolves, confirms and handles \(intentType), and provides its parameters' options and defaults.")
        line("public protocol \(protocolName): NSObjectProtocol {")
        for requirement in requirements {
            line()
            line("    \(requirement.declaration)")
        }
        line("}")
        line()
        line("extension \(protocolName) {")
        for (index, requirement) in requirements.enumerated() {
            if index > 0 { line() }
            line("    public \(requirement.declaration) {")
            for bodyLine in requirement.body { line("        \(bodyLine)") }
            line("    }")
        }
        line("}")
    }

    mutating func emitResponse(_ intent: Definition.Intent) {
        let response = intent.className + "Response"
        let code = response + "Code"
        line()
        line("public enum \(code): Int, Sendable {")
        for (index, name) in DefinitionReader.standardResponseCodes.enumerated() {
            line("    case \(SwiftText.name(name)) = \(index)")
        }
        for custom in intent.responseCodes where custom.rawValue >= 100 {
            line("    case \(SwiftText.name(custom.name)) = \(custom.rawValue)")
        }
        line("}")
        line()
        line("public class \(response): INIntentResponse {")
        for parameter in intent.responseParameters {
            line()
            emitStoredProperty(parameter)
        }
        for parameter in intent.unavailableResponseParameters {
            line()
            emitUnavailableProperty(parameter)
        }
        line()
        line("    /// The response's code.")
        line("    public fileprivate(set) var code: \(code) {")
        line(
            "        get { (value(forKey: \"code\") as? NSNumber).flatMap { \(code)(rawValue: $0.intValue) } ?? .unspecified }"
        )
        line("        set { setValue(NSNumber(value: newValue.rawValue), forKey: \"code\") }")
        line("    }")
        line()
        line("    /// Creates a response with a code and an activity to continue in the app.")
        line("    public convenience init(code: \(code), userActivity: NSUserActivity?) {")
        line("        self.init()")
        line("        self.code = code")
        line("        self.userActivity = userActivity")
        line("    }")
        for responseCode in intent.responseCodes where !responseCode.formatParameters.isEmpty {
            let parameters = responseCode.formatParameters.compactMap { name in
                intent.responseParameters.first { $0.name == name }
            }
            let arguments = parameters.map {
                "\(SwiftText.name($0.name)): \(Self.propertyType($0, optional: !Self.isPlainEnum($0)))"
            }
            line()
            line("    /// A `\(responseCode.name)` response with its parameters.")
            line(
                "    public static func \(SwiftText.name(responseCode.name))(\(arguments.joined(separator: ", "))) -> \(response) {"
            )
            line("        let response = \(response)(code: .\(SwiftText.name(responseCode.name)), userActivity: nil)")
            for parameter in parameters {
                line("        response.\(SwiftText.name(parameter.name)) = \(SwiftText.name(parameter.name))")
            }
            line("        return response")
            line("    }")
        }
        line("}")
    }

    static func isPlainEnum(_ parameter: Definition.Parameter) -> Bool {
        if case .enumeration = parameter.type, !parameter.isArray { true } else { false }
    }
}
