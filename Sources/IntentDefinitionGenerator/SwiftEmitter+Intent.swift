extension SwiftEmitter {
    mutating func emitIntent(_ intent: Definition.Intent) {
        line()
        if !intent.description.isEmpty { line("/// \(intent.description.replacingOccurrences(of: "\n", with: " "))") }
        line("public class \(intent.className): INIntent, @unchecked Sendable {")
        for parameter in intent.parameters {
            line()
            emitStoredProperty(parameter)
        }
        for parameter in intent.unavailableParameters {
            line()
            emitUnavailableProperty(parameter)
        }
        emitDefinition(intent)
        line()
        line("    public override class func _isHandler(_ handler: Any) -> Bool {")
        line("        handler is \(intent.className)Handling")
        line("    }")
        emitOptionsBridge(intent)
        emitDefaultBridge(intent)
        line("}")
    }

    /// What the host reads to build the widget's configuration schema.
    mutating func emitDefinition(_ intent: Definition.Intent) {
        line()
        line("    public override class var _intentDefinition: IntentDefinition {")
        line("        IntentDefinition(")
        line(
            "            title: \(SwiftText.quoted(intent.title)), description: \(SwiftText.quoted(intent.description)),"
        )
        if intent.parameters.isEmpty {
            line("            parameters: [])")
        } else {
            line("            parameters: [")
            for parameter in intent.parameters {
                var arguments = [
                    "name: \(SwiftText.quoted(parameter.name))", "title: \(SwiftText.quoted(parameter.title))",
                    "type: \(Self.definitionType(parameter.type))",
                ]
                if parameter.isArray { arguments.append("isArray: true") }
                if let literal = parameter.defaultLiteral { arguments.append("defaultValue: \(literal)") }
                if parameter.hasDynamicOptions { arguments.append("hasDynamicOptions: true") }
                if parameter.supportsSearch { arguments.append("supportsSearch: true") }
                line("                .init(")
                line("                    " + arguments.joined(separator: ", ") + "),")
            }
            line("            ])")
        }
        line("    }")
    }

    static func definitionType(_ type: Definition.ValueType) -> String {
        switch type {
        case .string: ".string"
        case .integer: ".integer"
        case .decimal: ".decimal"
        case .boolean: ".boolean"
        case .date: ".date"
        case .url: ".url"
        case .object(let object): ".object(.init(\(object.className).self, title: \(SwiftText.quoted(object.title))))"
        case .enumeration(let enumeration):
            ".enumeration(.init(typeName: \(SwiftText.quoted(enumeration.className)), title: "
                + "\(SwiftText.quoted(enumeration.title)), cases: ["
                + enumeration.cases.map {
                    ".init(name: \(SwiftText.quoted($0.name)), rawValue: \($0.rawValue), title: \(SwiftText.quoted($0.title)))"
                }.joined(separator: ", ") + "]))"
        }
    }

    /// Lets the host ask a handler for options without knowing the generated protocol.
    mutating func emitOptionsBridge(_ intent: Definition.Intent) {
        let dynamic = intent.parameters.filter(\.hasDynamicOptions)
        guard !dynamic.isEmpty else { return }
        line()
        line("    public override class func _provideOptions(")
        line("        for parameter: String, of intent: INIntent, searchTerm: String?, handler: Any")
        line("    ) async throws -> (any INObjectCollectionProtocol)? {")
        line(
            "        guard let handler = handler as? \(intent.className)Handling, let intent = intent as? \(intent.className)"
        )
        line("        else { return nil }")
        line("        switch parameter {")
        for parameter in dynamic {
            let search = parameter.supportsSearch ? ", searchTerm: searchTerm" : ""
            line("        case \(SwiftText.quoted(parameter.name)):")
            line(
                "            return try await handler.provide\(parameter.capitalized)OptionsCollection(for: intent\(search))"
            )
        }
        line("        default:")
        line("            return nil")
        line("        }")
        line("    }")
    }

    mutating func emitDefaultBridge(_ intent: Definition.Intent) {
        let dynamic = intent.parameters.filter(\.hasDynamicOptions)
        guard !dynamic.isEmpty else { return }
        line()
        line(
            "    public override class func _defaultValue(for parameter: String, of intent: INIntent, handler: Any) -> Any? {"
        )
        line(
            "        guard let handler = handler as? \(intent.className)Handling, let intent = intent as? \(intent.className)"
        )
        line("        else { return nil }")
        line("        switch parameter {")
        for parameter in dynamic {
            line("        case \(SwiftText.quoted(parameter.name)):")
            line("            return handler.default\(parameter.capitalized)(for: intent)")
        }
        line("        default:")
        line("            return nil")
        line("        }")
        line("    }")
    }
}
