import Foundation
import Hummingbird
import WidgetryDisplayList
import WidgetryHost
import WidgetryIntents

extension ServerContext {
    /// `POST /api/instances/{id}/actions/{action}` (buttons and toggles), `POST /api/instances/{id}/open-url`
    /// (links and `widgetURL`) and `GET /api/opened-urls`.
    func addActionRoutes(to router: Router<BasicRequestContext>) {
        router.post("/api/instances/{id}/actions/{action}") { request, context in
            try await self.performAction(request, context)
        }
        router.post("/api/instances/{id}/open-url") { request, context in
            try await self.openURL(request, context)
        }
        router.get("/api/opened-urls") { request, _ in
            let page = try Pagination(query: request.uri, sizes: Pagination.openedURLs)
            let records = await self.openedURLs.records
            return try page.response(Array(page.page(of: records)), total: records.count, path: "/api/opened-urls")
        }
    }

    /// Performs the intent of a button or toggle the widget shows now, which reloads the widget at once for free;
    /// answers with the widget's new state.
    ///
    /// Body: `{"intent": "Module.ToggleFavoriteIntent", "parameters": {…}, "value": true}` (`value`, the toggle's
    /// new state, only for toggles). Only intents the widget's current rendering shows, with the same parameters,
    /// are performed, so the API cannot run arbitrary intents.
    func performAction(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let id = try Self.pathParameter("id", context)
        let action = try context.parameters.require("action")
        guard action == "button" || action == "toggle" else {
            throw WidgetServerError.notFound("Unknown action '\(action)'. Actions: 'button', 'toggle'.")
        }
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["intent", "parameters", "value"])
        let intent = try APIJSON.requiredString(body, "intent", example: "MyWidgets.ToggleFavoriteIntent")
        let parameters = body["parameters"] ?? .object([:])
        guard parameters.objectValue != nil else {
            throw WidgetServerError.badRequest(
                "Field 'parameters' is \(parameters.kindDescription); it must be an object.", field: "parameters")
        }
        let value = try APIJSON.bool(body, "value")
        if action == "toggle" && value == nil {
            throw WidgetServerError.badRequest(
                "Field 'value' is missing: give the toggle's new state, true or false.", field: "value")
        }
        if action == "button" && value != nil {
            throw WidgetServerError.badRequest("Field 'value' is only for toggles; leave it out.", field: "value")
        }
        let instance = try await host.widget(id: id)
        let invocation = IntentInvocation(type: intent, parameters: Self.displayJSON(parameters))
        let shown = try await allStoredLists(of: instance).flatMap(\.hitRegions).compactMap { region in
            switch region.action {
            case .button(let shown) where action == "button": shown
            case .toggle(let shown, _) where action == "toggle": shown
            default: nil
            }
        }
        guard shown.contains(invocation) else {
            let listed = Set(shown.map { "'\($0.type)'" }).sorted().joined(separator: ", ")
            throw WidgetServerError(
                statusCode: 409, code: "actionNotShown",
                message: "Widget '\(id)' does not show a \(action) that performs '\(intent)' with these parameters"
                    + (listed.isEmpty ? "; it shows none." : "; it shows \(listed).")
                    + " Fetch its rendering again and tap what it shows.",
                field: "intent")
        }
        // A toggle's SetValueIntent gets its new `value` as a parameter too, so it can be rebuilt before it is set
        // (plain intents behind a toggle have no `value` and get none).
        var performed = parameters
        if let value, var members = parameters.objectValue, members["value"] == nil,
            (try? IntentTypeRegistry.shared.schema(typeName: intent))?.parameter(named: "value") != nil
        {
            members["value"] = .bool(value)
            performed = .object(members)
        }
        try await host.performAction(
            instanceID: id, WidgetActionRequest(intentType: intent, parameters: performed, toggleValue: value))
        return try APIJSON.response(try await InstanceJSON.load(id, from: host))
    }

    /// Records a URL the widget opened (a `Link` or its `widgetURL`), reports it to the webhook and tells the page
    /// what to do with it. Body: `{"url": "mygame://status", "source": "widgetURL"}`.
    func openURL(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let id = try Self.pathParameter("id", context)
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["url", "source"])
        let text = try APIJSON.requiredString(body, "url", example: "mygame://status")
        let source = try APIJSON.string(body, "source", example: "link") ?? "link"
        guard let url = URL(string: text), url.scheme != nil else {
            throw WidgetServerError.badRequest("Field 'url' is '\(text)', which is not an absolute URL.", field: "url")
        }
        guard let urlSource = HitAction.URLSource(rawValue: source) else {
            throw WidgetServerError.badRequest(
                "Field 'source' is '\(source)'; use 'link' or 'widgetURL'.", field: "source")
        }
        let instance = try await host.widget(id: id)
        let shown = try await allStoredLists(of: instance).flatMap(\.hitRegions).compactMap { region -> URL? in
            if case .openURL(let url, let regionSource) = region.action, regionSource == urlSource { return url }
            return nil
        }
        guard shown.contains(where: { $0.absoluteString == url.absoluteString }) else {
            throw WidgetServerError(
                statusCode: 409, code: "urlNotShown",
                message: "Widget '\(id)' shows no \(source) to '\(text)'. Only URLs the widget shows can be opened.",
                field: "url")
        }
        let record = await openedURLs.open(
            url, source: source, instanceID: id, kind: instance.kind, at: host.clock.now)
        hub.publish(ServerEvent(name: "url-opened", payload: record))
        return try APIJSON.response(record)
    }

    /// The display list's JSON for an intent's parameters: numbers are doubles there.
    static func displayJSON(_ value: IntentJSON) -> DisplayJSON {
        switch value {
        case .null: .null
        case .bool(let value): .bool(value)
        case .int(let value): .number(Double(value))
        case .double(let value): .number(value)
        case .string(let value): .string(value)
        case .array(let values): .array(values.map(displayJSON))
        case .object(let members): .object(members.mapValues(displayJSON))
        }
    }
}
