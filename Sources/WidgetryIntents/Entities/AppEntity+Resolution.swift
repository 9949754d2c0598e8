extension AppEntity {
    /// Turns identifier strings back into entities through the default query, in order.
    ///
    /// - Parameter items: Each value's JSON and its parameter path, such as `characters[1]`.
    /// - throws: ``IntentError`` for a value that is not an identifier string, an identifier with no
    ///   entity (listing suggested identifiers), or a query that throws.
    static func resolve(_ items: [(json: IntentJSON, path: String)]) async throws -> [Self] {
        var identifiers: [ID] = []
        for (json, path) in items {
            let string: String
            switch json {
            case .string(let text): string = text
            case .int(let int): string = String(int)
            default: throw IntentError.typeMismatch(parameter: path, expected: _intentValueType, got: json)
            }
            guard let identifier = ID.entityIdentifier(for: string) else {
                throw IntentError(
                    .unknownEntity,
                    "'\(string)' is not a valid \(IntentError.typeName(ID.self)) identifier of "
                        + "\(IntentError.typeName(Self.self)) for parameter '\(path)'.",
                    parameter: path
                )
            }
            identifiers.append(identifier)
        }
        if identifiers.isEmpty { return [] }
        let found = try await runQuery("entities(for:)", parameter: items.first?.path.arrayBase) {
            try await defaultQuery.entities(for: identifiers)
        }
        let byID = Dictionary(found.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var entities: [Self] = []
        for (identifier, item) in zip(identifiers, items) {
            guard let entity = byID[identifier] else {
                throw await unknownEntity(identifier, path: item.path)
            }
            entities.append(entity)
        }
        return entities
    }

    private static func unknownEntity(_ identifier: ID, path: String) async -> IntentError {
        let name = String(localized: typeDisplayRepresentation.name)
        var message =
            "No \(name) with identifier '\(identifier.entityIdentifierString)' for parameter '\(path)' "
            + "(\(IntentError.typeName(Self.self)), found by \(IntentError.typeName(DefaultQuery.self)))."
        if let suggested = try? await defaultQuery.suggestedEntities(), !suggested.isEmpty {
            let identifiers = suggested.map(\.id.entityIdentifierString)
            message += " Suggested identifiers: \(IntentError.quotedList(identifiers))."
        }
        return IntentError(.unknownEntity, message, parameter: path)
    }

    /// Runs a query call, turning what it throws into an ``IntentError`` that names the query.
    static func runQuery<Result>(
        _ call: String, parameter: String?, _ body: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await body()
        } catch let error as IntentError {
            throw error
        } catch {
            let subject = parameter.map { "parameter '\($0)' (\(IntentError.typeName(Self.self)))" }
            throw IntentError(
                .queryFailed,
                "\(IntentError.typeName(DefaultQuery.self)).\(call) failed for "
                    + "\(subject ?? IntentError.typeName(Self.self)): \(error). Check the query, then try again.",
                parameter: parameter,
                cause: error
            )
        }
    }
}

extension String {
    /// `team` for `team[1]`: the parameter a path into an array belongs to.
    fileprivate var arrayBase: String {
        guard hasSuffix("]"), let bracket = firstIndex(of: "[") else { return self }
        return String(self[..<bracket])
    }
}
