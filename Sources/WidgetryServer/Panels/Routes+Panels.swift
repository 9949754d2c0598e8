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

    /// `GET /api/setup` with `ID: MAC`: the device's API key and friendly id (new devices are registered and wait
    /// for approval on the page). Never a 404: the firmware would sleep a quarter of an hour without polling.
    func panelSetup(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let mac = request.headers[HTTPField.Name("ID")!] ?? ""
        guard PanelDeviceRegistry.isMAC(mac) else {
            return deviceAnswer([
                "status": .int(400), "message": .string("Send the device's MAC address in the 'ID' header."),
            ])
        }
        let device = try await panels.registry.setup(mac: mac, now: host.clock.now)
        logger.info(
            "Panel device \(device.friendlyID) set up (\(device.approved ? "approved" : "waiting for approval"))")
        return deviceAnswer([
            "status": .int(200), "api_key": .string(device.apiKey), "friendly_id": .string(device.friendlyID),
            "image_url": .null,
            "message": .string(
                device.approved
                    ? "Welcome back." : "Approve \(device.friendlyID) on the Widgetry page to show a dashboard."),
        ])
    }

    /// `GET /api/display`: the screen to show (`image_url`, `filename`, `refresh_rate` in seconds until a widget
    /// next changes); `status` 202 while the device waits for approval, 500 for an unknown MAC or key.
    func panelDisplay(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let header = { (name: String) in request.headers[HTTPField.Name(name)!] }
        let mac = header("ID") ?? ""
        guard let device = await panels.registry.authenticated(mac: mac, apiKey: header("Access-Token") ?? "") else {
            return deviceAnswer([
                "status": .int(500), "error": .string("Device not found: run setup again."),
                "reset_firmware": .bool(false),
            ])
        }
        let now = host.clock.now
        let battery = header("Battery-Voltage").flatMap(Double.init)
        let rssi = header("RSSI").flatMap(Int.init)
        let width = header("Width").flatMap(Int.init)
        let height = header("Height").flatMap(Int.init)
        guard device.approved, let dashboard = device.dashboard, panels.dashboards[dashboard] != nil else {
            try await panels.registry.recordPoll(
                mac: mac, now: now, battery: battery, firmware: header("FW-Version"), rssi: rssi, width: width,
                height: height, refreshRate: nil, filename: nil, imageURL: nil)
            return deviceAnswer([
                "status": .int(202), "refresh_rate": .int(30),
                "message": .string(
                    device.approved
                        ? "Dashboard '\(device.dashboard ?? "")' is not served any more; choose another on the Widgetry page."
                        : "Approve \(device.friendlyID) on the Widgetry page."),
            ])
        }
        let (screen, refreshRate) = try await panels.screen(dashboard: dashboard, host: host) { instance, shown in
            try await self.storedList(of: instance, shown: shown, preferring: Self.paperParameters).list
        }
        let url = Self.baseURL(of: request) + "/api/panels/screens/" + screen.filename
        try await panels.registry.recordPoll(
            mac: mac, now: now, battery: battery, firmware: header("FW-Version"), rssi: rssi, width: width,
            height: height, refreshRate: refreshRate, filename: screen.filename, imageURL: url)
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
    func panelLog(_ request: Request) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let mac = request.headers[HTTPField.Name("ID")!] ?? ""
        let key = request.headers[HTTPField.Name("Access-Token")!] ?? ""
        guard await panels.registry.authenticated(mac: mac, apiKey: key) != nil else {
            return deviceAnswer(["status": .int(500), "error": .string("Device not found: run setup again.")])
        }
        let body = try await APIJSON.body(of: request)
        let entries = body.objectValue?["log"]?.objectValue?["logs_array"]?.arrayValue ?? []
        let lines = entries.map { entry -> String in
            if case .string(let text) = entry { return text }
            return String(decoding: (try? APIJSON.encoder.encode(entry)) ?? Data(), as: UTF8.self)
        }
        try await panels.registry.appendLogs(mac: mac, lines.map { String($0.prefix(1000)) })
        return APIJSON.noContent
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
        let devices = await panels.registry.all().map { device in
            DeviceJSON(
                id: device.friendlyID, approved: device.approved, dashboard: device.dashboard,
                registered: device.registered, lastSeen: device.lastSeen, batteryVoltage: device.batteryVoltage,
                firmware: device.firmware, rssi: device.rssi, width: device.width, height: device.height,
                refreshRate: device.refreshRate, screen: device.filename.map { "/api/panels/screens/" + $0 },
                logs: Array(device.logs.suffix(10)))
        }
        return try APIJSON.response(Listing(dashboards: dashboards, devices: devices))
    }

    /// `POST /api/panels/devices/{id}/approve` with `{"dashboard": NAME}` (the first dashboard when omitted).
    func approvePanelDevice(_ request: Request, id: String) async throws -> Response {
        guard let panels else { throw Self.noPanels }
        let body = try await APIJSON.body(of: request)
        let names = panels.dashboards.keys.sorted()
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

    /// The scheme and authority the device reached the server at (`X-Forwarded-Proto` honoured), so the image URL
    /// starts with the base URL the firmware was given and it sends its headers along.
    static func baseURL(of request: Request) -> String {
        let scheme =
            request.headers[HTTPField.Name("X-Forwarded-Proto")!].flatMap {
                ["http", "https"].contains($0.lowercased()) ? $0.lowercased() : nil
            } ?? "http"
        return "\(scheme)://\(request.head.authority ?? "localhost")"
    }
}
