import Foundation
import Hummingbird
import WidgetryDisplayList
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

extension ServerContext {
    /// `GET|POST /api/activities`, `GET|DELETE /api/activities/{id}` and
    /// `GET /api/activities/{id}/render.{format}`: the host's Live Activities.
    func addActivityRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/activities") { request, _ in
            let page = try Pagination(query: request.uri, sizes: Pagination.activities)
            let records = self.activities.records
            let now = self.activities.now
            return try page.response(
                page.page(of: records).map { ActivityJSON($0, kind: self.activityKind(of: $0), now: now) },
                total: records.count, path: "/api/activities")
        }
        router.post("/api/activities") { request, _ in try await self.startActivity(request) }
        router.get("/api/activities/{id}") { _, context in
            let record = try await self.activityRecord(try Self.pathParameter("id", context), current: true)
            return try APIJSON.response(
                ActivityJSON(
                    record, kind: self.activityKind(of: record), now: self.activities.now, includeHistory: true))
        }
        router.delete("/api/activities/{id}") { request, context in
            let record = try await self.activityRecord(try Self.pathParameter("id", context), current: true)
            let policy: ActivityUIDismissalPolicy
            switch request.uri.queryParameters["dismissal"].map(String.init) {
            case nil, "immediate": policy = .immediate
            case "default": policy = .default
            case let other?:
                throw WidgetServerError.badRequest(
                    "Query item 'dismissal' is '\(other)'; use 'immediate' (the default) or 'default' (up to 4 h "
                        + "on the Lock Screen).", field: "dismissal")
            }
            do {
                try await self.activityChanges.end(record, content: nil, dismissalPolicy: policy, timestamp: nil)
            } catch let error as LiveActivityError {
                throw WidgetServerError.from(error)
            }
            return APIJSON.noContent
        }
        router.put("/api/activities/{id}/content") { request, context in
            try await self.updateActivity(request, context)
        }
        router.post("/api/activities/{id}/end") { request, context in
            try await self.endActivity(request, context)
        }
        router.post("/api/activities/{id}/open-url") { request, context in
            try await self.openActivityURL(request, context)
        }
        router.get("/api/activities/{id}/render.{format}") { request, context in
            try await self.renderActivity(request, context)
        }
    }

    /// `POST /api/activities`: `{"kind", "attributes", "contentState", "staleDate"?, "relevanceScore"?,
    /// "pushType"?, "id"?}` starts an activity as `Activity.request(attributes:content:pushType:)` does.
    func startActivity(_ request: Request) async throws -> Response {
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(
            body, known: ["kind", "attributes", "contentState", "staleDate", "relevanceScore", "pushType", "id"])
        let kind = try APIJSON.requiredString(body, "kind", example: "DeliveryAttributes")
        let activity = try liveActivity(kind: kind)
        let attributes = try Self.jsonObject(body["attributes"] ?? .object([:]), field: "attributes")
        guard let stateValue = body["contentState"] else {
            throw WidgetServerError.badRequest(
                "Field 'contentState' is required: the activity's content state as a JSON object.",
                field: "contentState")
        }
        let state = try Self.jsonObject(stateValue, field: "contentState")
        let staleDate = try Self.date(in: body, "staleDate")
        let relevance = try Self.relevanceScore(in: body, otherwise: 0)
        var pushType: PushType?
        if let value = try APIJSON.string(body, "pushType", example: "token") {
            guard value == "token" else {
                throw WidgetServerError.badRequest(
                    "Field 'pushType' must be \"token\" (the activity gets a push token) or null.", field: "pushType")
            }
            pushType = .token
        }
        let id = try Self.optionalID(in: body) ?? UUID().uuidString
        let record: LiveActivityRecord
        do {
            record = try await activityChanges.start(
                attributesType: activity.attributesType, attributes: attributes,
                content: ActivityContent(state: state, staleDate: staleDate, relevanceScore: relevance),
                pushType: pushType, id: id)
        } catch let error as LiveActivityError {
            throw WidgetServerError.from(error)
        }
        var response = try APIJSON.response(ActivityJSON(record, kind: kind, now: activities.now), status: .created)
        response.headers[.location] =
            "/api/activities/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id)"
        return response
    }

    /// The content a request names: `contentState` (an object, required unless `optional`), `staleDate`,
    /// `relevanceScore`; ``LiveActivityChanges`` checks it against the activity's types.
    func content(
        of body: [String: IntentJSON], record: LiveActivityRecord, optional: Bool = false
    ) throws -> ActivityContent<Data>? {
        guard let stateValue = body["contentState"], stateValue != .null else {
            if optional { return nil }
            throw WidgetServerError.badRequest(
                "Field 'contentState' is required: the activity's content state as a JSON object.",
                field: "contentState")
        }
        let state = try Self.jsonObject(stateValue, field: "contentState")
        let staleDate = try Self.date(in: body, "staleDate")
        let relevance = try Self.relevanceScore(in: body, otherwise: record.content.relevanceScore)
        return ActivityContent(state: state, staleDate: staleDate, relevanceScore: relevance)
    }

    /// The ISO 8601 date a request's field names, or `nil` when absent.
    static func date(in body: [String: IntentJSON], _ field: String) throws -> Date? {
        guard let text = try APIJSON.string(body, field, example: "2030-01-01T12:00:00Z") else { return nil }
        guard let date = try? Date(text, strategy: .iso8601) else {
            throw WidgetServerError.badRequest(
                "Field '\(field)' must be an ISO 8601 date such as '2030-01-01T12:00:00Z'.", field: field)
        }
        return date
    }

    /// The request's `timestamp` (ISO 8601), or `nil` when absent; a 400 naming it when it is more than a day ahead
    /// of `now`, as a date from the future would make every later update look older and be ignored.
    static func timestamp(in body: [String: IntentJSON], now: Date) throws -> Date? {
        guard let date = try date(in: body, "timestamp") else { return nil }
        guard date.timeIntervalSince(now) <= APNsPayload.latestTimestampAhead else {
            throw WidgetServerError.badRequest(
                "Field 'timestamp' is \(date.ISO8601Format()), more than a day ahead of the host's clock "
                    + "(\(now.ISO8601Format())); send the moment the change was made.", field: "timestamp")
        }
        return date
    }

    /// The request's `relevanceScore`, or `otherwise` when absent.
    static func relevanceScore(in body: [String: IntentJSON], otherwise: Double) throws -> Double {
        switch body["relevanceScore"] {
        case nil, .null?: return otherwise
        case .int(let number)?: return Double(number)
        case .double(let number)? where number.isFinite: return number
        default:
            throw WidgetServerError.badRequest(
                "Field 'relevanceScore' must be a number (higher shows first in the Dynamic Island).",
                field: "relevanceScore")
        }
    }

    /// `PUT /api/activities/{id}/content`: `{"contentState", "staleDate"?, "relevanceScore"?, "alert"?: {"title",
    /// "body"}, "timestamp"?}`, as `Activity.update(_:alertConfiguration:timestamp:)` does. An older timestamp is
    /// ignored (and recorded), as ActivityKit ignores it.
    func updateActivity(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let record = try await activityRecord(try Self.pathParameter("id", context), current: true)
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["contentState", "staleDate", "relevanceScore", "alert", "timestamp"])
        let content = try content(of: body, record: record)!
        var alert: AlertConfiguration?
        if let alertValue = body["alert"], alertValue != .null {
            guard let object = alertValue.objectValue else {
                throw WidgetServerError.badRequest(
                    "Field 'alert' must be an object: {\"title\": …, \"body\": …}.", field: "alert")
            }
            let title = try APIJSON.string(object, "title", example: "Delivery") ?? ""
            let text = try APIJSON.string(object, "body", example: "Your driver is nearby.") ?? ""
            alert = AlertConfiguration(
                title: LocalizedStringResource(stringLiteral: title),
                body: LocalizedStringResource(stringLiteral: text),
                sound: .default)
        }
        let timestamp = try Self.timestamp(in: body, now: activities.now)
        do {
            try await activityChanges.update(record, content: content, alert: alert, timestamp: timestamp)
        } catch let error as LiveActivityError {
            throw WidgetServerError.from(error)
        }
        return try currentAnswer(record.id)
    }

    /// The activity as it is now, after a saved change: what `PUT …/content` and `POST …/end` answer.
    func currentAnswer(_ id: String) throws -> Response {
        let record = try activityRecord(id)
        return try APIJSON.response(ActivityJSON(record, kind: activityKind(of: record), now: activities.now))
    }

    /// `POST /api/activities/{id}/end`: `{"contentState"?, "staleDate"?, "relevanceScore"?, "dismissal"?:
    /// "default"|"immediate"|ISO 8601 date, "timestamp"?}`, as `Activity.end(_:dismissalPolicy:)` does.
    func endActivity(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let record = try await activityRecord(try Self.pathParameter("id", context), current: true)
        let body = try APIJSON.object(try await APIJSON.body(of: request), allowEmpty: true)
        try APIJSON.rejectUnknown(
            body, known: ["contentState", "staleDate", "relevanceScore", "dismissal", "timestamp"])
        let content = try content(of: body, record: record, optional: true)
        let policy: ActivityUIDismissalPolicy
        switch try APIJSON.string(body, "dismissal", example: "default") {
        case nil, "default": policy = .default
        case "immediate": policy = .immediate
        case let text?:
            guard let date = try? Date(text, strategy: .iso8601) else {
                throw WidgetServerError.badRequest(
                    "Field 'dismissal' is '\(text)'; use 'default', 'immediate' or an ISO 8601 date.",
                    field: "dismissal")
            }
            policy = .after(date)
        }
        let timestamp = try Self.timestamp(in: body, now: activities.now)
        do {
            try await activityChanges.end(record, content: content, dismissalPolicy: policy, timestamp: timestamp)
        } catch let error as LiveActivityError {
            throw WidgetServerError.from(error)
        }
        return try currentAnswer(record.id)
    }

    /// `POST /api/activities/{id}/open-url` with `{"url"}`: a tap on the expanded island opens the activity's
    /// `widgetURL`, recorded and reported as widgets' URLs are; only that URL can be opened.
    func openActivityURL(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let record = try await activityRecord(try Self.pathParameter("id", context), current: false)
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["url"])
        let text = try APIJSON.requiredString(body, "url", example: "pizza://order/123")
        guard let kind = activityKind(of: record), let activity = try? liveActivity(kind: kind) else {
            throw WidgetServerError(
                statusCode: 409, code: "unknownAttributesType",
                message: "Live Activity '\(record.id)' has attributes no ActivityConfiguration in this bundle draws.")
        }
        let input = LiveActivityViewInput(record: record, at: activities.now)
        let widgetURL = await MainActor.run { (try? activity.dynamicIsland(for: input))?.widgetURL }
        guard let url = widgetURL, url.absoluteString == text else {
            throw WidgetServerError(
                statusCode: 409, code: "urlNotShown",
                message: "Live Activity '\(record.id)' has no widgetURL '\(text)'. Only its own can be opened.",
                field: "url")
        }
        let opened = await openedURLs.open(
            url, source: "widgetURL", instanceID: record.id, kind: kind, at: host.clock.now)
        hub.publish(ServerEvent(name: "url-opened", payload: opened))
        return try APIJSON.response(opened)
    }

    /// `GET /api/activities/{id}/render.{format}?presentation=&scheme=&scale=`.
    func renderActivity(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let record = try await activityRecord(try Self.pathParameter("id", context), current: false)
        let format = try WidgetPainting.Format(pathExtension: try context.parameters.require("format"))
        let parameters = try RenderParameters(query: request.uri)
        let presentation = request.uri.queryParameters["presentation"].map(String.init) ?? "lockScreen"
        guard ActivityPresentationLayout.presentations.contains(presentation) else {
            throw WidgetServerError.badRequest(
                "Query item 'presentation' is '\(presentation)'; use one of "
                    + ActivityPresentationLayout.presentations.map { "'\($0)'" }.joined(separator: ", ") + ".",
                field: "presentation")
        }
        guard let kind = activityKind(of: record), let activity = try? liveActivity(kind: kind) else {
            throw WidgetServerError(
                statusCode: 409, code: "unknownAttributesType",
                message: "Live Activity '\(record.id)' has attributes '\(record.attributesType)', which no "
                    + "ActivityConfiguration in this bundle draws.")
        }
        let now = activities.now
        var request = WidgetRenderSpec(family: .systemMedium)
        request.device = device
        request.colorScheme = parameters.colorScheme ?? .light
        request.scale = parameters.scale
        request.now = now
        let input = LiveActivityViewInput(record: record, at: now)
        let spec: WidgetRenderSpec
        let list: DisplayList
        do {
            (spec, list) = try await ActivityPresentationLayout.displayList(
                activity, presentation, input, request: request, pipeline: painting.pipeline)
        } catch let error as LiveActivityError {
            throw WidgetServerError.from(error)
        }
        let data = try painting.paint(
            list, spec: spec, format: format, fragment: parameters.fragment,
            attributes: ["data-activity": record.id, "data-presentation": presentation], title: kind)
        var headers = HTTPFields()
        headers[.contentType] = format.contentType
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The record of an activity as this host knows it, or a 404 naming it.
    func activityRecord(_ id: String) throws -> LiveActivityRecord {
        guard let record = activities.record(id: id) else { throw Self.unknownActivity(id) }
        return record
    }

    /// The record of an activity — also one another host sharing the store started —, or a 404 naming it; with
    /// `current`, as the store holds it now (before a change, or to answer about one activity).
    func activityRecord(_ id: String, current: Bool) async throws -> LiveActivityRecord {
        guard let record = try await activityChanges.record(id: id, current: current) else {
            throw Self.unknownActivity(id)
        }
        return record
    }

    static func unknownActivity(_ id: String) -> WidgetServerError {
        WidgetServerError.notFound(
            "No Live Activity has the id '\(id)'. GET /api/activities lists them.", code: "unknownActivity")
    }

    /// The Live Activity widget of a kind, or a 400 naming the kinds there are.
    func liveActivity(kind: String) throws -> ActivityDescriptor {
        let all = host.bundle.liveActivities
        guard let activity = all.first(where: { $0.kind == kind })?.activity else {
            // As ActivityKit refuses an app that declares no Live Activity for the attributes.
            throw WidgetServerError.badRequest(
                all.isEmpty
                    ? "Unknown Live Activity '\(kind)': this bundle declares no ActivityConfiguration."
                    : "Unknown Live Activity '\(kind)'. Live Activities: "
                        + all.map { "'\($0.kind)'" }.joined(separator: ", ") + ".",
                field: "kind", code: "unknownKind")
        }
        return activity
    }

    /// The kind of the Live Activity widget that draws a record's attributes type.
    func activityKind(of record: LiveActivityRecord) -> String? {
        host.bundle.liveActivities.first { $0.activity?.attributesType == record.attributesType }?.kind
    }

    /// A JSON object in a request, encoded again as the bytes the activity's types decode from.
    static func jsonObject(_ value: IntentJSON, field: String) throws -> Data {
        guard value.objectValue != nil, let data = try? JSONEncoder().encode(value) else {
            throw WidgetServerError.badRequest(
                "Field '\(field)' must be a JSON object in the Codable form of the activity's type.", field: field)
        }
        return data
    }
}

extension WidgetServerError {
    /// The answer for an ActivityKit error: unknown ids are 404s, ended activities and taken ids 409s, content
    /// over 4 KB a 413, content that does not decode a 400 naming the part.
    static func from(_ error: LiveActivityError) -> WidgetServerError {
        switch error.code {
        case .unknownActivity: WidgetServerError(statusCode: 404, code: error.code.rawValue, message: error.message)
        case .activityEnded: WidgetServerError(statusCode: 409, code: error.code.rawValue, message: error.message)
        case .duplicateActivity:
            WidgetServerError(statusCode: 409, code: error.code.rawValue, message: error.message, field: "id")
        case .contentTooLarge:
            WidgetServerError(statusCode: 413, code: error.code.rawValue, message: error.message, field: "contentState")
        case .activitiesDisabled:
            WidgetServerError(statusCode: 403, code: error.code.rawValue, message: error.message)
        case .undecodableContent, .unencodableContent, .unknownAttributesType:
            {
                // The inner field the type could not decode, as the APNs route names it: contentState.currentStep.
                let part = error.part == "attributes" ? "attributes" : "contentState"
                var answer = WidgetServerError(
                    statusCode: 400, code: error.code.rawValue, message: error.message,
                    field: error.field.map { part + "." + $0 } ?? part)
                answer.expected = error.expected
                answer.found = error.found
                return answer
            }()
        }
    }
}

/// A Live Activity as the API shows it.
struct ActivityJSON: Encodable, Sendable {
    let id: String
    let kind: String?
    let attributesType: String
    let state: String
    let attributes: IntentJSON?
    let contentState: IntentJSON?
    let staleDate: Date?
    let isStale: Bool
    let relevanceScore: Double
    let pushToken: String?
    let startDate: Date
    let updatedAt: Date
    let endDate: Date?
    let dismissalDate: Date?
    /// What happened to it, oldest first; only `GET /api/activities/{id}` includes it.
    let history: [HistoryJSON]?

    /// One line of the activity's history.
    struct HistoryJSON: Encodable, Sendable {
        let date: Date
        let event: String
        let state: String
        let priority: Int?
        let alert: String?
        let message: String?
        /// How many pushes a coalesced run of throttled ones stands for; absent for one.
        let count: Int?
        /// When the latest push of a coalesced run came.
        let lastDate: Date?
    }

    init(_ record: LiveActivityRecord, kind: String?, now: Date, includeHistory: Bool = false) {
        id = record.id
        self.kind = kind
        attributesType = record.attributesType
        state = record.activityState(at: now).rawValue
        attributes = try? JSONDecoder().decode(IntentJSON.self, from: record.attributes)
        contentState = try? JSONDecoder().decode(IntentJSON.self, from: record.content.state)
        staleDate = record.content.staleDate
        isStale = record.isStale(at: now)
        relevanceScore = record.content.relevanceScore
        pushToken = record.pushToken?.hexString
        startDate = record.startDate
        updatedAt = record.timestamp
        endDate = record.endDate
        dismissalDate = record.dismissalDate
        history =
            !includeHistory
            ? nil
            : record.history.map {
                HistoryJSON(
                    date: $0.date, event: $0.event.rawValue, state: $0.state.rawValue, priority: $0.priority,
                    alert: $0.alertTitle, message: $0.message, count: $0.count, lastDate: $0.lastDate)
            }
    }
}
