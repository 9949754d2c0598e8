import Foundation

extension String: _IntentValue {
    public static var _intentValueType: IntentValueType { .string }

    public var _intentJSON: IntentJSON { .string(self) }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> String {
        guard let string = json.stringValue else {
            throw IntentError.typeMismatch(parameter: parameter, expected: .string, got: json)
        }
        return string
    }
}

extension Int: _IntentValue {
    public static var _intentValueType: IntentValueType { .int }

    public var _intentJSON: IntentJSON { .int(self) }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Int {
        guard let int = json.intValue else {
            throw IntentError.typeMismatch(parameter: parameter, expected: .int, got: json)
        }
        return int
    }
}

extension Double: _IntentValue {
    public static var _intentValueType: IntentValueType { .double }

    public var _intentJSON: IntentJSON { .double(self) }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Double {
        guard let double = json.doubleValue else {
            throw IntentError.typeMismatch(parameter: parameter, expected: .double, got: json)
        }
        return double
    }
}

extension Bool: _IntentValue {
    public static var _intentValueType: IntentValueType { .bool }

    public var _intentJSON: IntentJSON { .bool(self) }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Bool {
        guard let bool = json.boolValue else {
            throw IntentError.typeMismatch(parameter: parameter, expected: .bool, got: json)
        }
        return bool
    }
}

extension Date: _IntentValue {
    public static var _intentValueType: IntentValueType { .date }

    /// ISO 8601 in UTC, with milliseconds only when the date has a fraction of a second.
    public var _intentJSON: IntentJSON {
        let formatter = ISO8601DateFormatter()
        let seconds = timeIntervalSinceReferenceDate
        if seconds.rounded(.down) != seconds {
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        }
        return .string(formatter.string(from: self))
    }

    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> Date {
        if let string = json.stringValue {
            let formatter = ISO8601DateFormatter()
            if let date = formatter.date(from: string) { return date }
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            if let date = formatter.date(from: string) { return date }
        }
        throw IntentError.typeMismatch(parameter: parameter, expected: .date, got: json)
    }
}

extension URL: _IntentValue {
    public static var _intentValueType: IntentValueType { .url }

    public var _intentJSON: IntentJSON { .string(absoluteString) }

    /// Accepts absolute URLs only, such as `https://example.com/a`: a scheme is required.
    public static func _decodeIntentValue(from json: IntentJSON, parameter: String) async throws -> URL {
        guard let string = json.stringValue, let url = URL(string: string), url.scheme != nil else {
            throw IntentError(
                .typeMismatch,
                "Parameter '\(parameter)' expects an absolute URL string such as 'https://example.com', "
                    + "got \(json.quotedForMessage).",
                parameter: parameter
            )
        }
        return url
    }
}
