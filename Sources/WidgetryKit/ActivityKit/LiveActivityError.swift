import Foundation

/// An error about Live Activities as the host keeps them: unknown identifiers, content that is too large or does
/// not decode, changes to an activity that already ended.
///
/// Messages say what was wrong, with the value in single quotes, and what to do instead.
public struct LiveActivityError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What went wrong.
    public enum Code: String, Sendable, Codable {
        case unknownActivity, contentTooLarge, undecodableContent, unencodableContent, activityEnded
        case activitiesDisabled, unknownAttributesType, duplicateActivity
    }

    /// What went wrong.
    public let code: Code
    /// A sentence that says what was wrong and what to do.
    public private(set) var message: String
    /// Which part of the activity's JSON was wrong — `attributes` or `content state` — when one was.
    public private(set) var part: String?
    /// Where in that part's JSON decoding failed, as a dotted path such as `currentStep` or `stops.0.name`;
    /// `nil` when the whole part was wrong.
    public private(set) var field: String?
    /// What the type wanted at ``field``, such as `Int`, when the decoder said.
    public private(set) var expected: String?
    /// What came at ``field``, as JSON (such as `1.5` or `"three"`), or `nil` when it was missing.
    public private(set) var found: String?

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    static func unknownActivity(_ id: String) -> Self {
        Self(.unknownActivity, "No Live Activity has the identifier '\(id)'. Use the identifier the start returned.")
    }

    static func contentTooLarge(attributesType: String, size: Int, limit: Int) -> Self {
        Self(
            .contentTooLarge,
            "The attributes and content state of '\(attributesType)' take \(size) bytes encoded; "
                + "the limit is \(limit) bytes. Send less data, such as identifiers instead of full records.")
    }

    static func activityEnded(_ id: String) -> Self {
        Self(.activityEnded, "Live Activity '\(id)' has already ended, so it cannot change. Start a new one.")
    }

    static let activitiesDisabled = Self(
        .activitiesDisabled, "Live Activities are turned off. Turn them on in the host before starting one.")

    static func undecodable(
        _ part: String, type: String, json: Data, error: any Error, decodes: ((Data) throws -> Void)? = nil
    ) -> Self {
        let text = String(decoding: json.prefix(200), as: UTF8.self)
        var failure = Self(
            .undecodableContent,
            "The \(part) JSON '\(text)' does not decode as '\(type)': \(describe(error)). "
                + "Send JSON that matches the type's Codable form.")
        failure.part = part
        var detail = DecodingFailure(error, json: json)
        if detail.path == nil, let decodes, let located = DecodingFailure.misfitNumber(in: json, decodes: decodes) {
            detail = located
            failure.message =
                "The \(part) JSON '\(text)' does not decode as '\(type)': '\(located.path ?? "")' must be a whole "
                + "number that fits; it is \(located.found ?? "?"). Send JSON that matches the type's Codable form."
        }
        failure.field = detail.path
        failure.expected = detail.expected
        failure.found = detail.found
        return failure
    }

    static func unencodable(_ part: String, type: String, error: any Error) -> Self {
        var failure = Self(
            .unencodableContent, "The \(part) of '\(type)' could not be encoded as JSON: \(describe(error)).")
        failure.part = part
        return failure
    }

    static func unknownAttributesType(_ type: String, known: [String]) -> Self {
        let list = known.isEmpty ? "none" : known.map { "'\($0)'" }.joined(separator: ", ")
        return Self(
            .unknownAttributesType,
            "No Live Activity in this bundle has attributes type '\(type)'. Attributes types: \(list).")
    }

    /// A short account of a decoding error: what was missing or mismatched, and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            return keys.isEmpty ? "the top level" : "'\(keys.joined(separator: "."))'"
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
            return "key '\(key.stringValue)' is missing\(parent)"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context))"
        case .valueNotFound(let type, let context):
            return "expected a \(type) value at \(path(context)) but found null"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        @unknown default:
            return "\(error)"
        }
    }
}
