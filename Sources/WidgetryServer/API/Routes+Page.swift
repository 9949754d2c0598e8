import Foundation
import Hummingbird
import WidgetryHTML
import WidgetryHost
import WidgetryKit
import WidgetryUI

extension ServerContext {
    /// `GET /`, `/web/{file}`, `/fonts/{file}`, `/api/openapi.json` and `/api/host`.
    func addPageRoutes(to router: Router<BasicRequestContext>) {
        router.get("/") { _, _ in try self.file(named: "index.html") }
        router.get("/web/{file}") { _, context in
            let name = try context.parameters.require("file")
            return try self.file(named: name)
        }
        router.get("/fonts/{file}") { _, context in
            try self.font(named: try context.parameters.require("file"))
        }
        router.get("/api/openapi.json") { _, _ in try self.file(named: "openapi.json") }
        router.get("/api/host") { _, _ in try await self.hostInfo() }
    }

    /// A page file; only names the page has, so no path reaches the file system.
    func file(named name: String) throws -> Response {
        guard let file = assets.files[name] else {
            throw WidgetServerError.notFound("There is no page file '\(name)'.")
        }
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.data)))
    }

    /// A font of WidgetryHTML's standard set, from where Debian or scripts/setup.sh installs it.
    func font(named name: String) throws -> Response {
        guard let file = HTMLFontSet.standardFiles.first(where: { $0.fileName == name }) else {
            throw WidgetServerError.notFound("There is no font '\(name)' in the standard set.")
        }
        guard let data = FileManager.default.contents(atPath: file.systemPath) else {
            throw WidgetServerError.notFound(
                "Font '\(name)' is not installed at '\(file.systemPath)'. Run scripts/setup.sh to install it.")
        }
        var headers = HTTPFields()
        headers[.contentType] = WebAssets.contentType(ofFile: name)
        headers[.cacheControl] = "public, max-age=86400"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// `GET /api/host`: the bundle (its type and display names), the device's sizes, the variants, developer mode,
    /// and the URL rules.
    func hostInfo() async throws -> Response {
        struct HostInfo: Encodable {
            let bundle: String
            let displayName: String
            let device: String
            let sizes: [String: SizeJSON]
            let variants: [String: [String]]
            let developerMode: Bool
            let appActive: Bool
            let tokenRequired: Bool
            let customURLSchemes: [String]
            let openURLWebhook: Bool
            let now: Date
            let controls: [ControlKind]
            let liveActivities: [String]
        }
        struct ControlKind: Encodable {
            let kind: String
            let displayName: String
            let template: String
            let form: ConfigurationForm?
        }
        var controlKinds: [ControlKind] = []
        for control in host.bundle.controls {
            var form: ConfigurationForm?
            if control.isConfigurable, let schema = control.configurationSchema {
                form = await ConfigurationForm.make(for: schema, deadline: configuration.previewDeadline)
            }
            controlKinds.append(
                ControlKind(
                    kind: control.kind, displayName: control.displayName, template: control.template.rawValue,
                    form: form))
        }
        let sizes = Dictionary(
            uniqueKeysWithValues: WidgetFamily.allCases.map { ($0.rawValue, SizeJSON(device.size(of: $0))) })
        let info = HostInfo(
            bundle: host.bundle.name, displayName: host.bundle.displayName, device: device.name, sizes: sizes,
            variants: Dictionary(uniqueKeysWithValues: variants.map { ($0.key.rawValue, $0.value.map(\.key)) }),
            developerMode: await host.configuration.developerMode, appActive: await host.appIsActive,
            tokenRequired: configuration.token != nil, customURLSchemes: configuration.customURLSchemes.sorted(),
            openURLWebhook: configuration.openURLWebhook != nil, now: host.clock.now,
            controls: controlKinds,
            liveActivities: host.bundle.liveActivities.map(\.kind))
        return try APIJSON.response(info)
    }
}
