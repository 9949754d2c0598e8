import Foundation
import Hummingbird
import Synchronization
import WidgetryHost
import WidgetryIntents
import WidgetryKit

extension ServerContext {
    /// The receiving end of `WidgetCenter` and of pushes: `POST /api/reload`, `GET /api/configurations`,
    /// `POST /api/recommendations/invalidate` and `POST /api/push`.
    func addCenterRoutes(to router: Router<BasicRequestContext>) {
        router.post("/api/reload") { request, _ in try await self.reload(request) }
        router.get("/api/configurations") { _, _ in
            let infos = try await self.host.currentConfigurations().map {
                ConfigurationJSON(kind: $0.kind, family: $0.family.rawValue, id: $0.id, configuration: $0.configuration)
            }
            return try APIJSON.response(infos)
        }
        router.post("/api/recommendations/invalidate") { _, _ in
            await self.host.handle(.invalidateConfigurationRecommendations)
            return APIJSON.noContent
        }
        router.post("/api/push") { request, _ in try await self.push(request) }
    }

    /// `POST /api/reload`: `{"kind": "WeatherWidget"}` reloads a kind's widgets as
    /// `WidgetCenter.reloadTimelines(ofKind:)` does; `{}` or no body reloads all, as `reloadAllTimelines()`.
    /// App-initiated reloads are budgeted unless the app is marked active; the ledger records each. Answers each
    /// instance's outcome once the reloads are done, or `202 Accepted` with the ids (outcome `null`) when they take
    /// longer than ``WidgetServerConfiguration/reloadAnswerDeadline``: their outcomes then come by the event stream.
    func reload(_ request: Request) async throws -> Response {
        let body = try APIJSON.object(try await APIJSON.body(of: request), allowEmpty: true)
        try APIJSON.rejectUnknown(body, known: ["kind"])
        let kind = try APIJSON.string(body, "kind", example: "WeatherWidget")
        if let kind { _ = try timelineWidget(kind: kind) }
        let ids = await host.widgets().filter { kind == nil || $0.kind == kind }.map(\.id)
        // Delivered as WidgetCenter delivers it, so the reloads go on whether or not this request waits for them.
        host.deliver(kind.map { .reloadTimelines(kind: $0) } ?? .reloadAllTimelines)
        guard await Self.finishes(host.waitUntilIdle, within: configuration.reloadAnswerDeadline) else {
            return try APIJSON.response(
                ["instances": ids.map { ReloadResultJSON(id: $0, outcome: nil) }], status: .accepted)
        }
        var results: [ReloadResultJSON] = []
        for id in ids {
            let last = await host.ledger(for: id).last
            results.append(ReloadResultJSON(id: id, outcome: last.map(ReloadRecordJSON.init)))
        }
        return try APIJSON.response(["instances": results])
    }

    /// Whether `work` finishes within `deadline` (`.zero`: not waited for); it runs on either way.
    static func finishes(_ work: @escaping @Sendable () async -> Void, within deadline: Duration) async -> Bool {
        guard deadline > .zero else { return false }
        let answered = Mutex(false)
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let answer: @Sendable (Bool) -> Void = { finished in
                let first = answered.withLock { done in
                    defer { done = true }
                    return !done
                }
                if first { continuation.resume(returning: finished) }
            }
            Task {
                await work()
                answer(true)
            }
            Task {
                try? await Task.sleep(for: deadline)
                answer(false)
            }
        }
    }

    /// `POST /api/push[?kind=K]`: an APNs widget push, `{"aps": {"content-changed": true}}`, reloads every widget
    /// (of the kinds) within its budget. A malformed payload is a 400 naming the field; nothing reloads then.
    func push(_ request: Request) async throws -> Response {
        let data = try await APIJSON.bodyData(of: request)
        try Self.validatePush(data)
        let kinds = request.uri.queryParameters[values: "kind"].map(String.init)
        for kind in kinds { _ = try timelineWidget(kind: kind, field: "kind") }
        do {
            let ids = try await host.handlePush(data, kinds: kinds.isEmpty ? nil : kinds)
            return try APIJSON.response(["reloaded": ids], status: .accepted)
        } catch {
            throw WidgetServerError.from(error, field: "body")
        }
    }

    /// Checks a widget push as APNs would, naming the field that is wrong.
    static func validatePush(_ data: Data) throws {
        guard let json = try? JSONDecoder().decode(IntentJSON.self, from: data) else {
            throw WidgetServerError.badRequest(
                #"The push payload is not JSON. Send {"aps":{"content-changed":true}}."#, field: "body",
                code: "invalidPush")
        }
        guard let object = json.objectValue else {
            throw WidgetServerError.badRequest(
                "The push payload is \(json.kindDescription); send an object such as "
                    + #"{"aps":{"content-changed":true}}."#, field: "body", code: "invalidPush")
        }
        guard let aps = object["aps"] else {
            throw WidgetServerError.badRequest(
                #"Field 'aps' is missing. Send {"aps":{"content-changed":true}}."#, field: "aps", code: "invalidPush")
        }
        guard let members = aps.objectValue else {
            throw WidgetServerError.badRequest(
                "Field 'aps' is \(aps.kindDescription); it must be an object.", field: "aps", code: "invalidPush")
        }
        guard let changed = members["content-changed"] else {
            throw WidgetServerError.badRequest(
                "Field 'aps.content-changed' is missing. Set it to true to reload widgets.",
                field: "aps.content-changed", code: "invalidPush")
        }
        guard changed == .bool(true) else {
            throw WidgetServerError.badRequest(
                "Field 'aps.content-changed' is '\(changed)'; it must be true to reload widgets.",
                field: "aps.content-changed", code: "invalidPush")
        }
    }
}

/// A widget as `GET /api/configurations` lists it, the shape `WidgetCenter.currentConfigurations()` returns.
struct ConfigurationJSON: Codable, Sendable, Equatable {
    let kind: String
    let family: String
    let id: String
    let configuration: [String: IntentJSON]?
}

/// What a reload request did to one instance: the newest line of its ledger.
struct ReloadResultJSON: Encodable, Sendable {
    let id: String
    let outcome: ReloadRecordJSON?
}
