import Foundation

extension DefinitionReader {
    /// Parameter types that have no Linux counterpart, with what they are on Apple's platforms.
    static let unsupportedTypes: [String: String] = [
        "Placemark": "CLPlacemark (Core Location)", "Location": "CLPlacemark (Core Location)",
        "Person": "INPerson", "File": "INFile", "PaymentMethod": "INPaymentMethod",
        "CurrencyAmount": "INCurrencyAmount", "Currency": "INCurrencyAmount", "Distance": "Measurement<UnitLength>",
        "Temperature": "Measurement<UnitTemperature>", "Mass": "Measurement<UnitMass>",
        "Volume": "Measurement<UnitVolume>", "Speed": "Measurement<UnitSpeed>", "Energy": "Measurement<UnitEnergy>",
        "Duration": "a time interval", "Timer": "a timer",
    ]

    static let supportedTypeList =
        "String, Integer, Decimal, Boolean, DateComponents, URL, an enum (INIntentParameterEnumType) or a custom "
        + "type (Object with INIntentParameterObjectType)"

    /// Reads an intent parameter, a response parameter or a custom type's property; `prefix` is the keys'
    /// common start, such as `INIntentParameter`.
    static func parameter(
        _ node: PlistNode, prefix: String, name: String, definition: Definition
    ) throws -> Definition.Parameter {
        let type = try valueType(node, prefix: prefix, definition: definition)
        let isArray = try node.bool(prefix + "SupportsMultipleValues")
        let dynamic = try node.bool(prefix + "SupportsDynamicEnumeration")
        if dynamic {
            switch type {
            case .string, .integer, .object: break
            default:
                throw try node.required(prefix + "SupportsDynamicEnumeration").fail(
                    "dynamic options are only supported for String, Integer and custom-type parameters")
            }
        }
        var defaultLiteral: String?
        if let metadata = try node.optional(prefix + "Metadata"),
            let value = try metadata.optional(prefix + "MetadataDefaultValue")
        {
            let literal = try literal(for: value, type: type)
            defaultLiteral = literal == ".null" ? nil : literal
        }
        return .init(
            name: name, title: try node.string(prefix + "DisplayName") ?? name, type: type, isArray: isArray,
            hasDynamicOptions: dynamic, supportsSearch: try node.bool(prefix + "SupportsSearch"),
            supportsResolution: try node.bool(prefix + "SupportsResolution"), defaultLiteral: defaultLiteral)
    }

    static func valueType(_ node: PlistNode, prefix: String, definition: Definition) throws -> Definition.ValueType {
        if let enumNode = try node.optional(prefix + "EnumType") {
            let name = try enumNode.string()
            guard let enumeration = definition.enums.first(where: { $0.name == name }) else {
                throw enumNode.fail(
                    "names enum '\(name)', which INEnums does not define; enums: "
                        + (definition.enums.isEmpty
                            ? "(none)" : definition.enums.map { "'\($0.name)'" }.joined(separator: ", ")))
            }
            return .enumeration(enumeration)
        }
        let typeNode = try node.required(prefix + "Type")
        let typeName = try typeNode.string()
        switch typeName {
        case "String": return .string
        case "Integer": return .integer
        case "Decimal": return .decimal
        case "Boolean": return .boolean
        case "DateComponents", "Date": return .date
        case "URL": return .url
        case "Object", "Enum":
            let key = typeName == "Object" ? prefix + "ObjectType" : prefix + "EnumType"
            let objectNode = try node.required(key)
            let name = try objectNode.string()
            if let object = definition.types.first(where: { $0.name == name }) { return .object(object) }
            if let enumeration = definition.enums.first(where: { $0.name == name }) { return .enumeration(enumeration) }
            throw objectNode.fail(
                "names type '\(name)', which INTypes does not define; types: "
                    + (definition.types.isEmpty
                        ? "(none)" : definition.types.map { "'\($0.name)'" }.joined(separator: ", ")))
        default:
            if let apple = unsupportedTypes[typeName] {
                throw typeNode.fail(
                    "type '\(typeName)' (\(apple) on Apple's platforms) is not available on Linux; use \(supportedTypeList)"
                )
            }
            throw typeNode.fail("unknown type '\(typeName)'; use \(supportedTypeList)")
        }
    }

    /// The default value as a Swift `IntentJSON` literal.
    static func literal(for node: PlistNode, type: Definition.ValueType) throws -> String {
        let value = node.value
        switch type {
        case .string, .url:
            guard let text = value as? String else { throw node.fail("expected a string default") }
            return ".string(\(SwiftText.quoted(text)))"
        case .integer:
            if let number = value as? NSNumber, !(value is Bool) { return ".int(\(number.intValue))" }
            if let text = value as? String, let number = Int(text) { return ".int(\(number))" }
            throw node.fail("expected an integer default, found \(PlistNode.kind(of: value))")
        case .decimal:
            if let number = value as? NSNumber, !(value is Bool) { return ".double(\(number.doubleValue))" }
            if let text = value as? String, let number = Double(text) { return ".double(\(number))" }
            throw node.fail("expected a number default, found \(PlistNode.kind(of: value))")
        case .boolean:
            if let flag = value as? Bool { return ".bool(\(flag))" }
            if let number = value as? NSNumber { return ".bool(\(number.boolValue))" }
            throw node.fail("expected a Boolean default, found \(PlistNode.kind(of: value))")
        case .enumeration(let enumeration):
            let name: String
            if let text = value as? String {
                name = text
            } else if let number = value as? NSNumber,
                let match = enumeration.cases.first(where: { $0.rawValue == number.intValue })
            {
                name = match.name
            } else {
                throw node.fail(
                    "expected the name of a case of \(enumeration.name), found \(PlistNode.kind(of: value))")
            }
            if name == "unknown" { return ".null" }
            guard enumeration.cases.contains(where: { $0.name == name }) else {
                throw node.fail(
                    "default '\(name)' is not a case of \(enumeration.name); cases: "
                        + enumeration.cases.map { "'\($0.name)'" }.joined(separator: ", "))
            }
            return ".string(\(SwiftText.quoted(name)))"
        case .date, .object:
            throw node.fail("defaults are only supported for strings, numbers, Booleans and enums")
        }
    }

    /// Two generated declarations with one name would not compile; say which entries clash.
    static func checkUniqueNames(_ definition: Definition, root: PlistNode) throws {
        var owners: [String: String] = [:]
        func claim(_ name: String, by owner: String) throws {
            if let previous = owners[name] {
                throw root.fail("\(owner) and \(previous) would both generate a declaration named '\(name)'")
            }
            owners[name] = owner
        }
        for intent in definition.intents {
            let owner = "intent '\(intent.name)'"
            for suffix in ["", "Handling", "Response", "ResponseCode"] {
                try claim(intent.className + suffix, by: owner)
            }
        }
        for enumeration in definition.enums {
            try claim(enumeration.className, by: "enum '\(enumeration.name)'")
            try claim(enumeration.className + "ResolutionResult", by: "enum '\(enumeration.name)'")
        }
        for type in definition.types {
            try claim(type.className, by: "type '\(type.name)'")
            try claim(type.className + "ResolutionResult", by: "type '\(type.name)'")
        }
    }
}

/// Swift source text helpers.
enum SwiftText {
    /// A string literal with quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "Any", "catch", "false", "is",
        "nil", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// The name, in backticks when it is a keyword.
    static func name(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
