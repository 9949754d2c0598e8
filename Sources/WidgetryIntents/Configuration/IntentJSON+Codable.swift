import Foundation

extension IntentJSON: Codable {
    /// Decodes any JSON value; whole numbers that fit become ``int(_:)``, other numbers ``double(_:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([IntentJSON].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: IntentJSON].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value.")
        }
    }

    /// Encodes the value as the JSON it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// Parses JSON text.
    ///
    /// For example: `try IntentJSON(parsing: #"{"category": "food"}"#)`.
    ///
    /// - Parameter text: The JSON text; a top-level scalar such as `3` or `"food"` is allowed.
    /// - throws: ``IntentError`` with code ``IntentError/Code/invalidJSON`` when the text is not JSON.
    public init(parsing text: String) throws {
        do {
            self = try JSONDecoder().decode(IntentJSON.self, from: Data(text.utf8))
        } catch {
            let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
            throw IntentError(
                .invalidJSON,
                "Invalid JSON '\(shown)'. Write a JSON value such as {\"name\": \"value\"}.",
                cause: error
            )
        }
    }
}
