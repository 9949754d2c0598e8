import ArgumentParser
import Foundation
import WidgetryKit
import WidgetryPanels
import WidgetryPipeline
import WidgetryUI

/// `render`: one widget entry (or one preview) to a PNG, SVG, PDF or HTML file.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a widget's entry, a Live Activity's presentation or a preview to PNG, SVG, PDF or HTML."
    )

    @Option(help: "The widget kind (see `list`).")
    var kind: String?

    @Option(help: "A registered preview, by name or title (see `list`), instead of --kind.")
    var preview: String?

    @Option(help: "A Live Activity's kind (see `list`), instead of --kind: draws --presentation from --state.")
    var activity: String?

    @Option(help: "With --activity: lockScreen, compact, minimal or expanded (or one part, such as compactLeading).")
    var presentation: String = "lockScreen"

    @Option(help: "With --activity: the content state as a JSON object.")
    var state: String?

    @Option(help: "With --activity: the attributes as a JSON object.")
    var attributes: String = "{}"

    @Flag(help: "With --activity: draw the activity as stale (its stale date has passed).")
    var stale = false

    @Option(help: "The widget family; defaults to the widget's first supported family.")
    var family: String?

    @Option(help: "Which timeline entry to show, from 0.")
    var entry: Int?

    @Option(help: "Show the entry current at this ISO 8601 date, and format dynamic dates for it.")
    var at: String?

    @Option(help: "The configuration as a JSON object.")
    var configuration: String?

    @OptionGroup var appearance: AppearanceOptions

    @Option(name: .shortAndLong, help: "The output file: .png, .svg, .pdf or .html.")
    var output: String

    func run() async throws {
        if let device = appearance.device, PanelProfile.isPanelName(device) {
            if appearance.location != nil || appearance.night || appearance.glass != nil {
                throw CommandError(
                    message: "--location, --night and --glass are places and looks of an iPhone; an e-ink panel "
                        + "('\(device)') draws its own. Leave them out, or use an iPhone --device.")
            }
            try await renderOnPanel(device)
            return
        }
        let context = try CLIContext.required()
        let format = try WidgetOutputFormat(path: output)
        let at = try at.map(DateOption.parse)
        let pipeline = WidgetPipeline(assets: context.assets)
        let started = Date()
        let data: Data
        let request: WidgetRenderSpec
        var warnings: [WidgetWarning] = []
        if let activity {
            guard let state else {
                throw CommandError(
                    message: "Give the activity's content state with '--state JSON', such as '--state {\"eta\": 12}'.")
            }
            (data, request) = try await ActivityRendering.render(
                kind: activity, presentation: presentation, state: state, attributes: attributes, stale: stale,
                in: context, appearance: appearance, at: at, format: format, pipeline: pipeline)
        } else if let preview {
            (data, request) = try await PreviewRendering.render(
                named: preview, in: context, step: entry ?? 0, family: family, appearance: appearance, at: at,
                format: format, pipeline: pipeline)
        } else {
            guard let kind else {
                throw CommandError(
                    message: "Give a widget with '--kind KIND', a Live Activity with '--activity KIND' or a "
                        + "preview with '--preview NAME'.")
            }
            let widget = try context.bundle.widget(kind: kind)
            let family = try family.map(widget.family(named:)) ?? defaultFamily(of: widget)
            guard widget.supportedFamilies.contains(family) || widget.supportedFamilies.isEmpty else {
                throw CommandError(
                    message: "Widget '\(kind)' does not support family '\(family)'. It supports "
                        + widget.supportedFamilies.map { "'\($0)'" }.joined(separator: ", ") + ".")
            }
            var base = try appearance.request(family: family)
            try base.validateLocation(for: widget)
            let inspection = try await TimelineInspection.run(
                widget, family: base.family, configuration: try configuration.map(ConfigurationOption.parse),
                device: base.device, now: context.now())
            let chosen = try EntryChoice.entry(from: inspection, request: base, index: entry, at: at)
            base.now = at ?? chosen.date
            request = base
            data = try await pipeline.render(widget, entry: chosen, request: request, format: format)
            warnings = await RenderWarnings.widget(
                widget, entry: chosen, request: request, inspection: inspection, archiveBytes: data.count,
                pipeline: pipeline)
        }
        try data.write(to: URL(fileURLWithPath: output))
        let elapsed = Int(Date().timeIntervalSince(started) * 1000)
        let pixels = Self.sizeDescription(of: request, format: format)
        let place = appearance.location == nil ? "" : ", \(request.location)\(request.isNightMode ? " at night" : "")"
        context.output(
            "Wrote \(output) (\(format.rawValue), \(pixels), \(activity == nil ? "\(request.family)" : presentation), \(request.colorScheme), "
                + "\(request.renderingMode)\(place)) in \(elapsed) ms")
        for warning in warnings { context.errorOutput("warning: \(warning.message)") }
    }

    /// The family a widget renders in when `--family` is not given: systemSmall where the location shows only it
    /// (StandBy, CarPlay), else the widget's first.
    func defaultFamily(of widget: WidgetDescriptor) throws -> WidgetFamily {
        if let name = appearance.location {
            let location = try AppearanceOptions.location(name)
            if location == .standBy || location == .carPlay { return .systemSmall }
        }
        return widget.supportedFamilies.first ?? .systemSmall
    }
}

extension RenderCommand {
    /// The output's size in the units the file states: pixels at the scale for PNG, points for PDF, CSS pixels
    /// (one per point, as the SVG's `width` and `height` say) for SVG and HTML.
    static func sizeDescription(of request: WidgetRenderSpec, format: WidgetOutputFormat) -> String {
        let width = Int(request.canvasSize.width.rounded())
        let height = Int(request.canvasSize.height.rounded())
        switch format {
        case .png: return "\(width * request.scale)×\(height * request.scale) px"
        case .pdf: return "\(width)×\(height) pt"
        case .svg, .html: return "\(width)×\(height) px, 1 px per point"
        }
    }
}

/// Parses `--at`.
enum DateOption {
    static func parse(_ text: String) throws -> Date {
        if let date = try? Date(text, strategy: .iso8601) { return date }
        throw CommandError(message: "Date '\(text)' is not ISO 8601. Write it like '2026-11-22T09:30:00Z'.")
    }
}

/// Which entry a render shows.
enum EntryChoice {
    /// The placeholder entry for placeholder redaction; otherwise the timeline's entry at an index or a date.
    static func entry(
        of widget: WidgetDescriptor, request: WidgetRenderSpec, configuration: WidgetConfigurationValues?,
        index: Int?, at: Date?, now: Date
    ) async throws -> AnyTimelineEntry {
        let inspection = try await TimelineInspection.run(
            widget, family: request.family, configuration: configuration, device: request.device, now: now)
        return try entry(from: inspection, request: request, index: index, at: at)
    }

    /// The entry a render shows from an inspection the caller already has (the gallery keeps one per family).
    static func entry(
        from inspection: TimelineInspection, request: WidgetRenderSpec, index: Int? = nil, at: Date? = nil
    ) throws -> AnyTimelineEntry {
        if request.redaction.contains(.placeholder) { return inspection.placeholder }
        let entries = inspection.timeline.entries
        guard !entries.isEmpty else { return inspection.snapshot }
        if let index {
            guard entries.indices.contains(index) else {
                throw CommandError(
                    message: "Entry '\(index)' does not exist; the timeline has entries 0 to \(entries.count - 1).")
            }
            return entries[index]
        }
        if let at {
            return entries.filter { $0.date <= at }.max { $0.date < $1.date } ?? entries[0]
        }
        return entries[0]
    }
}
