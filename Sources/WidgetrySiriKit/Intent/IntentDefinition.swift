import WidgetryIntents

/// What an `.intentdefinition` file says about one custom intent: its title and its parameters.
///
/// Generated intent classes return it from ``INIntent/_intentDefinition``; the host turns it into the widget's
/// configuration schema (``schema(typeName:)``) and reads and writes configurations with it. For example, the
/// generator writes:
///
/// ```swift
/// IntentDefinition(title: "Select Character", description: "", parameters: [
///     .init(name: "character", title: "Character", type: .object(.init(Character.self, title: "Character")),
///           hasDynamicOptions: true)
/// ])
/// ```
///
/// Apple has no such type: on Apple's platforms the compiled definition file carries this information.
public struct IntentDefinition: Sendable {
    /// The intent's title (`INIntentTitle`).
    public let title: String
    /// The intent's description (`INIntentDescription`); empty when it has none.
    public let description: String
    /// The configurable parameters, in the order the file lists them.
    public let parameters: [Parameter]

    /// Creates a definition.
    ///
    /// - Parameters:
    ///   - title: The intent's title.
    ///   - description: The intent's description.
    ///   - parameters: The parameters.
    public init(title: String, description: String, parameters: [Parameter]) {
        self.title = title
        self.description = description
        self.parameters = parameters
    }

    /// The parameter with this name, or `nil`.
    public func parameter(named name: String) -> Parameter? {
        parameters.first { $0.name == name }
    }

    /// One intent parameter (`INIntentParameters`).
    public struct Parameter: Sendable {
        /// The parameter's name (`INIntentParameterName`): the generated property and the configuration key.
        public let name: String
        /// The title people see (`INIntentParameterDisplayName`).
        public let title: String
        /// The type of each value.
        public let type: ParameterType
        /// Whether the parameter holds several values (`INIntentParameterSupportsMultipleValues`).
        public let isArray: Bool
        /// The default from the definition (`INIntentParameterMetadataDefaultValue`), as configuration JSON:
        /// enum cases by name.
        public let defaultValue: IntentJSON?
        /// Whether a handler provides the values (`INIntentParameterSupportsDynamicEnumeration`).
        public let hasDynamicOptions: Bool
        /// Whether the handler's options can be searched (`INIntentParameterSupportsSearch`).
        public let supportsSearch: Bool

        /// Creates a parameter.
        ///
        /// - Parameters:
        ///   - name: The parameter's name.
        ///   - title: The title people see.
        ///   - type: The type of each value.
        ///   - isArray: Whether it holds several values.
        ///   - defaultValue: The default, as configuration JSON.
        ///   - hasDynamicOptions: Whether a handler provides the values.
        ///   - supportsSearch: Whether those values can be searched.
        public init(
            name: String, title: String, type: ParameterType, isArray: Bool = false, defaultValue: IntentJSON? = nil,
            hasDynamicOptions: Bool = false, supportsSearch: Bool = false
        ) {
            self.name = name
            self.title = title
            self.type = type
            self.isArray = isArray
            self.defaultValue = defaultValue
            self.hasDynamicOptions = hasDynamicOptions
            self.supportsSearch = supportsSearch
        }
    }

    /// The type of a parameter's values, and what the generated property holds.
    public enum ParameterType: Sendable {
        /// Text: `String`.
        case string
        /// A whole number: `NSNumber`.
        case integer
        /// A number: `NSNumber`.
        case decimal
        /// On or off: `NSNumber` holding a `Bool`.
        case boolean
        /// A date and time: `DateComponents`.
        case date
        /// A URL: `URL`.
        case url
        /// A case of a generated enum: `NSNumber` holding the case's raw value.
        case enumeration(EnumType)
        /// A generated `INObject` subclass.
        case object(ObjectType)
    }

    /// A generated enum (`INEnums`): its cases by name and raw value.
    public struct EnumType: Sendable {
        /// The Swift type's name, such as `Theme`.
        public let typeName: String
        /// The title people see (`INEnumDisplayName`).
        public let title: String
        /// The cases, without `unknown`, in the file's order.
        public let cases: [Case]

        /// Creates an enum type.
        ///
        /// - Parameters:
        ///   - typeName: The Swift type's name.
        ///   - title: The title people see.
        ///   - cases: The cases, without `unknown`.
        public init(typeName: String, title: String, cases: [Case]) {
            self.typeName = typeName
            self.title = title
            self.cases = cases
        }

        /// The case with this raw value, or `nil`.
        public func `case`(rawValue: Int) -> Case? { cases.first { $0.rawValue == rawValue } }

        /// The case with this name, or `nil`.
        public func `case`(named name: String) -> Case? { cases.first { $0.name == name } }

        /// One case.
        public struct Case: Sendable {
            /// The case's name (`INEnumValueName`), as configuration JSON writes it.
            public let name: String
            /// The raw value (`INEnumValueIndex`).
            public let rawValue: Int
            /// The title people see (`INEnumValueDisplayName`).
            public let title: String

            /// Creates a case.
            ///
            /// - Parameters:
            ///   - name: The case's name.
            ///   - rawValue: The raw value.
            ///   - title: The title people see.
            public init(name: String, rawValue: Int, title: String) {
                self.name = name
                self.rawValue = rawValue
                self.title = title
            }
        }
    }

    /// A generated `INObject` subclass (`INTypes`).
    public struct ObjectType: Sendable {
        /// The class, to make values from identifiers.
        public let objectClass: INObject.Type
        /// The title people see (`INTypeDisplayName`).
        public let title: String

        /// The class's name, such as `Character`.
        public var typeName: String { String(describing: objectClass) }

        /// Creates an object type.
        ///
        /// - Parameters:
        ///   - objectClass: The generated class.
        ///   - title: The title people see.
        public init(_ objectClass: INObject.Type, title: String) {
            self.objectClass = objectClass
            self.title = title
        }
    }
}
