import ArgumentParser
import Foundation
import WidgetryCairo
import WidgetryDisplayList
import WidgetryKit
import WidgetryPanels
import WidgetryPipeline

/// Widgets drawn for e-ink panels: `render --device trmnl-og` and `render-dashboard`.
enum PanelRendering {
    /// A widget's current entry laid out in the dark appearance (what paper is drawn from), with its size in points.
    static func displayList(
        kind: String, family: String?, configuration: WidgetConfigurationValues?, at: Date?, in context: CLIContext,
        pipeline: WidgetPipeline
    ) async throws -> (list: DisplayList, size: CGSize) {
        let widget = try context.bundle.widget(kind: kind)
        let family = try family.map(widget.family(named:)) ?? widget.supportedFamilies.first ?? .systemSmall
        var request = WidgetRenderSpec(family: family)
        request.colorScheme = .dark
        let chosen = try await EntryChoice.entry(
            of: widget, request: request, configuration: configuration, index: nil, at: at, now: context.now())
        request.now = at ?? chosen.date
        return (try await pipeline.displayList(widget, entry: chosen, request: request), request.size)
    }

    /// The margin kept around a widget drawn alone on a panel, in points.
    static let panelMargin = 16.0

    /// How much a widget drawn alone is enlarged to fill a panel less ``panelMargin`` on every side; never less
    /// than 1.
    static func magnification(of size: CGSize, on panel: CGSize) -> Double {
        guard size.width > 0, size.height > 0 else { return 1 }
        let fit = min(
            (panel.width - 2 * panelMargin) / size.width, (panel.height - 2 * panelMargin) / size.height)
        return max(1, fit)
    }

    /// Encodes a panel image for the output path and writes it.
    static func write(_ image: PanelImage, renderer: PanelRenderer, to output: String) throws -> Int {
        let data = try renderer.encode(image, forPath: output)
        try data.write(to: URL(fileURLWithPath: output))
        return data.count
    }

    /// A panel by name, with the command line's error type.
    static func profile(_ name: String) throws -> PanelProfile {
        do {
            return try PanelProfile.named(name)
        } catch let error as PanelError {
            throw CommandError(message: error.description)
        }
    }
}

extension RenderCommand {
    /// `render --device PANEL`: the widget centred on the panel, on paper, dithered to its levels.
    func renderOnPanel(_ panel: String) async throws {
        let context = try CLIContext.required()
        guard activity == nil, preview == nil else {
            throw CommandError(
                message: "--device '\(panel)' draws a widget: give '--kind KIND', not --activity or --preview.")
        }
        guard let kind else {
            throw CommandError(message: "Give the widget to draw on '\(panel)' with '--kind KIND'.")
        }
        let profile = try PanelRendering.profile(panel)
        let started = Date()
        let at = try at.map(DateOption.parse)
        let pipeline = WidgetPipeline(assets: context.assets)
        let (list, size) = try await PanelRendering.displayList(
            kind: kind, family: family, configuration: try configuration.map(ConfigurationOption.parse), at: at,
            in: context, pipeline: pipeline)
        let panelSize = profile.pointSize
        guard size.width <= panelSize.width, size.height <= panelSize.height else {
            throw CommandError(
                message: "A \(Int(size.width))×\(Int(size.height))-point widget does not fit '\(profile.name)' "
                    + "(\(Int(panelSize.width))×\(Int(panelSize.height)) points); choose a smaller --family.")
        }
        // The widget fills the panel, less a 16-point margin, as large as its aspect allows (a medium widget on an
        // 800×480 panel is drawn 2.1 times its points), so its text is as legible on the wall as on a phone.
        let magnification = PanelRendering.magnification(of: size, on: panelSize)
        let origin = CGPoint(
            x: ((panelSize.width - size.width * magnification) / 2).rounded(.down),
            y: ((panelSize.height - size.height * magnification) / 2).rounded(.down))
        let renderer = PanelRenderer(
            profile: profile,
            painter: CairoPainter(
                textEngine: pipeline.textEngine, colorAssets: context.assets.colors, imageAssets: context.assets.images)
        )
        let image = try renderer.render(
            [PanelPlacement(list: list, origin: origin, magnification: magnification)], now: at ?? context.now())
        let bytes = try PanelRendering.write(image, renderer: renderer, to: output)
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        context.output(
            "Wrote \(output) (\(profile.width)×\(profile.height) px, \(profile.grayLevels) grays, "
                + "\(profile.dither.rawValue), \(bytes) bytes) for \(profile.name) in \(elapsed) ms")
    }
}

/// `render-dashboard`: a dashboard file's widgets drawn as one full-screen panel image.
struct RenderDashboardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-dashboard",
        abstract: "Render a dashboard.json (widgets placed on an e-ink panel) as one PNG or 1-bit BMP."
    )

    @Argument(help: "The dashboard file: {\"device\": \"trmnl-og\", \"widgets\": [{\"kind\": …, \"x\": …, \"y\": …}]}.")
    var file: String

    @Option(help: "Draw each widget's entry current at this ISO 8601 date, with dynamic dates formatted for it.")
    var at: String?

    @Option(name: .shortAndLong, help: "The output file: .png (the panel's bit depth) or .bmp (1-bit panels).")
    var output: String

    func run() async throws {
        let context = try CLIContext.required()
        let started = Date()
        let dashboard: Dashboard
        do {
            dashboard = try Dashboard.load(from: URL(fileURLWithPath: file))
        } catch let error as PanelError {
            throw CommandError(message: error.description)
        }
        let profile = try PanelRendering.profile(dashboard.device)
        let at = try at.map(DateOption.parse)
        let pipeline = WidgetPipeline(assets: context.assets)
        let placements = try await DashboardLayout.placements(
            of: dashboard, profile: profile, at: at, in: context, pipeline: pipeline)
        let renderer = PanelRenderer(
            profile: profile,
            painter: CairoPainter(
                textEngine: pipeline.textEngine, colorAssets: context.assets.colors, imageAssets: context.assets.images)
        )
        let image = try renderer.render(placements, now: at ?? context.now())
        let bytes = try PanelRendering.write(image, renderer: renderer, to: output)
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        context.output(
            "Wrote \(output) (\(profile.width)×\(profile.height) px, \(placements.count) widgets, "
                + "\(profile.grayLevels) grays, \(bytes) bytes) for \(profile.name) in \(elapsed) ms")
    }
}

/// The widgets of a dashboard laid out where the file puts them.
enum DashboardLayout {
    static func placements(
        of dashboard: Dashboard, profile: PanelProfile, at: Date?, in context: CLIContext, pipeline: WidgetPipeline
    ) async throws -> [PanelPlacement] {
        var placements: [PanelPlacement] = []
        for (index, item) in dashboard.widgets.enumerated() {
            let (list, size) = try await PanelRendering.displayList(
                kind: item.kind, family: item.family, configuration: item.configuration, at: at, in: context,
                pipeline: pipeline)
            let panel = profile.pointSize
            if item.x + size.width > panel.width + 0.5 || item.y + size.height > panel.height + 0.5 {
                context.errorOutput(
                    "Warning: widget \(index) ('\(item.kind)', \(Int(size.width))×\(Int(size.height)) points at "
                        + "(\(Int(item.x)), \(Int(item.y)))) runs off the \(Int(panel.width))×\(Int(panel.height))-point "
                        + "panel and is cut off.")
            }
            placements.append(PanelPlacement(list: list, origin: CGPoint(x: item.x, y: item.y)))
        }
        return placements
    }
}
