import Foundation
import Hummingbird
import WidgetryHost
import WidgetryKit
import WidgetryUI

extension ServerContext {
    /// `GET /api/widgets`, `/api/widgets/{kind}` and `/api/widgets/{kind}/preview.{format}`: the gallery.
    func addWidgetRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/widgets") { _, _ in
            var widgets: [WidgetJSON] = []
            for widget in self.host.bundle.timelineWidgets {
                widgets.append(
                    await WidgetJSON.make(
                        widget, device: self.device, withForm: true, deadline: self.configuration.previewDeadline))
            }
            return try APIJSON.response(widgets)
        }
        router.get("/api/widgets/{kind}") { _, context in
            let widget = try self.timelineWidget(kind: try Self.pathParameter("kind", context), field: "kind")
            return try APIJSON.response(
                await WidgetJSON.make(
                    widget, device: self.device, withForm: true, deadline: self.configuration.previewDeadline))
        }
        router.get("/api/widgets/{kind}/preview.{format}") { request, context in
            try await self.preview(request, context)
        }
    }

    /// `GET /api/widgets/{kind}/preview.{format}?family=&scheme=&scale=`: the gallery snapshot.
    func preview(_ request: Request, _ context: BasicRequestContext) async throws -> Response {
        let widget = try timelineWidget(kind: try Self.pathParameter("kind", context), field: "kind")
        let format = try WidgetPainting.Format(pathExtension: try context.parameters.require("format"))
        let parameters = try RenderParameters(query: request.uri)
        let family = try family(named: request.uri.queryParameters["family"].map(String.init), of: widget)
        let scheme = parameters.colorScheme ?? .light
        let preview = try await previews.preview(of: widget, family: family, scheme: scheme)
        var spec = parameters.spec(
            family: family, device: device,
            variant: family.isAccessory ? RenderVariant(.dark, .vibrant) : RenderVariant(scheme, .fullColor),
            placeholder: preview.isPlaceholder, now: preview.date)
        spec.colorScheme = family.isAccessory ? (parameters.colorScheme ?? .dark) : scheme
        let data = try painting.paint(
            preview.list, spec: spec, format: format, fragment: parameters.fragment,
            attributes: ["data-kind": widget.kind, "data-family": family.rawValue],
            title: WidgetJSON.displayName(of: widget))
        var headers = HTTPFields()
        headers[.contentType] = format.contentType
        headers[.cacheControl] = "private, max-age=300"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// A path parameter, percent-decoded.
    static func pathParameter(_ name: String, _ context: BasicRequestContext) throws -> String {
        let raw = try context.parameters.require(name)
        return raw.removingPercentEncoding ?? raw
    }
}
