import Foundation
import HTTPTypes
import Hummingbird
import WidgetryIntents
import WidgetryKit

extension ServerContext {
    /// `POST /3/device/{token}`: APNs' request, so a server that pushes to iPhones can point the same requests at
    /// the host. Live Activity pushes (`apns-push-type: liveactivity`) update or end the activity whose push token
    /// is `{token}`; widget pushes (`apns-push-type: widgets`) reload widgets that have a push handler. Errors answer
    /// as APNs does: a status and `{"reason": …}`, and nothing changes.
    func addAPNsRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/push-tokens") { _, _ in try self.pushTokens() }
        router.post("/3/device/{token}") { request, context in
            let apnsID = request.headers[APNsHeaders.id] ?? UUID().uuidString.uppercased()
            do {
                try await self.apnsPush(request, token: try Self.pathParameter("token", context), apnsID: apnsID)
                var headers = HTTPFields()
                headers[APNsHeaders.id] = apnsID
                return Response(status: .ok, headers: headers)
            } catch let error as APNsError {
                var response = APIJSON.response(
                    (try? APIJSON.encoder.encode(error.body)) ?? Data(), status: error.status)
                response.headers[APNsHeaders.id] = apnsID
                if !error.detail.isEmpty { self.logger.info("APNs push refused (\(error.reason)): \(error.detail)") }
                return response
            }
        }
    }

    /// `GET /api/push-tokens`: the tokens an app would send its server — each Live Activity type's push-to-start
    /// token, each running activity's push token and the widgets' push token — in hexadecimal, as APNs' device paths
    /// take them.
    func pushTokens() throws -> Response {
        struct StartToken: Encodable {
            let attributesType: String
            let kind: String?
            let token: String
            /// Push-to-starts in the last hour, of ``LiveActivityLimits/pushToStartsPerHour``.
            let startsInLastHour: Int
            let startsPerHour: Int
        }
        struct ActivityToken: Encodable {
            let id: String
            let attributesType: String
            let state: String
            let token: String
        }
        struct WidgetToken: Encodable {
            let token: String
            let kinds: [String]
        }
        struct ControlToken: Encodable {
            let id: String
            let token: String
        }
        struct Tokens: Encodable {
            let topic: String
            let pushToStart: [StartToken]
            let activities: [ActivityToken]
            let widgets: WidgetToken?
            let controls: [ControlToken]
        }
        let now = activities.now
        let kinds = host.bundle.liveActivities
        let tokens = Tokens(
            topic: apnsTopic,
            pushToStart: activities.pushToStartTokens.sorted { $0.key < $1.key }.map { type, token in
                StartToken(
                    attributesType: type, kind: kinds.first { $0.activity?.attributesType == type }?.kind,
                    token: token.hexString,
                    startsInLastHour: activities.pushToStarts(forAttributesType: type, before: now),
                    startsPerHour: activities.limits.pushToStartsPerHour)
            },
            activities: activities.records.compactMap { record in
                guard let token = record.pushToken, record.isRunning(at: now, limits: activities.limits) else {
                    return nil
                }
                return ActivityToken(
                    id: record.id, attributesType: record.attributesType,
                    state: record.activityState(at: now, limits: activities.limits).rawValue, token: token.hexString)
            },
            widgets: widgetPushTokens.map { WidgetToken(token: $0.token.hexString, kinds: $0.kinds) },
            controls: (widgetPushTokens?.controlPushTokens ?? [:]).sorted { $0.key < $1.key }.map {
                ControlToken(id: $0.key, token: $0.value.hexString)
            })
        return try APIJSON.response(tokens)
    }

    /// The bundle identifier pushes must name.
    var apnsTopic: String { configuration.apnsTopic ?? host.bundle.name }

    private func apnsPush(_ request: Request, token: String, apnsID: String) async throws {
        if !configuration.apnsProviderKeys.isEmpty {
            try APNsProviderTokenCheck(keys: configuration.apnsProviderKeys)
                .check(authorization: request.headers[.authorization], now: host.clock.now)
        }
        // Headers first, in the order APNs checks them.
        if let id = request.headers[APNsHeaders.id], UUID(uuidString: id) == nil || id.count != 36 {
            throw APNsError(
                400, "BadMessageId", "apns-id '\(id)' is not a UUID such as 123E4567-E89B-12D3-A456-426655440000.")
        }
        guard token.count >= 16, token.count <= 200, token.count.isMultiple(of: 2), token.allSatisfy(\.isHexDigit)
        else {
            throw APNsError(400, "BadDeviceToken", "The device token must be hexadecimal, as the app received it.")
        }
        guard let topic = request.headers[APNsHeaders.topic] else {
            throw APNsError(400, "MissingTopic", "apns-topic is required: '\(apnsTopic).push-type.liveactivity'.")
        }
        let pushType = request.headers[APNsHeaders.pushType] ?? ""
        guard ["liveactivity", "widgets", "controls"].contains(pushType) else {
            throw APNsError(
                400, "InvalidPushType",
                "apns-push-type '\(pushType)': the host takes 'liveactivity', 'widgets' and 'controls'.")
        }
        guard topic == "\(apnsTopic).push-type.\(pushType)" else {
            throw APNsError(
                400, "TopicDisallowed", "apns-topic '\(topic)'; this host takes '\(apnsTopic).push-type.\(pushType)'.")
        }
        if let priority = request.headers[APNsHeaders.priority], !["5", "10"].contains(priority) {
            throw APNsError(400, "BadPriority", "apns-priority '\(priority)' must be 5 or 10.")
        }
        if let expiration = request.headers[APNsHeaders.expiration], Int(expiration).map({ $0 < 0 }) ?? true {
            throw APNsError(
                400, "BadExpirationDate", "apns-expiration '\(expiration)' must be seconds since 1970 or 0.")
        }
        let data: Data
        do {
            data = try await APIJSON.bodyData(of: request)
        } catch {
            throw APNsError(413, "PayloadTooLarge", "The payload is larger than 4096 bytes.")
        }
        guard !data.isEmpty else { throw APNsError(400, "PayloadEmpty", "The payload is empty.") }
        guard data.count <= 4096 else {
            throw APNsError(413, "PayloadTooLarge", "The payload takes \(data.count) bytes; APNs takes 4096.")
        }
        if pushType == "controls" {
            // A control's own token (ControlPushHandler's): its value provider is asked again.
            guard let id = widgetPushTokens?.control(forToken: Data(hexString: token) ?? Data()) else {
                throw APNsError(
                    400, "BadDeviceToken",
                    "\(token) is no control's push token (ControlPushHandler's; GET /api/push-tokens lists them).")
            }
            do {
                try Self.validatePush(data)
                try await host.reloadControl(id: id)
            } catch {
                throw APNsError(400, "BadRequest", "\(error)")
            }
            return
        }
        if pushType == "widgets" {
            if let tokens = widgetPushTokens, Data(hexString: token) ?? Data() != tokens.token {
                throw APNsError(
                    400, "BadDeviceToken",
                    "\(token) is not the widgets' push token (WidgetPushHandler's; GET /api/push-tokens lists it).")
            }
            do {
                try Self.validatePush(data)
                // To the widgets' token: the widgets whose kinds registered a push handler, as on iOS.
                _ = try await host.handlePush(data, kinds: widgetPushTokens?.kinds)
            } catch {
                throw APNsError(400, "BadRequest", "\(error)")
            }
            return
        }
        // APNs sends at priority 10 unless told otherwise.
        try await liveActivityPush(
            APNsPayload.decode(data).aps, token: token,
            priority: request.headers[APNsHeaders.priority].flatMap { Int($0) } ?? 10)
    }

    /// Applies `{"aps": {"event": "update"|"end", "timestamp", "content-state", "stale-date", "dismissal-date",
    /// "relevance-score", "alert"}}` to the activity whose push token is `token`, through the same
    /// ``LiveActivityChanges`` as the REST API.
    private func liveActivityPush(_ aps: APNsPayload.APS, token: String, priority: Int) async throws {
        let tokenData = Data(hexString: token) ?? Data()
        let changes = activityChanges
        if let attributesType = activities.attributesType(forPushToStartToken: tokenData) {
            try await liveActivityStart(aps, attributesType: attributesType)
            return
        }
        // The activity as the store holds it: another host sharing the store may have started or changed it.
        guard let record = try await changes.record(pushToken: tokenData) else {
            if let attributesType = try await changes.attributesType(forPushToStartToken: tokenData) {
                // A push-to-start token another host made.
                try await liveActivityStart(aps, attributesType: attributesType)
                return
            }
            throw APNsError(
                400, "BadDeviceToken",
                "No Live Activity has the push token \(token), and it is no push-to-start token (GET /api/push-tokens)."
            )
        }
        guard record.endDate == nil else {
            throw APNsError(
                410, "ExpiredToken", "Live Activity '\(record.id)' has ended; its token is no longer valid.")
        }
        guard let event = aps.event, ["update", "end"].contains(event) else {
            throw APNsError(
                400, "BadRequest",
                "aps.event must be 'update' or 'end' for an activity's token; 'start' goes to a push-to-start token.",
                field: "event", expected: "'update' or 'end'",
                found: aps.event.map { IntentJSON.string($0).apnsDescription })
        }
        let timestamp = try aps.checkedTimestamp(now: activities.now)
        let content = aps.contentState.map { state in
            ActivityContent(
                state: state.data, staleDate: aps.staleDate.map { Date(timeIntervalSince1970: $0) },
                relevanceScore: aps.relevanceScore ?? record.content.relevanceScore)
        }
        // Push timestamps are whole seconds: one in the same second as the activity's last change is not older.
        var date = Date(timeIntervalSince1970: timestamp)
        if record.timestamp.timeIntervalSince1970.rounded(.down) <= timestamp.rounded(.down) {
            date = max(date, record.timestamp)
        }
        do {
            if event == "update" {
                guard let content else {
                    throw APNsError(
                        400, "BadRequest", "An update needs aps.content-state.", field: "content-state",
                        expected: "a JSON object")
                }
                try await activityChanges.update(
                    record, content: content, alert: aps.alertConfiguration, timestamp: date, priority: priority)
            } else {
                let policy: ActivityUIDismissalPolicy =
                    aps.dismissalDate.map { .after(Date(timeIntervalSince1970: $0)) } ?? .default
                try await activityChanges.end(record, content: content, dismissalPolicy: policy, timestamp: date)
            }
        } catch let error as LiveActivityError {
            throw APNsError.from(error)
        }
    }

    /// Starts an activity from `{"aps": {"event": "start", "timestamp", "attributes-type", "attributes",
    /// "content-state", "stale-date"?, "relevance-score"?, "alert"?, "input-push-token"?}}` sent to the
    /// push-to-start token of `attributesType`; `"input-push-token": 1` gives the new activity a push token.
    private func liveActivityStart(_ aps: APNsPayload.APS, attributesType: String) async throws {
        guard aps.event == "start" else {
            throw APNsError(
                400, "BadRequest", "A push-to-start token takes aps.event 'start'.", field: "event",
                expected: "'start'", found: aps.event.map { IntentJSON.string($0).apnsDescription })
        }
        _ = try aps.checkedTimestamp(now: activities.now)
        guard aps.attributesType == attributesType else {
            throw APNsError(
                400, "BadRequest",
                "aps.attributes-type must be '\(attributesType)', the type whose push-to-start token this is.",
                field: "attributes-type", expected: "'\(attributesType)'",
                found: aps.attributesType.map { IntentJSON.string($0).apnsDescription })
        }
        guard let attributes = aps.attributes else {
            throw APNsError(
                400, "BadRequest", "aps.attributes must be a JSON object of \(attributesType)'s fields.",
                field: "attributes", expected: "a JSON object")
        }
        guard let state = aps.contentState else {
            throw APNsError(
                400, "BadRequest", "aps.content-state must be a JSON object.", field: "content-state",
                expected: "a JSON object")
        }
        let content = ActivityContent(
            state: state.data, staleDate: aps.staleDate.map { Date(timeIntervalSince1970: $0) },
            relevanceScore: aps.relevanceScore ?? 0)
        do {
            // APNs takes the push either way; past the budget the device starts nothing.
            let started = try await activityChanges.start(
                attributesType: attributesType, attributes: attributes.data, content: content,
                pushType: aps.inputPushToken == 1 ? .token : nil, id: UUID().uuidString,
                alert: aps.alertConfiguration
            ) { activities.spendPushToStart(forAttributesType: attributesType, at: activities.now) }
            if started == nil {
                let limit = activities.limits.pushToStartsPerHour
                logger.notice(
                    "Push-to-start budget exceeded for '\(attributesType)' (\(limit) an hour); not starting one.")
            }
        } catch let error as LiveActivityError {
            throw APNsError.from(error)
        }
    }
}

/// APNs' request headers.
enum APNsHeaders {
    static let id = HTTPField.Name("apns-id")!
    static let topic = HTTPField.Name("apns-topic")!
    static let pushType = HTTPField.Name("apns-push-type")!
    static let priority = HTTPField.Name("apns-priority")!
    static let expiration = HTTPField.Name("apns-expiration")!
}

/// A refusal as APNs words it: the status, the `reason`, and what the host logs; for a field of the wrong type or
/// value, also the field (`content-state.currentStep`), what was expected and what came.
struct APNsError: Error {
    let status: HTTPResponse.Status
    let reason: String
    let detail: String
    var field: String?
    var expected: String?
    var found: String?

    init(
        _ status: Int, _ reason: String, _ detail: String, field: String? = nil, expected: String? = nil,
        found: String? = nil
    ) {
        self.status = HTTPResponse.Status(code: status)
        self.reason = reason
        self.detail = detail
        self.field = field
        self.expected = expected
        self.found = found
    }

    /// An ActivityKit refusal as APNs words it: content over 4 KB a 413, an ended activity a 410 `ExpiredToken`,
    /// content the activity's types cannot decode a 400 naming the inner field, anything else a 400.
    static func from(_ error: LiveActivityError) -> APNsError {
        switch error.code {
        case .contentTooLarge: return APNsError(413, "PayloadTooLarge", error.message)
        case .activityEnded: return APNsError(410, "ExpiredToken", error.message)
        case .undecodableContent:
            // The inner field named APNs' way: content-state.currentStep (attributes.… for a push-to-start).
            let part = error.part == "attributes" ? "attributes" : "content-state"
            let field = error.field.map { part + "." + $0 } ?? part
            return APNsError(
                400, "BadRequest", "aps.\(field): \(error.message)", field: field, expected: error.expected,
                found: error.found)
        default: return APNsError(400, "BadRequest", error.message)
        }
    }

    /// The answer's body: APNs' `reason`, and the field's details when there are.
    var body: [String: String] {
        var body = ["reason": reason]
        if let field { body["field"] = field }
        if let expected { body["expected"] = expected }
        if let found { body["found"] = found }
        return body
    }
}
