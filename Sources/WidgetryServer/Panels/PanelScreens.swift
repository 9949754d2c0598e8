import Crypto
import Foundation
import Synchronization
import WidgetryCairo
import WidgetryDisplayList
import WidgetryHost
import WidgetryIntents
import WidgetryKit
import WidgetryPanels
import WidgetryPipeline

/// The dashboards `serve` shows on e-ink devices, and the device registry that polls them.
///
/// Each dashboard's widgets are ordinary host instances (ids `panel-NAME-INDEX`), so their timelines, reloads
/// and budgets are the host's; a device's screen is their current entries drawn on paper for the dashboard's
/// panel, encoded as the device takes it (1-bit BMP for black-and-white panels, gray PNG otherwise) and served
/// under an HMAC of its bytes, so an unchanged screen keeps its file name and the device does not redraw, and no
/// one can guess a screen's name.
public struct PanelConfiguration: Sendable {
    /// The dashboards by name (a file's name without `.json`).
    public var dashboards: [String: Dashboard]
    /// Where approved devices and their keys are kept: the server's store (SQLite or PostgreSQL); `nil` keeps them
    /// in memory only.
    public var store: (any ServingWidgetStore)?
    /// The JSON file earlier versions kept devices in: its approved devices are moved into ``store`` when the store
    /// keeps none yet, and the file is renamed `….imported`.
    public var devicesFile: URL?
    /// The URL devices are told to fetch their screens under, such as `http://192.168.1.20:8080`; `nil` uses the
    /// `Host` the device called when it is one the server answers to (a loopback or IP address, or an allowed
    /// name), never any other name a request claims.
    public var baseURL: URL?

    /// Creates a configuration.
    public init(
        dashboards: [String: Dashboard], store: (any ServingWidgetStore)? = nil, devicesFile: URL? = nil,
        baseURL: URL? = nil
    ) {
        self.dashboards = dashboards
        self.store = store
        self.devicesFile = devicesFile
        self.baseURL = baseURL
    }

    /// Where devices fetch their screens: ``baseURL`` when configured, or else the scheme (`X-Forwarded-Proto`
    /// honoured) and the authority the device called, when that is one the server answers to — a loopback or IPv4
    /// address, `localhost` or an allowed name — so the image URL starts with the base URL the firmware was given.
    /// `nil` for any other `Host`: a name a request claims is never reflected into an answer.
    @_spi(Testing) public func imageBase(authority: String?, forwardedProto: String?, allowedHosts: Set<String>)
        -> String?
    {
        if let baseURL {
            var text = baseURL.absoluteString
            while text.hasSuffix("/") { text.removeLast() }
            return text
        }
        let scheme = forwardedProto.flatMap { ["http", "https"].contains($0.lowercased()) ? $0.lowercased() : nil }
        guard let authority else { return "\(scheme ?? "http")://localhost" }
        guard let parsed = HostNames.authority(of: authority) else { return nil }
        let answers =
            AccessPolicy(token: nil, allowedHosts: allowedHosts).acceptsHost(authority)
            || (!parsed.isIPv6 && HostNames.ipv4Octets(parsed.name) != nil)
        return answers ? "\(scheme ?? "http")://\(authority.lowercased())" : nil
    }

    /// Reads dashboard files, naming each by its file name without extension.
    ///
    /// - throws: ``WidgetServerError`` naming the file and what is wrong with it.
    public static func dashboards(at paths: [String]) throws -> [String: Dashboard] {
        var dashboards: [String: Dashboard] = [:]
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let name = url.deletingPathExtension().lastPathComponent
            guard dashboards[name] == nil else {
                throw WidgetServerError(
                    statusCode: 400, code: "duplicateDashboard",
                    message: "Two dashboard files are named '\(name)'; rename one.")
            }
            do {
                dashboards[name] = try Dashboard.load(from: url)
            } catch let error as PanelError {
                throw WidgetServerError(statusCode: 400, code: "invalidDashboard", message: error.description)
            }
        }
        return dashboards
    }
}

/// Renders dashboards for devices and keeps the encoded screens they fetch.
final class PanelScreens: Sendable {
    struct Screen: Sendable {
        let data: Data
        let contentType: String
        let filename: String
    }

    let dashboards: [String: Dashboard]
    let registry: PanelDeviceRegistry
    private let pipeline: WidgetPipeline
    /// Recent screens by file name (`NAME.bmp` or `NAME.png`); devices fetch theirs right after polling.
    private let screens = Mutex<[(name: String, screen: Screen)]>([])
    /// The key screens are named with: a screen's name is an HMAC of its bytes under a key made at start, so the
    /// same screen keeps its name (the device does not redraw) while no one can work a name out from what a
    /// dashboard is likely to show (256 unguessable bits; screens need no device key).
    private let namingKey = SymmetricKey(size: .bits256)
    static let keptScreens = 64

    init(configuration: PanelConfiguration, pipeline: WidgetPipeline, log: @escaping @Sendable (String) -> Void)
        async throws
    {
        dashboards = configuration.dashboards
        if let store = configuration.store {
            let devices = try await PanelDeviceStorage.load(
                from: store, legacyFile: configuration.devicesFile, log: log)
            registry = PanelDeviceRegistry(devices: devices, storage: PanelDeviceStorage(store: store, log: log))
        } else {
            registry = PanelDeviceRegistry(devices: [], storage: nil)
        }
        self.pipeline = pipeline
    }

    /// The host instance that shows a dashboard's widget.
    static func instanceID(dashboard: String, index: Int) -> String { "panel-\(dashboard)-\(index)" }

    /// Adds each dashboard widget to the host unless it is there already (re-added when the file changed it).
    func installInstances(in host: WidgetHost) async throws {
        for (name, dashboard) in dashboards.sorted(by: { $0.key < $1.key }) {
            for (index, item) in dashboard.widgets.enumerated() {
                do {
                    try await install(item, id: Self.instanceID(dashboard: name, index: index), in: host)
                } catch {
                    // Say which file and widget: the kit's message alone does not.
                    throw WidgetServerError(
                        statusCode: 400, code: "invalidDashboard",
                        message: "Dashboard '\(name)', widget \(index) ('\(item.kind)'): \(error)")
                }
            }
        }
    }

    /// Adds one dashboard widget unless an instance of the same kind and family has its id already.
    private func install(_ item: Dashboard.Item, id: String, in host: WidgetHost) async throws {
        let widget = try host.bundle.widget(kind: item.kind)
        let family = try item.family.map(widget.family(named:)) ?? widget.supportedFamilies.first ?? .systemSmall
        if let existing = try? await host.widget(id: id) {
            if existing.kind == item.kind, existing.family == family { return }
            try await host.removeWidget(id: id)
        }
        try await host.addWidget(
            kind: item.kind, family: family, placement: .homeScreen, configuration: item.configuration, id: id)
    }

    /// A device's screen now: the dashboard drawn and encoded, kept under its hash, with the seconds until any of
    /// its widgets next changes (its next entry or planned reload), between a minute and an hour.
    func screen(
        dashboard name: String, host: WidgetHost, storedList: (WidgetInstance, ShownEntry) async throws -> DisplayList
    ) async throws -> (screen: Screen, refreshRate: Int) {
        guard let dashboard = dashboards[name] else {
            throw WidgetServerError.notFound("There is no dashboard '\(name)'.", code: "unknownDashboard")
        }
        let profile = try dashboard.profile()
        let now = host.clock.now
        var placements: [PanelPlacement] = []
        var nextChange: Date?
        for (index, item) in dashboard.widgets.enumerated() {
            let id = Self.instanceID(dashboard: name, index: index)
            let instance = try await host.widget(id: id)
            guard let shown = try await host.currentEntry(of: id) else { continue }
            placements.append(
                PanelPlacement(list: try await storedList(instance, shown), origin: CGPoint(x: item.x, y: item.y)))
            let nextEntry = try await host.timeline(of: id)?.entries.map(\.date).filter { $0 > now }.min()
            let nextReload = try await host.nextReload(of: id)?.date
            for date in [nextEntry, nextReload].compactMap({ $0 }) where date > now {
                nextChange = min(nextChange ?? date, date)
            }
        }
        let renderer = PanelRenderer(
            profile: profile,
            painter: CairoPainter(
                textEngine: pipeline.textEngine, colorAssets: pipeline.assets.colors,
                imageAssets: pipeline.assets.images))
        let image = try renderer.render(placements, now: now)
        let isBlackAndWhite = profile.grayLevels == 2
        let data = isBlackAndWhite ? try image.bmp() : try image.png(bitsPerPixel: profile.bitsPerPixel)
        let name = HMAC<SHA256>.authenticationCode(for: data, using: namingKey).map { String(format: "%02x", $0) }
            .joined()
        let filename = "\(name).\(isBlackAndWhite ? "bmp" : "png")"
        let screen = Screen(data: data, contentType: isBlackAndWhite ? "image/bmp" : "image/png", filename: filename)
        screens.withLock { kept in
            kept.removeAll { $0.name == filename }
            kept.append((filename, screen))
            if kept.count > Self.keptScreens { kept.removeFirst(kept.count - Self.keptScreens) }
        }
        let seconds = nextChange.map { Int($0.timeIntervalSince(now).rounded(.up)) } ?? 900
        return (screen, min(max(seconds, 60), 3600))
    }

    /// A screen served recently, by file name.
    func screen(named name: String) -> Screen? {
        screens.withLock { kept in kept.last { $0.name == name }?.screen }
    }
}
