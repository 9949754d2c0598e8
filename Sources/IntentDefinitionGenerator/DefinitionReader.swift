import Foundation

/// Reads an `.intentdefinition` file (an XML property list) into a ``Definition``.
enum DefinitionReader {
    /// The standard response codes every generated `…IntentResponseCode` has, in order from 0.
    static let standardResponseCodes = [
        "unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch",
    ]

    /// Properties every `INObject` has; the file lists them for custom types but they are not generated.
    static let builtInProperties: Set<String> = [
        "identifier", "displayString", "pronunciationHint", "alternativeSpeakableMatches", "subtitleString",
        "displayImage",
    ]

    static func read(_ url: URL) throws -> Definition {
        let file = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DefinitionError(file: url.path, path: "", message: "cannot be read: \(error.localizedDescription)")
        }
        // Old-style (OpenStep) plists parse too, noisily; definition files are XML or binary plists.
        let start = String(decoding: data.prefix(64), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard
            start.hasPrefix("<?xml") || start.hasPrefix("<plist") || start.hasPrefix("<!DOCTYPE")
                || start.hasPrefix("bplist")
        else {
            throw DefinitionError(
                file: file, path: "",
                message: "is not a property list: an .intentdefinition file is an XML plist starting with '<?xml'")
        }
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw DefinitionError(
                file: file, path: "",
                message: "is not a valid property list (\(error.localizedDescription)); open it in Xcode or check "
                    + "its XML")
        }
        return try read(PlistNode(value: plist, path: "", file: file))
    }

    static func read(_ root: PlistNode) throws -> Definition {
        _ = try root.dictionary()
        var definition = Definition()
        // Types and enums first: parameters refer to them by name.
        for node in try root.array("INEnums") {
            definition.enums.append(try enumeration(node))
        }
        var typeNodes: [(PlistNode, Definition.ObjectType)] = []
        for node in try root.array("INTypes") {
            let name = try node.identifier("INTypeName")
            let className = try node.optional("INTypeClassName") != nil ? try node.identifier("INTypeClassName") : name
            typeNodes.append(
                (
                    node,
                    Definition.ObjectType(
                        name: name, className: className, title: try node.string("INTypeDisplayName") ?? name)
                ))
        }
        definition.types = typeNodes.map(\.1)
        for (index, (node, _)) in typeNodes.enumerated() {
            for property in try node.array("INTypeProperties") {
                let name = try property.identifier("INTypePropertyName")
                if try property.bool("INTypePropertyDefault") || builtInProperties.contains(name) { continue }
                switch try parameter(property, prefix: "INTypeProperty", name: name, definition: definition) {
                case .supported(let read): definition.types[index].properties.append(read)
                case .unavailable(let read): definition.types[index].unavailableProperties.append(read)
                }
            }
        }
        for node in try root.array("INIntents") {
            if let intent = try intent(node, definition: definition) { definition.intents.append(intent) }
        }
        try checkUniqueNames(definition, root: root)
        return definition
    }

    static func enumeration(_ node: PlistNode) throws -> Definition.Enumeration {
        let name = try node.identifier("INEnumName")
        let className = try node.optional("INEnumClassName") != nil ? try node.identifier("INEnumClassName") : name
        var cases: [Definition.Enumeration.Case] = []
        var next = 1
        for value in try node.array("INEnumValues") {
            let caseName = try value.identifier("INEnumValueName")
            let index = try value.int("INEnumValueIndex")
            if caseName == "unknown" {
                if let index, index != 0 {
                    throw value.fail("the 'unknown' case must have index 0, not \(index)")
                }
                continue
            }
            let rawValue = index ?? next
            if rawValue == 0 {
                throw value.fail("case '\(caseName)' has index 0, which is reserved for 'unknown'")
            }
            if let clash = cases.first(where: { $0.rawValue == rawValue || $0.name == caseName }) {
                throw value.fail(
                    "case '\(caseName)' (index \(rawValue)) repeats case '\(clash.name)' (index \(clash.rawValue))")
            }
            cases.append(
                .init(name: caseName, rawValue: rawValue, title: try value.string("INEnumValueDisplayName") ?? caseName)
            )
            next = rawValue + 1
        }
        return .init(
            name: name, className: className, title: try node.string("INEnumDisplayName") ?? name, cases: cases)
    }

    /// A custom intent, or `nil` for a system intent, whose class is Apple's (`INPlayMediaIntent`).
    static func intent(_ node: PlistNode, definition: Definition) throws -> Definition.Intent? {
        let name = try node.identifier("INIntentName")
        let kind = try node.string("INIntentType") ?? "Custom"
        if kind == "System" { return nil }
        guard kind == "Custom" else {
            throw try node.required("INIntentType").fail("unknown intent type '\(kind)'; expected 'Custom' or 'System'")
        }
        let className =
            try node.optional("INIntentClassName") != nil ? try node.identifier("INIntentClassName") : name + "Intent"
        var parameters: [Definition.Parameter] = []
        var unavailable: [Definition.UnavailableParameter] = []
        for parameterNode in try node.array("INIntentParameters") {
            let parameterName = try parameterNode.identifier("INIntentParameterName")
            if parameters.contains(where: { $0.name == parameterName })
                || unavailable.contains(where: { $0.name == parameterName })
            {
                throw parameterNode.fail("parameter '\(parameterName)' is defined twice")
            }
            switch try parameter(
                parameterNode, prefix: "INIntentParameter", name: parameterName, definition: definition)
            {
            case .supported(let read): parameters.append(read)
            case .unavailable(let read): unavailable.append(read)
            }
        }
        var codes: [Definition.ResponseCode] = []
        var responseParameters: [Definition.Parameter] = []
        var unavailableResponse: [Definition.UnavailableParameter] = []
        if let response = try node.optional("INIntentResponse") {
            for parameterNode in try response.array("INIntentResponseParameters") {
                let parameterName = try parameterNode.identifier("INIntentResponseParameterName")
                switch try parameter(
                    parameterNode, prefix: "INIntentResponseParameter", name: parameterName, definition: definition)
                {
                case .supported(let read): responseParameters.append(read)
                case .unavailable(let read): unavailableResponse.append(read)
                }
            }
            var custom = 100
            for codeNode in try response.array("INIntentResponseCodes") {
                let codeName = try codeNode.identifier("INIntentResponseCodeName")
                let rawValue: Int
                if let standard = standardResponseCodes.firstIndex(of: codeName) {
                    rawValue = standard
                } else {
                    rawValue = custom
                    custom += 1
                }
                let format = try codeNode.string("INIntentResponseCodeFormatString") ?? ""
                // A parameter Linux cannot have is left out of the code's convenience constructor.
                let named = formatParameters(format).filter { name in !unavailableResponse.contains { $0.name == name }
                }
                for parameterName in named where !responseParameters.contains(where: { $0.name == parameterName }) {
                    throw try codeNode.required("INIntentResponseCodeFormatString").fail(
                        "names '${\(parameterName)}', which is not a response parameter; response parameters: "
                            + (responseParameters.isEmpty
                                ? "(none)" : responseParameters.map { "'\($0.name)'" }.joined(separator: ", ")))
                }
                codes.append(.init(name: codeName, rawValue: rawValue, formatParameters: named))
            }
        }
        return .init(
            name: name, className: className, title: try node.string("INIntentTitle") ?? name,
            description: try node.string("INIntentDescription") ?? "", parameters: parameters, responseCodes: codes,
            responseParameters: responseParameters, unavailableParameters: unavailable,
            unavailableResponseParameters: unavailableResponse)
    }

    /// The parameter names a response format string uses, in order, once each: `${reason}`.
    static func formatParameters(_ format: String) -> [String] {
        var names: [String] = []
        var rest = format[...]
        while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
            let name = String(rest[start.upperBound..<end])
            if !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: end)...]
        }
        return names
    }
}
