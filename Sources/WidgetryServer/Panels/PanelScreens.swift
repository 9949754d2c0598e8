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
/// under the hash of its bytes, so an unchanged screen keeps its file name and the device does not redraw.
public struct PanelConfiguration: Sendable {
    /// The dashboards by name (a file's name without `.json`).
    public var dashboards: [String: Dashboard]
    /// Where devices and their approvals are kept; `nil` keeps them in memory only.
    public var devicesFile: URL?

    /// Creates a configuration.
    public init(dashboards: [String: Dashboard], devicesFile: URL?) {
        self.dashboards = dashboards
        self.devicesFile = devicesFile
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
    /// Recent screens by file name (`HASH.bmp` or `HASH.png`); devices fetch theirs right after polling.
    private let screens = Mutex<[(name: String, screen: Screen)]>([])
    static let keptScreens = 64

    init(configuration: PanelConfiguration, pipeline: WidgetPipeline) throws {
        dashboards = configuration.dashboards
        registry = try PanelDeviceRegistry(file: configuration.devicesFile)
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
        let hash = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
        let filename = "\(hash).\(isBlackAndWhite ? "bmp" : "png")"
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
