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

    /// A parameter as read: one Widgetry generates, or one whose type Linux does not have.
    enum ReadParameter {
        case supported(Definition.Parameter)
        case unavailable(Definition.UnavailableParameter)
    }

    /// Reads an intent parameter, a response parameter or a custom type's property; `prefix` is the keys'
    /// common start, such as `INIntentParameter`.
    ///
    /// Optional keys take the values Xcode's intent editor gives them: no type is `String` (a new parameter's
    /// type), `Object` without an object type is Xcode's "Custom" type (`INObject`), and flags are off. A flag that
    /// does not fit the type (dynamic options left from an earlier type) is ignored, as Xcode ignores it, and so is
    /// a default value for a type that has none (dates and objects).
    static func parameter(
        _ node: PlistNode, prefix: String, name: String, definition: Definition
    ) throws -> ReadParameter {
        let type: Definition.ValueType
        switch try valueType(node, prefix: prefix, definition: definition) {
        case .supported(let supported): type = supported
        case .unavailable(let typeName, let apple):
            return .unavailable(.init(name: name, typeName: typeName, appleType: apple))
        }
        let isArray = try node.bool(prefix + "SupportsMultipleValues")
        var dynamic = try node.bool(prefix + "SupportsDynamicEnumeration")
        switch type {
        case .string, .integer, .object: break
        default: dynamic = false
        }
        var defaultLiteral: String?
        if let metadata = try node.optional(prefix + "Metadata"), (try? metadata.dictionary()) != nil,
            let value = try metadata.optional(prefix + "MetadataDefaultValue")
        {
            switch type {
            case .date, .object: break
            default:
                let literal = try literal(for: value, type: type)
                defaultLiteral = literal == ".null" ? nil : literal
            }
        }
        return .supported(
            .init(
                name: name, title: try node.string(prefix + "DisplayName") ?? name, type: type, isArray: isArray,
                hasDynamicOptions: dynamic, supportsSearch: try node.bool(prefix + "SupportsSearch"),
                supportsResolution: try node.bool(prefix + "SupportsResolution"), defaultLiteral: defaultLiteral))
    }

    /// A parameter's type as read: one Widgetry has, or one Linux does not have with what it is on Apple's platforms.
    enum ReadType {
        case supported(Definition.ValueType)
        case unavailable(typeName: String, apple: String)
    }

    static func valueType(_ node: PlistNode, prefix: String, definition: Definition) throws -> ReadType {
        if let enumNode = try node.optional(prefix + "EnumType") {
            let name = try enumNode.string()
            guard let enumeration = definition.enums.first(where: { $0.name == name }) else {
                throw enumNode.fail(
                    "names enum '\(name)', which INEnums does not define; enums: "
                        + (definition.enums.isEmpty
                            ? "(none)" : definition.enums.map { "'\($0.name)'" }.joined(separator: ", ")))
            }
            return .supported(.enumeration(enumeration))
        }
        // Xcode's editor gives a new parameter the String type; a file without the key means that.
        guard let typeNode = try node.optional(prefix + "Type") else { return .supported(.string) }
        let typeName = try typeNode.string()
        switch typeName {
        case "String": return .supported(.string)
        case "Integer": return .supported(.integer)
        case "Decimal": return .supported(.decimal)
        case "Boolean": return .supported(.boolean)
        case "DateComponents", "Date": return .supported(.date)
        case "URL": return .supported(.url)
        case "Object", "Enum":
            let key = typeName == "Object" ? prefix + "ObjectType" : prefix + "EnumType"
            guard let objectNode = try node.optional(key) else {
                if typeName == "Object" { return .supported(.object(.plainObject)) }
                throw typeNode.fail("type 'Enum' needs '\(key)', the name of one of INEnums")
            }
            let name = try objectNode.string()
            if let object = definition.types.first(where: { $0.name == name }) { return .supported(.object(object)) }
            if let enumeration = definition.enums.first(where: { $0.name == name }) {
                return .supported(.enumeration(enumeration))
            }
            throw objectNode.fail(
                "names type '\(name)', which INTypes does not define; types: "
                    + (definition.types.isEmpty
                        ? "(none)" : definition.types.map { "'\($0.name)'" }.joined(separator: ", ")))
        default:
            if let apple = unsupportedTypes[typeName] { return .unavailable(typeName: typeName, apple: apple) }
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
            return ".null"
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
