extension AppEnum {
    public static var _intentValueType: IntentValueType {
        .enumeration(
            IntentEnumDescriptor(
                typeName: IntentError.typeName(Self.self),
                title: String(localized: typeDisplayRepresentation.name),
                cases: allCases.map(\.enumCase)
            )
        )
    }

    /// The raw value.
    public var _intentJSON: IntentJSON { rawValue._intentJSON }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Self {
        if let rawValue = try? await RawValue._decodeIntentValue(from: json, parameter: parameter),
            let value = Self(rawValue: rawValue)
        {
            return value
        }
        let valid = allCases.map(\.rawValue._intentJSON.bareText)
        throw IntentError(
            .invalidEnumValue,
            "Invalid value '\(json.bareText)' for parameter '\(parameter)' (\(IntentError.typeName(Self.self))). "
                + "Valid values: \(IntentError.quotedList(valid, limit: 50)).",
            parameter: parameter
        )
    }

    /// The cases, or those whose title or raw value contains `text`, ignoring case.
    public static func _intentValueOptions(matching text: String?) async throws -> [IntentValueOption] {
        let options = allCases.map { value in
            let enumCase = value.enumCase
            return IntentValueOption(value: enumCase.rawValue, title: enumCase.title, subtitle: enumCase.subtitle)
        }
        guard let text, !text.isEmpty else { return options }
        return options.filter {
            $0.title.localizedCaseInsensitiveContains(text) || $0.value.bareText.localizedCaseInsensitiveContains(text)
        }
    }

    private var enumCase: IntentEnumDescriptor.Case {
        let representation = Self.caseDisplayRepresentations[self]
        return IntentEnumDescriptor.Case(
            rawValue: rawValue._intentJSON,
            title: representation.map { String(localized: $0.title) } ?? rawValue._intentJSON.bareText,
            subtitle: representation?.subtitle.map { String(localized: $0) }
        )
    }
}

extension IntentJSON {
    /// The string itself for strings, the JSON text for everything else: a value inside single quotes.
    var bareText: String {
        if case .string(let string) = self { string } else { description }
    }
}
