import Foundation
import Hummingbird
import WidgetryDisplayList
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

extension ServerContext {
    /// `GET|POST /api/instances`, `GET|DELETE /api/instances/{id}`, `PUT /api/instances/{id}/configuration`,
    /// `GET /api/instances/{id}/ledger` and `GET /api/instances/{id}/render.{format}`. The listings are paginated
    /// (see ``Pagination``); listed instances leave out their ledger, which has its own route.
    func addInstanceRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/instances") { request, _ in
            let page = try Pagination(query: request.uri, sizes: Pagination.instances)
            let all = await self.host.widgets()
            var instances: [Data] = []
            for instance in page.page(of: all) {
                if let state = try? await InstanceJSON.load(instance.id, from: self.host, ledger: false) {
                    instances.append(try self.instanceListing.json(of: state))
                }
            }
            return page.response(
                json: InstanceListingCache.array(instances), total: all.count, path: "/api/instances")
        }
        router.post("/api/instances") { request, _ in try await self.addInstance(request) }
        router.get("/api/instances/{id}") { _, context in
            try APIJSON.response(try await InstanceJSON.load(try Self.pathParameter("id", context), from: self.host))
        }
        router.delete("/api/instances/{id}") { _, context in
            try await self.host.removeWidget(id: try Self.pathParameter("id", context))
            return APIJSON.noContent
        }
        router.put("/api/instances/{id}/configuration") { request, context in
            let id = try Self.pathParameter("id", context)
            let instance = try await self.host.widget(id: id)
            let widget = try self.timelineWidget(kind: instance.kind)
            let configuration = try ConfigurationCheck.check(
                try APIJSON.object(try await APIJSON.body(of: request)), for: widget, field: "configuration")
            do {
                try await self.host.reconfigureWidget(id: id, configuration: configuration)
            } catch {
                throw WidgetServerError.from(error, field: "configuration")
            }
            return try APIJSON.response(try await InstanceJSON.load(id, from: self.host))
        }
        router.get("/api/instances/{id}/ledger") { request, context in
            let id = try Self.pathParameter("id", context)
            let page = try Pagination(query: request.uri, sizes: Pagination.ledger)
            _ = try await self.host.widget(id: id)
            let ledger = try await self.host.storedLedger(for: id)
            return try page.response(
                page.page(of: ledger).map(ReloadRecordJSON.init), total: ledger.count,
                path: "/api/instances/\(id.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? id)/ledger")
        }
        router.get("/api/instances/{id}/render.{format}") { request, context in
            try await self.render(request, context)
        }
    }

    /// `POST /api/instances`: `{"kind", "family"?, "configuration"?, "placement"?, "id"?}`.
    func addInstance(_ request: Request) async throws -> Response {
        let body = try APIJSON.object(try await APIJSON.body(of: request))
        try APIJSON.rejectUnknown(body, known: ["kind", "family", "configuration", "placement", "id"])
        let widget = try timelineWidget(kind: try APIJSON.requiredString(body, "kind", example: "WeatherWidget"))
        let family = try family(named: try APIJSON.string(body, "family", example: "systemSmall"), of: widget)
        var placement: WidgetPlacement?
        if let name = try APIJSON.string(body, "placement", example: "homeScreen") {
            guard let value = WidgetPlacement(rawValue: name) else {
                throw WidgetServerError.badRequest(
                    "Field 'placement' is '\(name)'; use 'homeScreen' or 'lockScreen'.", field: "placement")
            }
            placement = value
        }
        var configuration: WidgetConfigurationValues?
        if let value = body["configuration"], !value.isNull {
            guard let object = value.objectValue else {
                throw WidgetServerError.badRequest(
                    "Field 'configuration' is \(value.kindDescription); it must be an object of parameters.",
                    field: "configuration")
            }
            configuration = try ConfigurationCheck.check(object, for: widget, field: "configuration")
        }
        let id = try Self.optionalID(in: body)
        let instance: WidgetInstance
        do {
            instance = try await host.addWidget(
                kind: widget.kind, family: family, placement: placement, configuration: configuration,
                id: id ?? UUID().uuidString)
        } catch {
            throw WidgetServerError.from(error, field: "configuration")
        }
        var response = try APIJSON.response(try await InstanceJSON.load(instance.id, from: host), status: .created)
        response.headers[.location] = "/api/instances/\(instance.id)"
        return response
    }

    /// The `id` a request gives a new instance, control or activity: absent for a generated one, else 1 to 64
    /// letters, digits, '.', '_' or '-' (never null).
    static func optionalID(in body: [String: IntentJSON]) throws -> String? {
        if body["id"]?.isNull == true {
            throw WidgetServerError.badRequest(
                "Field 'id' is null. Give a string such as 'kitchen-weather', or leave 'id' out for a generated one.",
                field: "id")
        }
        let id = try APIJSON.string(body, "id", example: "kitchen-weather")
        if let id, !Self.isValidID(id) {
            throw WidgetServerError.badRequest(
                "Field 'id' is '\(id)'; use 1 to 64 letters, digits, '.', '_' or '-'.", field: "id")
        }
        return id
    }

    static func isValidID(_ id: String) -> Bool {
        (1...64).contains(id.count)
            && id.unicodeScalars.allSatisfy {
                ($0.isASCII && CharacterSet.alphanumerics.contains($0)) || "._-".contains(Character($0))
            }
    }

    /// `GET /api/instances/{id}/render.{format}?scale=&scheme=&mode=&locked=&fragment=&location=&night=&glass=`.
    ///
    /// `location` paints the widget as that location shows it (StandBy: scaled up, a removable background
    /// removed, `night` in red on black), laid out again with that `widgetLocation` when the entry is remembered
    /// (``locationList(_:listKey:slot:spec:)``), else from the stored list; a family the location does not show, or
    /// a location the widget disfavors for its family, is a 400.
    ///
    /// Answers from the ``RenderCache`` when the same display list was painted with the same parameters before,
    /// with a strong `ETag` (weak for HTML, whose `data-now` moment changes every request) and `Cache-Control:
    /// no-cache`: the image changes whenever the widget reloads or shows its next entry, at moments no `max-age`
    /// can foresee, so clients revalidate every time and a matching `If-None-Match` costs a `304` without a body.
    func render(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let id = try Self.pathParameter("id", context)
        let format = try WidgetPainting.Format(pathExtension: try context.parameters.require("format"))
        let parameters = try RenderParameters(query: request.uri)
        // Read before the host: a request that sees a new generation also sees the renderings stored with it.
        let generation = renderCache.generation(of: id)
        // One call to the host when the list is cached: the instance comes with it.
        guard let shown = try await host.currentEntry(of: id) else { throw Self.nothingShown(id) }
        let listKey = RenderCache.ListKey(
            instanceID: id, generation: generation, slot: shown.slot, colorScheme: parameters.colorScheme,
            renderingMode: parameters.renderingMode)
        let home: RenderCache.StoredList
        if let cached = renderCache.list(for: listKey) {
            home = cached
        } else {
            let instance = try await host.widget(id: id)
            let loaded = try await storedList(of: instance, shown: shown, preferring: parameters)
            home = RenderCache.StoredList(instance: instance, list: loaded.list, variant: loaded.variant)
            renderCache.insert(home, storedBytes: loaded.bytes, for: listKey)
        }
        var stored = home
        let instance = stored.instance
        let now = host.clock.now
        var spec = parameters.spec(
            family: instance.family, device: device, variant: stored.variant, placeholder: shown.isPlaceholder,
            now: now)
        if parameters.location != nil {
            // Only a location reads the widget's options: the Home Screen's renders stay one host call.
            let widget = try? host.bundle.widget(kind: instance.kind)
            spec.containerBackgroundRemovable = widget?.containerBackgroundRemovable ?? true
            do { try spec.validateLocation(for: widget) } catch let error as PipelineError {
                throw WidgetServerError.badRequest(error.message, field: "location")
            }
        }
        if parameters.location != nil,
            let list = try await locationList(home, listKey: listKey, slot: shown.slot, spec: spec)
        {
            stored = list
        }
        let imageKey = RenderCache.ImageKey(
            list: listKey, format: format, fragment: format == .html && parameters.fragment, family: spec.family,
            colorScheme: spec.colorScheme, renderingMode: spec.renderingMode, redaction: spec.redaction.rawValue,
            scale: spec.scale, location: spec.location.description, night: spec.isNightMode,
            glass: spec.glass?.rawValue,
            dates: stored.dynamicTexts.isEmpty
                ? [] : stored.dateStrings(now: now, locale: spec.locale, timeZone: spec.timeZone))
        let image: RenderCache.Image
        if let cached = renderCache.image(for: imageKey) {
            image = cached
        } else {
            let data = try painting.paint(
                stored.list, spec: spec, format: format, fragment: parameters.fragment,
                attributes: [
                    "data-widget-id": instance.id, "data-kind": instance.kind,
                    "data-family": instance.family.rawValue,
                ],
                title: (try? host.bundle.widget(kind: instance.kind)).map { WidgetJSON.displayName(of: $0) }
                    ?? instance.kind)
            image = renderCache.insert(painted: data, format: format, for: imageKey)
        }
        var headers = HTTPFields()
        headers[.eTag] = image.entityTag
        headers[.cacheControl] = "no-cache"
        if EntityTags.noneMatch(request.headers[values: .ifNoneMatch], matches: image.entityTag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = format.contentType
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: image.body(now: now)))
    }

    /// The entry shown, laid out again at a location other than its placement's (StandBy, CarPlay) so its view reads
    /// that `widgetLocation`, when the server has the host's ``DisplayListRenderer`` and it still remembers the entry
    /// (``LocationRenderings``); `nil` otherwise, and the Home Screen's stored list is presented there.
    func locationList(
        _ home: RenderCache.StoredList, listKey: RenderCache.ListKey, slot: RenderSlot, spec: WidgetRenderSpec
    ) async throws -> RenderCache.StoredList? {
        guard spec.location != home.instance.placement.location,
            let renderer,
            let request = renderer.locationRenderings.request(instanceID: home.instance.id, slot: slot)
        else { return nil }
        let key = LocationRenderings.ListKey(
            list: listKey, location: spec.location, night: spec.isNightMode, colorScheme: spec.colorScheme,
            renderingMode: spec.renderingMode)
        if let cached = renderer.locationRenderings.list(for: key) { return cached }
        let list = try await LocationRenderings.layOut(request, for: spec, renderer: renderer)
        let laidOut = RenderCache.StoredList(instance: home.instance, list: list, variant: home.variant)
        renderer.locationRenderings.insert(laidOut, for: key)
        return laidOut
    }

    /// The 404 for an instance with nothing to show.
    static func nothingShown(_ id: String) -> WidgetServerError {
        WidgetServerError.notFound(
            "Widget '\(id)' has nothing to show yet: its provider gave no placeholder. See its ledger.",
            code: "noRendering")
    }

    /// The stored display list of an entry an instance shows, in the variant closest to the one asked for, with
    /// the length of its JSON.
    ///
    /// - throws: ``WidgetServerError`` (404) when the entry has no rendering, (500) when the host's renderer stores
    ///   something other than display lists.
    func storedList(
        of instance: WidgetInstance, shown: ShownEntry, preferring parameters: RenderParameters
    ) async throws -> (list: DisplayList, variant: RenderVariant, bytes: Int) {
        let stored = variants(for: instance.placement)
        let preferred = parameters.variant(among: stored)
        for variant in [preferred] + stored.filter({ $0 != preferred }) {
            guard let data = try await host.rendering(of: instance.id, slot: shown.slot, variant: variant)
            else { continue }
            do {
                return (try DisplayList(jsonData: data), variant, data.count)
            } catch {
                throw WidgetServerError(
                    statusCode: 500, code: "notADisplayList",
                    message: "The stored rendering of widget '\(instance.id)' is not a display list: \(error) "
                        + "Give the host a DisplayListRenderer.")
            }
        }
        throw WidgetServerError.notFound(
            "Widget '\(instance.id)' has no rendering of its \(shown.slot): rendering failed. See its ledger.",
            code: "noRendering")
    }

    /// Every stored display list of what an instance shows now, one per variant.
    func allStoredLists(of instance: WidgetInstance) async throws -> [DisplayList] {
        guard let shown = try await host.currentEntry(of: instance.id) else { return [] }
        var lists: [DisplayList] = []
        for variant in variants(for: instance.placement) {
            if let data = try await host.rendering(of: instance.id, slot: shown.slot, variant: variant),
                let list = try? DisplayList(jsonData: data)
            {
                lists.append(list)
            }
        }
        return lists
    }
}
