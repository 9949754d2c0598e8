import Foundation
import WidgetryKit

/// The bounds APNs fields are checked against, and the refusal of content the activity's types cannot decode.
enum APNsPayloadFields {
    /// How far past the host's clock a push's `timestamp` may be: a day. Further is a mistake, not a schedule.
    static let latestTimestampAhead: TimeInterval = 86_400
    /// Seconds since 1970 with 13 digits are milliseconds (they would date the push in the year 33658 or later).
    static let millisecondsThreshold = 1e12

    /// The 400 for content that does not decode as the activity's types, naming the inner field APNs' way:
    /// `content-state.currentStep` (or `attributes.…` for a push-to-start), what was expected and what came.
    static func undecodable(_ error: LiveActivityError) -> APNsError {
        let part = error.part == "attributes" ? "attributes" : "content-state"
        let field = error.field.map { part + "." + $0 } ?? part
        return APNsError(
            400, "BadRequest", "aps.\(field): \(error.message)", field: field, expected: error.expected,
            found: error.found)
    }
}
