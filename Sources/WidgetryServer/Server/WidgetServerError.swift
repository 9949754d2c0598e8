import Foundation
import Hummingbird
import WidgetryHost
import WidgetryIntents
import WidgetryKit

/// An error the server answers with: an HTTP status and `{"error": {"message": …, "field": …, "code": …}}`.
///
/// Messages say what was wrong, with the value in single quotes, and what to do; `field` names the request field
/// (a JSON member such as `family` or `configuration.category`, a query item such as `scale`, or `body`) when one
/// is to blame. For example:
///
/// ```json
/// {"error": {"code": "unsupportedFamily", "field": "family",
///            "message": "Widget 'Favorites' does not support family 'systemSmall'. Supported families: 'systemMedium'."}}
/// ```
public struct WidgetServerError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The HTTP status code, such as 400.
    public let statusCode: Int
    /// A sentence that says what was wrong and what to do.
    public let message: String
    /// The request field to blame, if one is.
    public let field: String?
    /// A stable, machine-readable name for the problem, such as `unknownInstance`.
    public let code: String
    /// What the server wanted in ``field``, such as `Int`, when a value had the wrong type.
    public var expected: String? = nil
    /// What the request had in ``field``, as JSON, when a value had the wrong type.
    public var found: String? = nil

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - statusCode: The HTTP status code.
    ///   - code: A machine-readable name for the problem.
    ///   - message: What was wrong and what to do.
    ///   - field: The request field to blame.
    public init(statusCode: Int, code: String, message: String, field: String? = nil) {
        self.statusCode = statusCode
        self.code = code
        self.message = message
        self.field = field
    }

    public var description: String { message }

    /// A 400 for a bad request field.
    static func badRequest(_ message: String, field: String?, code: String = "invalidRequest") -> WidgetServerError {
        WidgetServerError(statusCode: 400, code: code, message: message, field: field)
    }

    /// A 404 for something that does not exist.
    static func notFound(_ message: String, code: String = "notFound") -> WidgetServerError {
        WidgetServerError(statusCode: 404, code: code, message: message)
    }

    /// The error's JSON body.
    var body: Data {
        var error: [String: String] = ["message": message, "code": code]
        if let field { error["field"] = field }
        if let expected { error["expected"] = expected }
        if let found { error["found"] = found }
        return (try? APIJSON.encoder.encode(["error": error])) ?? Data(#"{"error":{"message":"Error."}}"#.utf8)
    }
}

extension WidgetServerError: HTTPResponseError {
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: statusCode) }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = APIJSON.response(body, status: status)
        if statusCode == 401 { response.headers[.wwwAuthenticate] = #"Bearer realm="widgetry""# }
        return response
    }
}

extension WidgetServerError {
    /// The error to answer with for anything a handler threw: host, kit, intent and HTTP errors keep their
    /// message and get the status that fits; anything else is a 500 that does not leak details.
    ///
    /// - Parameters:
    ///   - error: What was thrown.
    ///   - field: The request field to blame for configuration and family errors.
    static func from(_ error: any Error, field: String? = nil) -> WidgetServerError {
        switch error {
        case let error as WidgetServerError:
            return error
        case let error as HostError:
            return from(error, field: field)
        case let error as WidgetError:
            let status = [.providerFailed, .providerTimedOut].contains(error.code) ? 502 : 400
            let blamed: String? =
                switch error.code {
                case .unknownKind, .notATimelineWidget: "kind"
                case .unsupportedFamily, .unknownFamily: "family"
                case .invalidConfiguration, .notConfigurable: field ?? "configuration"
                default: field
                }
            return WidgetServerError(
                statusCode: status, code: error.code.rawValue, message: error.message, field: blamed)
        case let error as IntentError:
            let blamed = error.parameter.map { (field.map { $0 + "." } ?? "") + $0 } ?? field
            return WidgetServerError(statusCode: 400, code: error.code.rawValue, message: error.message, field: blamed)
        case let error as HTTPError:
            let message = error.body ?? "\(error.status.reasonPhrase)."
            let code = error.status.code == 404 ? "notFound" : "http\(error.status.code)"
            return WidgetServerError(statusCode: error.status.code, code: code, message: message)
        default:
            return WidgetServerError(
                statusCode: 500, code: "internal",
                message: "The server failed to answer: \(String(describing: type(of: error))). See its log.")
        }
    }

    private static func from(_ error: HostError, field: String?) -> WidgetServerError {
        switch error.code {
        case .unknownInstance, .unknownControl, .noRendering:
            return WidgetServerError(statusCode: 404, code: error.code.rawValue, message: error.message)
        case .notATimelineWidget:
            return badRequest(error.message, field: "kind", code: error.code.rawValue)
        case .unsupportedFamily:
            return badRequest(error.message, field: "family", code: error.code.rawValue)
        case .invalidConfiguration:
            return badRequest(error.message, field: field ?? "configuration", code: error.code.rawValue)
        case .invalidVariant:
            return badRequest(error.message, field: field ?? "scheme", code: error.code.rawValue)
        case .invalidPush:
            return badRequest(error.message, field: field ?? "body", code: error.code.rawValue)
        case .actionFailed:
            return WidgetServerError(statusCode: 422, code: error.code.rawValue, message: error.message)
        case .storeFailed:
            return WidgetServerError(statusCode: 500, code: error.code.rawValue, message: error.message)
        case .leaseLost:
            // Another host runs the work; asking again reaches the new state.
            return WidgetServerError(statusCode: 409, code: error.code.rawValue, message: error.message)
        case .instanceExists:
            return WidgetServerError(statusCode: 409, code: error.code.rawValue, message: error.message, field: "id")
        }
    }
}
