import Foundation

/// How attributes and content states become JSON and back: Foundation's default strategies (dates as seconds
/// since 2001, as in APNs Live Activity payloads), with sorted keys so equal values give equal bytes.
enum ActivityJSON {
    static func encode<Value: Encodable>(_ value: Value, part: String, type: String) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return try encoder.encode(value)
        } catch {
            throw LiveActivityError.unencodable(part, type: type, error: error)
        }
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, part: String) throws -> Value {
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw LiveActivityError.undecodable(
                part, type: String(reflecting: Value.self), json: data, error: error,
                decodes: { _ = try JSONDecoder().decode(Value.self, from: $0) })
        }
    }

    /// The name an attributes type is known by in the store, in push payloads and as a Live Activity's kind.
    static func typeName<Attributes: ActivityAttributes>(_ type: Attributes.Type) -> String {
        String(describing: type)
    }

    /// Encodes typed content into the store's JSON form.
    static func encode<State: Encodable>(
        _ content: ActivityContent<State>, type: String
    ) throws -> ActivityContent<Data> {
        ActivityContent(
            state: try encode(content.state, part: "content state", type: type),
            staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }

    /// Decodes the store's JSON content into typed content.
    static func decode<State: Decodable>(_ type: State.Type, from content: ActivityContent<Data>) throws
        -> ActivityContent<State>
    {
        ActivityContent(
            state: try decode(State.self, from: content.state, part: "content state"),
            staleDate: content.staleDate, relevanceScore: content.relevanceScore)
    }
}
