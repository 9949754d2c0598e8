import Foundation
import WidgetryIntents
import WidgetryKit

/// An APNs push payload, `{"aps": {…}}`, decoded the way APNs reads it: every field typed, and a field of the wrong
/// type a 400 `BadRequest` naming it (`"field": "stale-date"`, what was expected and what came), never accepted and
/// dropped. The Live Activity route reads `event`, `timestamp`, `content-state`, `stale-date`, `dismissal-date`,
/// `relevance-score`, `alert` and, for a push-to-start, `attributes-type`, `attributes` and `input-push-token`.
struct APNsPayload: Decodable, Sendable {
    /// The `aps` dictionary.
    let aps: APS

    /// How far past the host's clock a push's `timestamp` may be: a day. Further is a mistake, not a schedule.
    static let latestTimestampAhead: TimeInterval = 86_400
    /// Seconds since 1970 with 13 digits are milliseconds (they would date the push in the year 33658 or later).
    static let millisecondsThreshold = 1e12

    /// Decodes a payload, as APNs words its refusals.
    ///
    /// - throws: ``APNsError`` `BadRequest` for a payload that is not `{"aps": {…}}` or a field of the wrong type.
    static func decode(_ data: Data) throws -> APNsPayload {
        do {
            return try JSONDecoder().decode(APNsPayload.self, from: data)
        } catch let error as APNsError {
            throw error
        } catch {
            throw APNsError(400, "BadRequest", #"The payload must be a JSON object with an "aps" object."#)
        }
    }

    /// `aps`: what APNs and the device read.
    struct APS: Decodable, Sendable {
        /// `start`, `update` or `end`.
        var event: String?
        /// Seconds since 1970 when the update was made (checked by ``checkedTimestamp(now:)``).
        var timestamp: Double?
        /// The activity's `ContentState` as a JSON object.
        var contentState: JSONObject?
        /// Seconds since 1970 when the content goes stale.
        var staleDate: Double?
        /// Seconds since 1970 when an ended activity leaves the Lock Screen.
        var dismissalDate: Double?
        /// Which activity the Dynamic Island shows first.
        var relevanceScore: Double?
        /// The `ActivityAttributes` type a push-to-start starts.
        var attributesType: String?
        /// The attributes of the activity a push-to-start starts, as a JSON object.
        var attributes: JSONObject?
        /// The alert that lights the screen.
        var alert: Alert?
        /// `1` when a push-started activity should get a push token of its own.
        var inputPushToken: Int?

        enum Key: String, CodingKey {
            case event, timestamp, attributes, alert
            case contentState = "content-state"
            case staleDate = "stale-date"
            case dismissalDate = "dismissal-date"
            case relevanceScore = "relevance-score"
            case attributesType = "attributes-type"
            case inputPushToken = "input-push-token"
        }

        init(from decoder: any Decoder) throws {
            let fields = try decoder.container(keyedBy: Key.self)
            event = try fields.apnsField(.event, as: String.self, meaning: "a string: 'start', 'update' or 'end'")
            timestamp = try fields.apnsField(.timestamp, as: Double.self, meaning: "seconds since 1970")
            contentState = try fields.apnsField(.contentState, as: JSONObject.self, meaning: "a JSON object")
            staleDate = try fields.apnsField(.staleDate, as: Double.self, meaning: "seconds since 1970")
            dismissalDate = try fields.apnsField(.dismissalDate, as: Double.self, meaning: "seconds since 1970")
            relevanceScore = try fields.apnsField(.relevanceScore, as: Double.self, meaning: "a number")
            attributesType = try fields.apnsField(.attributesType, as: String.self, meaning: "a type's name")
            attributes = try fields.apnsField(.attributes, as: JSONObject.self, meaning: "a JSON object")
            alert = try fields.apnsField(
                .alert, as: Alert.self, meaning: #"a string or an object: {"title", "body", "sound"}"#)
            inputPushToken = try fields.apnsField(.inputPushToken, as: Int.self, meaning: "1")
        }

        /// `timestamp`: required, seconds since 1970, not milliseconds and not more than a day ahead of `now`, as a
        /// timestamp from the future would make every later update look older and be ignored.
        func checkedTimestamp(now: Date) throws -> Double {
            guard let seconds = timestamp else {
                throw APNsError(
                    400, "BadRequest", "aps.timestamp (seconds since 1970) is required.", field: "timestamp",
                    expected: "seconds since 1970")
            }
            // As the JSON had it: whole seconds without a fraction.
            let shown = seconds.rounded() == seconds && abs(seconds) < 1e15 ? String(Int64(seconds)) : "\(seconds)"
            if seconds >= APNsPayload.millisecondsThreshold {
                throw APNsError(
                    400, "BadRequest",
                    "aps.timestamp \(shown) looks like milliseconds; APNs takes seconds since 1970 "
                        + "(\(Int(now.timeIntervalSince1970)) now).", field: "timestamp",
                    expected: "seconds since 1970", found: shown)
            }
            guard seconds >= 0, seconds <= now.timeIntervalSince1970 + APNsPayload.latestTimestampAhead else {
                throw APNsError(
                    400, "BadRequest",
                    "aps.timestamp \(shown) is \(seconds < 0 ? "before 1970" : "more than a day ahead of the host's clock"); "
                        + "send the moment the update was made, in seconds since 1970 (\(Int(now.timeIntervalSince1970)) now).",
                    field: "timestamp", expected: "seconds since 1970", found: shown)
            }
            return seconds
        }

        /// The alert as ActivityKit's configuration, or `nil` without one.
        var alertConfiguration: AlertConfiguration? {
            alert.map { alert in
                AlertConfiguration(
                    title: LocalizedStringResource(stringLiteral: alert.title?.text ?? ""),
                    body: LocalizedStringResource(stringLiteral: alert.body?.text ?? ""),
                    sound: alert.sound.map { $0 == "default" ? .default : .named($0) } ?? .default)
            }
        }
    }

    /// `aps.alert`: `{"title", "body", "sound"}`, where title and body are strings or `{"loc-key": …}`; a string
    /// alone is the body, as APNs takes it.
    struct Alert: Decodable, Sendable {
        var title: AlertText?
        var body: AlertText?
        var sound: String?

        private enum CodingKeys: String, CodingKey { case title, body, sound }

        init(from decoder: any Decoder) throws {
            if let body = try? decoder.singleValueContainer().decode(String.self) {
                self.body = AlertText(text: body)
                return
            }
            let fields = try decoder.container(keyedBy: CodingKeys.self)
            title = try fields.decodeIfPresent(AlertText.self, forKey: .title)
            body = try fields.decodeIfPresent(AlertText.self, forKey: .body)
            sound = try fields.decodeIfPresent(String.self, forKey: .sound)
        }
    }

    /// An alert's title or body: a string, or a localized key (`{"loc-key": …}`), shown by its key.
    struct AlertText: Decodable, Sendable {
        let text: String

        init(text: String) { self.text = text }

        private struct Localized: Decodable {
            let locKey: String
            enum CodingKeys: String, CodingKey { case locKey = "loc-key" }
        }

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer()
            if let string = try? value.decode(String.self) {
                text = string
            } else {
                text = try value.decode(Localized.self).locKey
            }
        }
    }

    /// A JSON object kept as its bytes, for the activity's own `Codable` types to decode.
    struct JSONObject: Decodable, Sendable {
        let data: Data

        init(from decoder: any Decoder) throws {
            let value = try decoder.singleValueContainer().decode(IntentJSON.self)
            guard value.objectValue != nil else {
                throw DecodingError.typeMismatch(
                    [String: IntentJSON].self,
                    DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not an object"))
            }
            data = try JSONEncoder().encode(value)
        }
    }
}

extension KeyedDecodingContainer where Key == APNsPayload.APS.Key {
    /// An optional field: `nil` when absent or `null`; a 400 naming it when present with another type.
    fileprivate func apnsField<Value: Decodable>(_ key: Key, as type: Value.Type, meaning: String) throws -> Value? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do {
            return try decode(Value.self, forKey: key)
        } catch {
            let found = (try? decode(IntentJSON.self, forKey: key))?.apnsDescription ?? "not \(meaning)"
            throw APNsError(
                400, "BadRequest", "aps.\(key.stringValue) must be \(meaning); it is \(found).",
                field: key.stringValue, expected: meaning, found: found)
        }
    }
}

extension IntentJSON {
    /// The value as compact JSON (``description``), for messages: `"three"`, `1.5`, `true`, `{…}`; at most 60
    /// characters.
    var apnsDescription: String {
        let text = description
        return text.count > 60 ? String(text.prefix(59)) + "…" : text
    }
}
