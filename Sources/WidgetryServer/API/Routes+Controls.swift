import Foundation
import Hummingbird
import WidgetryDisplayList
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline

extension ServerContext {
    /// `GET|POST /api/controls`, `GET|DELETE /api/controls/{id}` and `POST /api/controls/{id}/actions/{action}`:
    /// the controls added to Control Center, as `ControlCenter` sees them.
    func addControlRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/controls") { _, _ in
            var controls: [ControlJSON] = []
            for info in try await self.host.currentControls() {
                if let state = try? await self.host.controlState(id: info.id) {
                    controls.append(ControlJSON(state, bundle: self.host.bundle))
                }
            }
            return try APIJSON.response(controls)
        }
        router.post("/api/controls") { request, _ in try await self.addControl(request) }
        router.post("/api/controls/reload") { request, _ in try await self.reloadControls(request) }
        router.get("/api/controls/{id}") { _, context in
            let state = try await self.controlState(try Self.pathParameter("id", context))
            return try APIJSON.response(ControlJSON(state, bundle: self.host.bundle))
        }
        router.delete("/api/controls/{id}") { _, context in
            do {
                try await self.host.removeControl(id: try Self.pathParameter("id", context))
            } catch {
                throw WidgetServerError.from(error)
            }
            return APIJSON.noContent
        }
        router.post("/api/controls/{id}/actions/{action}") { request, context in
            try await self.performControlAction(request, context)
        }
        router.put("/api/controls/{id}/configuration") { request, context in
            try await self.reconfigureControl(request, context)
        }
        router.get("/api/controls/{id}/render.{format}") { request, context in
            try await self.renderControl(request, context)
        }
    }

    /// `GET /api/controls/{id}/render.{format}?size=small|medium|large&scale=&fragment=`: the control as Control
    /// Center shows it now (its optimistic value while a toggle's intent runs).
    func renderControl(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let state = try await controlState(try Self.pathParameter("id", context))
        let format = try WidgetPainting.Format(pathExtension: try context.parameters.require("format"))
        let parameters = try RenderParameters(query: request.uri)
        let sizeName = request.uri.queryParameters["size"].map(String.init) ?? "medium"
        guard let size = ControlPresentationLayout.Size(rawValue: sizeName) else {
            throw WidgetServerError.badRequest(
                "Query item 'size' is '\(sizeName)'; use one of "
                    + ControlPresentationLayout.Size.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    + ".", field: "size")
        }
        guard let control = host.bundle.controls.first(where: { $0.kind == state.instance.kind }) else {
            throw WidgetServerError.notFound(
                "Control kind '\(state.instance.kind)' is no longer in this bundle.", code: "unknownKind")
        }
        var spec = WidgetRenderSpec(family: .systemSmall)
        spec.device = device
        spec.scale = parameters.scale
        spec.now = host.clock.now
        let laidOut: (request: WidgetRenderSpec, list: DisplayList)
        do {
            laidOut = try await ControlPresentationLayout.displayList(
                control, value: state.value, configuration: state.instance.configuration, size: size, request: spec,
                pipeline: painting.pipeline)
        } catch {
            // A value the template cannot take (an optimistic Bool for a custom value type) draws the preview's.
            laidOut = try await ControlPresentationLayout.displayList(
                control, value: nil, configuration: state.instance.configuration, size: size, request: spec,
                pipeline: painting.pipeline)
        }
        let data = try painting.paint(
            laidOut.list, spec: laidOut.request, format: format, fragment: parameters.fragment,
            attributes: ["data-control": state.instance.id, "data-size": size.rawValue], title: control.displayName)
        var headers = HTTPFields()
        headers[.contentType] = format.contentType
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `POST /api/controls/reload`: `{"kind": K}` is `ControlCenter.reloadControls(ofKind:)`, `{}` is
    /// `reloadAllControls()`: the value providers are asked again and the controls answered as they are then.
    func reloadControls(_ request: Request) async throws -> Response {
        let body = try APIJSON.object(try await APIJSON.body(of: request), allowEmpty: true)
        try APIJSON.rejectUnknown(body, known: ["kind"])
        let kind = try APIJSON.string(body, "kind", example: "Flashlight")
        if let kind, !host.bundle.controls.contains(where: { $0.kind == kind }) {
            let kinds = host.bundle.controls.map { "'\($0.kind)'" }
            throw WidgetServerError.badRequest(
                "Unknown control kind '\(kind)'. Controls: \(kinds.isEmpty ? "none" : kinds.joined(separator: ", ")).",
                field: "kind", code: "unknownKind")
        }
        await host.handle(kind.map { ControlCenterRequest.reloadControls(kind: $0) } ?? .reloadAllControls)
        var controls: [ControlJSON] = []
        for info in try await host.currentControls() where kind == nil || info.kind == kind {
            if let state = try? await host.controlState(id: info.id) {
                controls.append(ControlJSON(state, bundle: host.bundle))
            }
        }
        return try APIJSON.response(controls)
    }

    /// `PUT /api/controls/{id}/configuration`: the control's new configuration, an object of parameter values
    /// (left-out parameters take their defaults), checked against its `ControlConfigurationIntent` first.
    func reconfigureControl(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let id = try Self.pathParameter("id", context)
        let state = try await controlState(id)
        guard let control = host.bundle.controls.first(where: { $0.kind == state.instance.kind }),
            control.isConfigurable
        else {
            throw WidgetServerError(
                statusCode: 409, code: "notConfigurable",
                message: "Control '\(state.instance.kind)' has no ControlConfigurationIntent to configure.")
        }
        let configuration = try APIJSON.object(try await APIJSON.body(of: request))
        do {
            // The template is made from the configuration: one that does not fit its intent fails here.
            _ = try await control.template(for: nil, configuration: configuration)
        } catch {
            throw WidgetServerError.badRequest(
                "The configuration does not fit '\(control.kind)': \(error)", field: "configuration",
                code: "invalidConfiguration")
        }
        do {
            let updated = try await host.reconfigureControl(id: id, configuration: configuration)
            return try APIJSON.response(ControlJSON(updated, bundle: host.bundle))
        } catch {
            throw WidgetServerError.from(error)
        }
    }

    /// `POST /api/controls`: `{"kind", "configuration"?, "id"?}` adds a control.
    func addControl(_ request: Request) async throws -> Response {
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["kind", "configuration", "id"])
        let kind = try APIJSON.requiredString(body, "kind", example: "LampToggle")
        guard host.bundle.controls.contains(where: { $0.kind == kind }) else {
            let kinds = host.bundle.controls.map { "'\($0.kind)'" }
            throw WidgetServerError.badRequest(
                "Unknown control kind '\(kind)'. Controls: \(kinds.isEmpty ? "none" : kinds.joined(separator: ", ")).",
                field: "kind", code: "unknownKind")
        }
        var configuration: WidgetConfigurationValues?
        switch body["configuration"] {
        case nil, .null?: break
        case .object(let values)?: configuration = values
        case let other?:
            throw WidgetServerError.badRequest(
                "Field 'configuration' is \(other.kindDescription); it must be an object of parameter values.",
                field: "configuration")
        }
        let id = try Self.optionalID(in: body) ?? UUID().uuidString
        let state: ControlState
        do {
            state = try await host.addControl(kind: kind, configuration: configuration, id: id)
        } catch {
            throw WidgetServerError.from(error)
        }
        var response = try APIJSON.response(ControlJSON(state, bundle: host.bundle), status: .created)
        response.headers[.location] =
            "/api/controls/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id)"
        return response
    }

    /// `POST /api/controls/{id}/actions/{button|toggle}` with `{"value"?: Bool}`: taps the control; a toggle shows
    /// its new value at once and then its value provider's.
    func performControlAction(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let id = try Self.pathParameter("id", context)
        let action = try Self.pathParameter("action", context)
        let state = try await controlState(id)
        let kind = host.bundle.controls.first { $0.kind == state.instance.kind }?.template
        guard action == kind?.rawValue else {
            throw WidgetServerError.badRequest(
                "Control '\(state.instance.kind)' is a \(kind?.rawValue ?? "control"); tap it with "
                    + "POST /api/controls/\(id)/actions/\(kind?.rawValue ?? "button").", field: "action")
        }
        let body = try APIJSON.object(try await APIJSON.body(of: request), allowEmpty: true)
        try APIJSON.rejectUnknown(body, known: ["value"])
        let value = try APIJSON.bool(body, "value")
        do {
            try await host.performControlAction(id: id, newValue: value)
        } catch {
            throw WidgetServerError.from(error)
        }
        return try APIJSON.response(ControlJSON(try await controlState(id), bundle: host.bundle))
    }

    func controlState(_ id: String) async throws -> ControlState {
        do {
            return try await host.controlState(id: id)
        } catch {
            throw WidgetServerError.from(error)
        }
    }
}

/// A control as the API shows it.
struct ControlJSON: Encodable, Sendable {
    let id: String
    let kind: String
    let displayName: String
    let template: String?
    let configuration: [String: IntentJSON]?
    let isOn: Bool?
    let value: String?
    let isOptimistic: Bool
    let lastError: String?
    let updated: Date

    init(_ state: ControlState, bundle: WidgetBundleDescriptor) {
        let descriptor = bundle.controls.first { $0.kind == state.instance.kind }
        id = state.instance.id
        kind = state.instance.kind
        displayName = descriptor?.displayName ?? ""
        template = descriptor?.template.rawValue
        configuration = state.instance.configuration
        isOn = state.isOn
        value = state.value.map { "\($0)" }
        isOptimistic = state.isOptimistic
        lastError = state.lastError
        updated = state.updated
    }
}
