import Foundation
import Hummingbird
import WidgetryIntents

/// The JSON conventions of the API: sorted keys, ISO 8601 dates, unescaped slashes, and bodies read as
/// `IntentJSON` so every complaint can name its field.
enum APIJSON {
    /// The encoder of every response.
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }()

    /// The largest request body the API reads.
    static let maximumBodySize = 256 * 1024

    /// A response with a JSON body.
    static func response(_ data: Data, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A response with a value encoded as JSON.
    static func response(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        response(try encoder.encode(value), status: status)
    }

    /// An empty `204 No Content`.
    static var noContent: Response { Response(status: .noContent) }

    /// The request's body bytes, at most ``maximumBodySize``.
    static func bodyData(of request: Request) async throws -> Data {
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maximumBodySize)
        } catch {
            throw WidgetServerError(
                statusCode: 413, code: "bodyTooLarge",
                message: "The request body is larger than \(maximumBodySize / 1024) KiB. Send less.", field: "body")
        }
        return Data(buffer.readableBytesView)
    }

    /// The request's body as a JSON value; an empty body is `null`.
    ///
    /// - throws: ``WidgetServerError`` (400, field `body`) when the body is not JSON.
    static func body(of request: Request) async throws -> IntentJSON {
        let data = try await bodyData(of: request)
        if data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) { return .null }
        do {
            return try JSONDecoder().decode(IntentJSON.self, from: data)
        } catch {
            throw WidgetServerError.badRequest(
                "The request body is not valid JSON. Send a JSON object such as {\"kind\": \"WeatherWidget\"}.",
                field: "body", code: "invalidJSON")
        }
    }

    /// The members of a body that must be an object (or empty, when `allowEmpty`).
    static func object(_ json: IntentJSON, allowEmpty: Bool = false) throws -> [String: IntentJSON] {
        if allowEmpty, json.isNull { return [:] }
        guard let object = json.objectValue else {
            throw WidgetServerError.badRequest(
                "The request body is \(json.kindDescription); send a JSON object.", field: "body", code: "notAnObject")
        }
        return object
    }

    /// An optional string member.
    static func string(_ object: [String: IntentJSON], _ name: String, example: String) throws -> String? {
        guard let value = object[name], !value.isNull else { return nil }
        guard let string = value.stringValue else {
            throw WidgetServerError.badRequest(
                "Field '\(name)' is \(value.kindDescription); it must be a string such as '\(example)'.", field: name)
        }
        return string
    }

    /// A required string member.
    static func requiredString(_ object: [String: IntentJSON], _ name: String, example: String) throws -> String {
        guard let string = try string(object, name, example: example) else {
            throw WidgetServerError.badRequest(
                "Field '\(name)' is missing. Give it as a string such as '\(example)'.", field: name)
        }
        return string
    }

    /// An optional boolean member.
    static func bool(_ object: [String: IntentJSON], _ name: String) throws -> Bool? {
        guard let value = object[name], !value.isNull else { return nil }
        guard let bool = value.boolValue else {
            throw WidgetServerError.badRequest(
                "Field '\(name)' is \(value.kindDescription); it must be true or false.", field: name)
        }
        return bool
    }

    /// Rejects members other than the known ones, so a typo is not silently ignored.
    static func rejectUnknown(_ object: [String: IntentJSON], known: [String]) throws {
        if let unknown = object.keys.sorted().first(where: { !known.contains($0) }) {
            throw WidgetServerError.badRequest(
                "Unknown field '\(unknown)'. Fields: \(known.map { "'\($0)'" }.joined(separator: ", ")).",
                field: unknown)
        }
    }
}
