/// Finds an intent's parameters: the stored properties `_name` that hold an `IntentParameter`.
enum IntentReflection {
    struct Entry {
        let name: String
        let parameter: any AnyIntentParameter
    }

    static func parameters(of intent: some AppIntent) -> [Entry] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"),
                let parameter = child.value as? any AnyIntentParameter
            else { return nil }
            return Entry(name: String(label.dropFirst()), parameter: parameter)
        }
    }

    static func parameter(named name: String, of intent: some AppIntent) throws -> any AnyIntentParameter {
        let entries = parameters(of: intent)
        guard let entry = entries.first(where: { $0.name == name }) else {
            throw IntentError.unknownParameter(name, intentType: type(of: intent), valid: entries.map(\.name))
        }
        return entry.parameter
    }
}

extension IntentError {
    static func unknownParameter(_ name: String, intentType: Any.Type, valid: [String]) -> IntentError {
        IntentError(
            .unknownParameter,
            "Unknown parameter '\(name)' for intent '\(typeName(intentType))'. "
                + (valid.isEmpty ? "It has no parameters." : "Parameters: \(quotedList(valid, limit: 50))."),
            parameter: name
        )
    }
}
