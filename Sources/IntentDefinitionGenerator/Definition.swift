import Foundation

/// An `.intentdefinition` file: its custom intents, enums and types.
struct Definition {
    var intents: [Intent] = []
    var enums: [Enumeration] = []
    var types: [ObjectType] = []

    struct Intent {
        /// `INIntentName`, such as `Configuration`.
        let name: String
        /// The generated class, such as `ConfigurationIntent`.
        let className: String
        let title: String
        let description: String
        let parameters: [Parameter]
        let responseCodes: [ResponseCode]
        let responseParameters: [Parameter]
        /// Parameters whose type Linux does not have (`Person`, `Placemark`…): Xcode accepts them, so the file
        /// does too, and each becomes an unavailable property that says why when code uses it.
        var unavailableParameters: [UnavailableParameter] = []
        /// Response parameters of such types.
        var unavailableResponseParameters: [UnavailableParameter] = []
    }

    /// A parameter of a type that has no Linux counterpart.
    struct UnavailableParameter {
        let name: String
        /// The definition's type name, such as `Placemark`.
        let typeName: String
        /// What the type is on Apple's platforms, such as `CLPlacemark (Core Location)`.
        let appleType: String
    }

    struct Parameter {
        let name: String
        let title: String
        let type: ValueType
        let isArray: Bool
        let hasDynamicOptions: Bool
        let supportsSearch: Bool
        let supportsResolution: Bool
        /// The default as a Swift `IntentJSON` literal, such as `.string("dark")`.
        let defaultLiteral: String?

        /// The name with its first letter upper-cased, as in `resolveHero`.
        var capitalized: String { name.prefix(1).uppercased() + name.dropFirst() }
    }

    indirect enum ValueType {
        case string, integer, decimal, boolean, date, url
        case enumeration(Enumeration)
        case object(ObjectType)
    }

    struct Enumeration {
        /// `INEnumName`.
        let name: String
        let className: String
        let title: String
        /// The cases other than `unknown`.
        let cases: [Case]

        struct Case {
            let name: String
            let rawValue: Int
            let title: String
        }
    }

    struct ObjectType {
        /// `INTypeName`.
        let name: String
        let className: String
        let title: String
        /// Properties other than the built-in `identifier`, `displayString` and so on.
        var properties: [Parameter] = []
        /// Properties of types Linux does not have.
        var unavailableProperties: [UnavailableParameter] = []

        /// Xcode's "Custom" type: a parameter of type `Object` that names no `INTypes` entry is a plain `INObject`.
        static var plainObject: ObjectType { ObjectType(name: "INObject", className: "INObject", title: "Custom") }
    }

    struct ResponseCode {
        let name: String
        let rawValue: Int
        /// Response parameters named in the format string (`${reason}`), for the convenience constructor.
        let formatParameters: [String]
    }
}
