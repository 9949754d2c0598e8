import Foundation
import WidgetryKit

/// Reads the typed fields of an APNs `aps` dictionary the way APNs refuses them: a field of the wrong type is a
/// 400 `BadRequest` naming it (`"field": "stale-date"`), never accepted and dropped.
enum APNsPayloadFields {
    /// How far past the host's clock a push's `timestamp` may be: a day. Further is a mistake, not a schedule.
    static let latestTimestampAhead: TimeInterval = 86_400
    /// Seconds since 1970 with 13 digits are milliseconds (they would date the push in the year 33658 or later).
    static let millisecondsThreshold = 1e12

    /// A JSON number (not `true` or `false`, which Foundation also hands over as `NSNumber`, and which on Linux
    /// `is Bool` cannot tell from 0 and 1: their type code is `c`).
    static func number(_ value: Any?) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c", number.doubleValue.isFinite
        else { return nil }
        return number.doubleValue
    }

    /// An optional number: `nil` when absent or `null`, a 400 naming the field when present with another type.
    static func optionalNumber(_ aps: [String: Any], _ key: String, meaning: String) throws -> Double? {
        guard let value = aps[key], !(value is NSNull) else { return nil }
        guard let number = number(value) else {
            throw APNsError(
                400, "BadRequest", "aps.\(key) must be \(meaning); it is \(describe(value)).", field: key,
                expected: meaning, found: describe(value))
        }
        return number
    }

    /// `aps.timestamp`: required, seconds since 1970, not milliseconds and not more than a day ahead of `now`, as
    /// a timestamp from the future would make every later update look older and be ignored.
    static func timestamp(_ aps: [String: Any], now: Date) throws -> Double {
        guard let value = aps["timestamp"], let seconds = number(value) else {
            let found = aps["timestamp"].map(describe)
            throw APNsError(
                400, "BadRequest",
                "aps.timestamp (seconds since 1970) is required" + (found.map { "; it is \($0)." } ?? "."),
                field: "timestamp", expected: "seconds since 1970", found: found)
        }
        if seconds >= millisecondsThreshold {
            throw APNsError(
                400, "BadRequest",
                "aps.timestamp \(describe(value)) looks like milliseconds; APNs takes seconds since 1970 "
                    + "(\(Int(now.timeIntervalSince1970)) now).", field: "timestamp", expected: "seconds since 1970",
                found: describe(value))
        }
        guard seconds >= 0, seconds <= now.timeIntervalSince1970 + latestTimestampAhead else {
            throw APNsError(
                400, "BadRequest",
                "aps.timestamp \(describe(value)) is \(seconds < 0 ? "before 1970" : "more than a day ahead of the host's clock"); "
                    + "send the moment the update was made, in seconds since 1970 (\(Int(now.timeIntervalSince1970)) now).",
                field: "timestamp", expected: "seconds since 1970", found: describe(value))
        }
        return seconds
    }

    /// The 400 for content that does not decode as the activity's types, naming the inner field APNs' way:
    /// `content-state.currentStep` (or `attributes.…` for a push-to-start), what was expected and what came.
    static func undecodable(_ error: LiveActivityError) -> APNsError {
        let part = error.part == "attributes" ? "attributes" : "content-state"
        let field = error.field.map { part + "." + $0 } ?? part
        return APNsError(
            400, "BadRequest", "aps.\(field): \(error.message)", field: field, expected: error.expected,
            found: error.found)
    }

    /// A value as compact JSON, for messages: `"three"`, `1.5`, `true`, `{…}`.
    static func describe(_ value: Any) -> String {
        if value is NSNull { return "null" }
        if let number = value as? NSNumber, String(cString: number.objCType) == "c" {
            return number.boolValue ? "true" : "false"
        }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            let text = String(decoding: data, as: UTF8.self)
            return text.count > 60 ? String(text.prefix(59)) + "…" : text
        }
        return "\(value)"
    }
}
