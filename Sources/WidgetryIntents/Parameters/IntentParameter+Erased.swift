/// An `IntentParameter` of any value type: what `IntentCoder` and `IntentSchema` find through `Mirror`.
protocol AnyIntentParameter: AnyObject, Sendable {
    /// The parameter's descriptor, under the property's name.
    func descriptor(name: String) -> IntentParameterDescriptor
    /// The current value as JSON; `nil` when the parameter has none.
    func encodedValue() -> IntentJSON?
    /// Reads a value from JSON and stores it.
    func decodeAndStore(_ json: IntentJSON, name: String) async throws
    /// Stores a value from the value type's default (such as a query's `defaultResult()`) when the
    /// parameter is unset, has no `default:` and is not optional; throws when there is none.
    func resolveMissingValue(name: String, intentType: Any.Type) async throws
    /// Copies the stored value of another parameter of the same value type.
    func copyStoredValue(from other: any AnyIntentParameter)
    /// The value type's options, such as enum cases or suggested entities.
    func options(matching text: String?) async throws -> [IntentValueOption]
    /// The value a person would see before choosing: the current value or the default result.
    func resolvedDefault() async throws -> IntentJSON?
}

extension IntentParameter: AnyIntentParameter {
    func descriptor(name: String) -> IntentParameterDescriptor {
        IntentParameterDescriptor(
            name: name,
            title: String(localized: title),
            description: description.map { String(localized: $0) },
            valueType: Value._intentValueType,
            isOptional: Value._isOptionalIntentValue,
            defaultValue: defaultValue?._intentJSON
        )
    }

    func encodedValue() -> IntentJSON? {
        currentValue?._intentJSON
    }

    func decodeAndStore(_ json: IntentJSON, name: String) async throws {
        let value = try await Value._decodeIntentValue(from: json, parameter: name)
        if let range, let number = json.numberValue, !range.contains(number) {
            throw IntentError(
                .typeMismatch,
                "Parameter '\(name)' is \(json), outside its inclusiveRange \(range.lowerBound)...\(range.upperBound). "
                    + "Give a value in that range.",
                parameter: name)
        }
        setStoredValue(value)
    }

    func resolveMissingValue(name: String, intentType: Any.Type) async throws {
        guard currentValue == nil else { return }
        if let optionsSource, let value = try await optionsSource.defaultTypedValue() as? Value {
            setStoredValue(value)
            return
        }
        let value: Value?
        do {
            value = try await Value._defaultIntentValue()
        } catch let error as IntentError {
            throw error
        } catch {
            throw IntentError(
                .queryFailed,
                "Finding a default for parameter '\(name)' of '\(IntentError.typeName(intentType))' failed: "
                    + "\(error)",
                parameter: name, cause: error)
        }
        guard let value else {
            throw IntentError(
                .missingValue,
                "Parameter '\(name)' (\(IntentError.typeName(Value.self))) of '\(IntentError.typeName(intentType))' "
                    + "has no value. "
                    + "Give it a value in the configuration, a default with @Parameter(title:default:), "
                    + "or a query whose defaultResult() returns one.",
                parameter: name
            )
        }
        setStoredValue(value)
    }

    func copyStoredValue(from other: any AnyIntentParameter) {
        guard let other = other as? IntentParameter<Value> else { return }
        setStoredValue(other.storedValue)
    }

    func options(matching text: String?) async throws -> [IntentValueOption] {
        if let optionsSource { return try await optionsSource.options(text) }
        return try await Value._intentValueOptions(matching: text)
    }

    func resolvedDefault() async throws -> IntentJSON? {
        if let value = currentValue { return value._intentJSON }
        if let optionsSource, let value = try await optionsSource.defaultValue() { return value }
        return try await Value._defaultIntentValue()?._intentJSON
    }
}
