import Foundation
import HTTPTypes
import Hummingbird
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryPanels

/// TRMNL's device protocol ("bring your own server", as its open firmware speaks it) and the page's panel routes.
///
/// Device routes answer HTTP 200 with a `status` in the JSON body, as the firmware reads them: it treats any other
/// HTTP status as a network error. They authenticate by the device's MAC (`ID`) and API key (`Access-Token`), not
/// by the server's token, so devices on the network reach them when `serve` has `--token`.
extension ServerContext {
    /// The paths devices call; the access middleware lets them through without the server's token.
    static func isPanelDevicePath(_ path: String) -> Bool {
        path == "/api/setup" || path == "/api/display" || path == "/api/log" || path.hasPrefix("/api/panels/screens/")
    }

    func addPanelRoutes(to router: Router<BasicRequestContext>) {
        router.get("/api/setup") { request, _ in try await self.panelSetup(request) }
        router.get("/api/display") { request, _ in try await self.panelDisplay(request) }
        router.post("/api/log") { request, _ in try await self.panelLog(request) }
        router.get("/api/panels/screens/{name}") { _, context in
            try self.panelScreen(try Self.pathParameter("name", context))
        }
        router.get("/api/panels") { _, _ in try await self.panelListing() }
        router.post("/api/panels/devices/{id}/approve") { request, context in
            try await self.approvePanelDevice(request, id: try Self.pathParameter("id", context))
        }
        router.delete("/api/panels/devices/{id}") { _, context in
            guard let panels else { throw Self.noPanels }
            try await panels.registry.remove(friendlyID: try Self.pathParameter("id", context))
            return APIJSON.noContent
        }
    }

    static var noPanels: WidgetServerError {
        WidgetServerError.notFound(
            "This server shows no dashboards on e-ink devices. Start it with '--dashboard dashboard.json'.",
            code: "noDashboards")
    }

    /// A JSON answer with HTTP 200, as the firmware needs.
    private func deviceAnswer(_ object: [String: IntentJSON]) -> Response {
        APIJSON.response((try? APIJSON.encoder.encode(IntentJSON.object(object))) ?? Data())
    }

    /// `GET /api/setup` with `ID: MAC`: an API key and friendly id that wait for approval on the page. A key is
    /// issued once: a known MAC gets a new key and id, which replace the device's key only once approved (see
    /// ``PanelDeviceRegistry``). Never a 404: the firmware would sleep a quarter of an hour without polling.
    func panelSetup(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let mac = request.headers[HTTPField.Name("ID")!] ?? ""
        guard PanelDeviceRegistry.isMAC(mac) else {
            return deviceAnswer([
                "status": .int(400), "message": .string("Send the device's MAC address in the 'ID' header."),
            ])
        }
        let setup = await panels.registry.setup(mac: mac, now: host.clock.now)
        let purpose = setup.replacesKey ? " to replace the key of an approved device" : ""
        logger.info("Panel device \(setup.friendlyID) set up, waiting for approval\(purpose)")
        return deviceAnswer([
            "status": .int(200), "api_key": .string(setup.apiKey), "friendly_id": .string(setup.friendlyID),
            "image_url": .null,
            "message": .string(
                setup.replacesKey
                    ? "Approve \(setup.friendlyID) on the Widgetry page to replace this device's key."
                    : "Approve \(setup.friendlyID) on the Widgetry page to show a dashboard."),
        ])
    }

    /// `GET /api/display`: the screen to show (`image_url`, `filename`, `refresh_rate` in seconds until a widget
    /// next changes); `status` 202 while the device waits for approval, 500 for an unknown MAC or key.
    func panelDisplay(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let header = { (name: String) in request.headers[HTTPField.Name(name)!] }
        let mac = header("ID") ?? ""
        guard
            let (device, credential) = await panels.registry.authenticated(
                mac: mac, apiKey: header("Access-Token") ?? "")
        else {
            return deviceAnswer([
                "status": .int(500), "error": .string("Device not found: run setup again."),
                "reset_firmware": .bool(false),
            ])
        }
        let now = host.clock.now
        // What the device reports is checked: a value out of range is dropped and logged, the poll still served.
        let report = PanelDeviceReport(header: header)
        if !report.dropped.isEmpty {
            logger.notice(
                "Panel device \(device.friendlyID) reported \(report.dropped.joined(separator: "; ")); ignored.")
        }
        let waitingID = credential == .pending ? device.pendingFriendlyID : (device.approved ? nil : device.friendlyID)
        guard waitingID == nil, let dashboard = device.dashboard, panels.dashboards[dashboard] != nil else {
            await panels.registry.recordPoll(
                mac: mac, now: now, report: report, refreshRate: nil, filename: nil, imageURL: nil)
            return deviceAnswer([
                "status": .int(202), "refresh_rate": .int(30),
                "message": .string(
                    waitingID.map { "Approve \($0) on the Widgetry page." }
                        ?? "Dashboard '\(device.dashboard ?? "")' is not served any more; choose another on the Widgetry page."
                ),
            ])
        }
        guard let base = panelBaseURL(of: request, configured: configuration.panels) else {
            let name = request.head.authority ?? ""
            logger.notice(
                "Panel device \(device.friendlyID) called as host '\(name)', which the server does not answer to")
            return deviceAnswer([
                "status": .int(500),
                "error": .string(
                    "This server does not answer to the host name this device uses; start serve with --allow-host "
                        + "for that name, or point the device at the server's address."),
                "reset_firmware": .bool(false),
            ])
        }
        let (screen, refreshRate) = try await panels.screen(dashboard: dashboard, host: host) { instance, shown in
            try await self.storedList(of: instance, shown: shown, preferring: Self.paperParameters).list
        }
        let url = base + "/api/panels/screens/" + screen.filename
        await panels.registry.recordPoll(
            mac: mac, now: now, report: report, refreshRate: refreshRate, filename: screen.filename, imageURL: url)
        return deviceAnswer([
            "status": .int(0), "image_url": .string(url), "filename": .string(screen.filename),
            "refresh_rate": .int(refreshRate), "update_firmware": .bool(false), "firmware_url": .null,
            "reset_firmware": .bool(false),
        ])
    }

    /// The stored variant paper is drawn from: the dark appearance.
    static var paperParameters: RenderParameters {
        var parameters = RenderParameters()
        parameters.colorScheme = .dark
        parameters.renderingMode = .fullColor
        return parameters
    }

    /// `POST /api/log`: `{"log": {"logs_array": [...]}}` from the firmware; the newest lines are kept per device.
    /// Always HTTP 200 with `status` in the body, as the firmware expects: a body that is not that JSON is logged
    /// and answered `status` 400.
    func panelLog(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let mac = request.headers[HTTPField.Name("ID")!] ?? ""
        let key = request.headers[HTTPField.Name("Access-Token")!] ?? ""
        guard let (device, _) = await panels.registry.authenticated(mac: mac, apiKey: key) else {
            return deviceAnswer(["status": .int(500), "error": .string("Device not found: run setup again.")])
        }
        let body: IntentJSON
        do {
            body = try await APIJSON.body(of: request)
        } catch let error as WidgetServerError {
            logger.notice("Panel device \(device.friendlyID) sent a log that is not JSON: \(error.message)")
            return deviceAnswer([
                "status": .int(400),
                "error": .string(#"The log must be JSON: {"log": {"logs_array": [...]}}."#),
            ])
        }
        guard let entries = body.objectValue?["log"]?.objectValue?["logs_array"]?.arrayValue else {
            logger.notice("Panel device \(device.friendlyID) sent a log without log.logs_array")
            return deviceAnswer([
                "status": .int(400), "error": .string(#"The log must be {"log": {"logs_array": [...]}}."#),
            ])
        }
        let lines = entries.map { entry -> String in
            if case .string(let text) = entry { return text }
            return String(decoding: (try? APIJSON.encoder.encode(entry)) ?? Data(), as: UTF8.self)
        }
        await panels.registry.appendLogs(mac: mac, lines.map { String($0.prefix(1000)) })
        return deviceAnswer(["status": .int(200)])
    }

    /// `GET /api/panels/screens/{HASH.bmp|HASH.png}`: a screen a device was told to fetch. Its name is the hash of
    /// its bytes, so it never changes and may be cached forever.
    func panelScreen(_ name: String) throws -> Response {
        guard let panels else { throw Self.noPanels }
        guard let screen = panels.screen(named: name) else {
            throw WidgetServerError.notFound(
                "Screen '\(name)' is not kept any more; the device gets a new one at its next poll.", code: "noScreen")
        }
        var headers = HTTPFields()
        headers[.contentType] = screen.contentType
        headers[.cacheControl] = "public, max-age=31536000, immutable"
        headers[.eTag] = "\"\(name)\""
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: screen.data)))
    }

    /// `GET /api/panels`: the dashboards and the devices, for the page.
    func panelListing() async throws -> Response {
        struct DashboardJSON: Encodable {
            let name: String
            let device: String
            let width: Int
            let height: Int
            let widgets: Int
        }
        struct DeviceJSON: Encodable {
            let id: String
            let approved: Bool
            let dashboard: String?
            let registered: Date
            let lastSeen: Date?
            let batteryVoltage: Double?
            let firmware: String?
            let rssi: Int?
            let width: Int?
            let height: Int?
            let refreshRate: Int?
            let screen: String?
            let logs: [String]
            /// For a second setup's key waiting for approval: the friendly id of the device whose key it replaces.
            let replaces: String?
        }
        struct Listing: Encodable {
            let dashboards: [DashboardJSON]
            let devices: [DeviceJSON]
        }
        guard let panels else { return try APIJSON.response(Listing(dashboards: [], devices: [])) }
        let dashboards = try panels.dashboards.sorted { $0.key < $1.key }.map { name, dashboard in
            let profile = try dashboard.profile()
            return DashboardJSON(
                name: name, device: profile.name, width: profile.width, height: profile.height,
                widgets: dashboard.widgets.count)
        }
        let devices = await panels.registry.all().flatMap { device in
            let shown = DeviceJSON(
                id: device.friendlyID, approved: device.approved, dashboard: device.dashboard,
                registered: device.registered, lastSeen: device.lastSeen, batteryVoltage: device.batteryVoltage,
                firmware: device.firmware, rssi: device.rssi, width: device.width, height: device.height,
                refreshRate: device.refreshRate, screen: device.filename.map { "/api/panels/screens/" + $0 },
                logs: Array(device.logs.suffix(10)), replaces: nil)
            // A new key waiting for approval is listed as a device of its own, as the page approves devices.
            guard let pending = device.pendingFriendlyID else { return [shown] }
            let request = DeviceJSON(
                id: pending, approved: false, dashboard: device.dashboard,
                registered: device.pendingSince ?? device.registered,
                lastSeen: device.lastSeen, batteryVoltage: nil, firmware: nil, rssi: nil, width: nil, height: nil,
                refreshRate: nil, screen: nil, logs: [], replaces: device.friendlyID)
            return [shown, request]
        }
        return try APIJSON.response(Listing(dashboards: dashboards, devices: devices))
    }

    /// `POST /api/panels/devices/{id}/approve` with `{"dashboard": NAME}` (the first dashboard when omitted or
    /// null; anything but a name is refused).
    func approvePanelDevice(_ request: Request, id: String) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let body = try await APIJSON.body(of: request)
        let names = panels.dashboards.keys.sorted()
        guard body.isNull || body.objectValue != nil else {
            throw WidgetServerError.badRequest(
                #"The body must be a JSON object such as {"dashboard": "NAME"}, or empty."#, field: "body")
        }
        if let value = body.objectValue?["dashboard"], !value.isNull, value.stringValue == nil {
            throw WidgetServerError.badRequest(
                "Field 'dashboard' is \(value.kindDescription); give a dashboard's name: "
                    + names.map { "'\($0)'" }.joined(separator: ", ") + ".",
                field: "dashboard", code: "invalidDashboard")
        }
        let name: String
        if case .string(let given)? = body.objectValue?["dashboard"] {
            guard panels.dashboards[given] != nil else {
                throw WidgetServerError.badRequest(
                    "There is no dashboard '\(given)'. Dashboards: \(names.map { "'\($0)'" }.joined(separator: ", ")).",
                    field: "dashboard", code: "unknownDashboard")
            }
            name = given
        } else {
            guard let first = names.first else { throw Self.noPanels }
            name = first
        }
        let device = try await panels.registry.approve(friendlyID: id, dashboard: name)
        logger.info("Panel device \(device.friendlyID) approved for dashboard '\(name)'")
        return try APIJSON.response(["id": device.friendlyID, "dashboard": name])
    }

    /// Where a device fetches its screen (see ``PanelConfiguration/imageBase(authority:forwardedProto:allowedHosts:)``).
    func panelBaseURL(of request: Request, configured: PanelConfiguration?) -> String? {
        (configured ?? PanelConfiguration(dashboards: [:])).imageBase(
            authority: request.head.authority,
            forwardedProto: request.headers[HTTPField.Name("X-Forwarded-Proto")!],
            allowedHosts: configuration.allowedHosts)
    }
}
