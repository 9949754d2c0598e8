import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders what the preview page shows, as HTML files, and collects the manifest (`preview-renders`).
///
/// One failing widget or preview becomes an item with an error; the others still render.
struct PreviewRenderer {
    let context: CLIContext
    let folder: URL
    /// The moment to render at, when the clock control set one.
    let at: Date?
    /// Only this kind, when given.
    let kind: String?
    let scale: Int
    let frameLimit: Int
    let pipeline: WidgetPipeline
    private(set) var fileCount = 0
    private var items: [PreviewRenderManifest.Item] = []

    init(context: CLIContext, folder: URL, at: Date?, kind: String?, scale: Int, frameLimit: Int) {
        self.context = context
        self.folder = folder
        self.at = at
        self.kind = kind
        self.scale = scale
        self.frameLimit = frameLimit
        pipeline = WidgetPipeline(assets: context.assets)
    }

    /// Renders previews first (as Xcode's canvas shows them), then widgets, Live Activities' presentations and
    /// controls.
    mutating func renderAll() async throws -> PreviewRenderManifest {
        items = []
        let now = at ?? context.now()
        for (index, preview) in context.previews.enumerated() where kind == nil || preview.widgetKind == kind {
            await renderPreview(preview, index: index, now: now)
        }
        for widget in context.bundle.timelineWidgets where kind == nil || widget.kind == kind {
            await renderWidget(widget, now: now)
        }
        for control in context.bundle.controls where kind == nil || control.kind == kind {
            await renderControl(control, now: now)
        }
        let bundle = context.bundle
        return PreviewRenderManifest(
            bundle: bundle.name, kinds: bundle.widgets.map(\.kind) + bundle.controls.map(\.kind), at: at,
            items: items, problems: bundle.problems)
    }

    // MARK: Widgets

    /// Every supported family in each appearance; the first appearance of a family carries the timeline strip.
    private mutating func renderWidget(_ widget: WidgetDescriptor, now: Date) async {
        let group = widget.displayName.isEmpty ? widget.kind : "\(widget.displayName) (\(widget.kind))"
        var widgetWarnings: [WidgetWarning] = []
        for family in widget.supportedFamilies {
            let baseID = "widget/\(widget.kind)/\(family)"
            let inspection: TimelineInspection
            do {
                inspection = try await TimelineInspection.run(widget, family: family, device: .default, now: now)
            } catch {
                items.append(
                    .init(
                        id: baseID, name: group, group: group, family: "\(family)", appearance: "light",
                        error: "\(error)"))
                continue
            }
            if widgetWarnings.isEmpty {
                if let past = WidgetWarnings.timelineInPast(inspection.timeline, kind: widget.kind, now: now) {
                    widgetWarnings.append(past)
                }
                var request = WidgetRenderSpec(family: family)
                request.now = now
                let entry = (try? EntryChoice.entry(from: inspection, request: request, at: now)) ?? inspection.snapshot
                let missing = await MainActor.run {
                    WidgetWarnings.containerBackground(of: widget, entry: entry, request: request)
                }
                if let missing { widgetWarnings.append(missing) }
            }
            for (offset, (appearance, spec)) in Self.appearances(of: family).enumerated() {
                var item = PreviewRenderManifest.Item(
                    id: "\(baseID)/\(appearance)", name: group, group: group, family: "\(family)",
                    appearance: appearance)
                do {
                    let entry = try EntryChoice.entry(from: inspection, request: spec, at: now)
                    var request = spec
                    request.now = at ?? max(entry.date, now)
                    let list = try await pipeline.displayList(widget, entry: entry, request: request)
                    let size = try write(list, request: request, as: item.id)
                    item.file = fileName(item.id)
                    if offset == 0 {
                        item.warnings = widgetWarnings + imageWarnings(list, archiveBytes: size)
                        item.frames = try await timelineFrames(widget, inspection, request: spec, id: item.id)
                    }
                } catch {
                    item.error = "\(error)"
                }
                items.append(item)
            }
        }
    }

    /// The appearances a family is shown in: light, dark, accented and clear glass on the Home Screen, and StandBy
    /// for systemSmall; accessory families as the Lock Screen shows them (dark, vibrant).
    static func appearances(of family: WidgetFamily) -> [(String, WidgetRenderSpec)] {
        var base = WidgetRenderSpec(family: family)
        base.scale = 1
        if family.isAccessory { return [("vibrant", base)] }
        var dark = base
        dark.colorScheme = .dark
        var accented = dark
        accented.renderingMode = .accented
        var glass = accented
        glass.glass = .clear
        var result = [("light", base), ("dark", dark), ("accented", accented), ("glass", glass)]
        if family == .systemSmall {
            var standBy = base
            if (try? standBy.present(at: .standBy)) != nil { result.append(("standBy", standBy)) }
        }
        return result
    }

    /// One frame per timeline entry, each drawn at its own date.
    private mutating func timelineFrames(
        _ widget: WidgetDescriptor, _ inspection: TimelineInspection, request: WidgetRenderSpec, id: String
    ) async throws -> [PreviewRenderManifest.Frame] {
        let entries = inspection.timeline.entries
        guard entries.count > 1 else { return [] }
        var frames: [PreviewRenderManifest.Frame] = []
        for (index, entry) in entries.prefix(frameLimit).enumerated() {
            var spec = request
            spec.now = entry.date
            let list = try await pipeline.displayList(widget, entry: entry, request: spec)
            let frameID = "\(id)/entry-\(index)"
            _ = try write(list, request: spec, as: frameID)
            frames.append(.init(date: entry.date, label: "#\(index)", file: fileName(frameID)))
        }
        return frames
    }

    // MARK: Previews

    /// A preview's first step, its steps as the strip, and for a Live Activity each presentation.
    private mutating func renderPreview(_ preview: PreviewDescriptor, index: Int, now: Date) async {
        let source = [preview.fileID, preview.line.map(String.init)].compactMap { $0 }.joined(separator: ":")
        let baseID = "preview/\(preview.id)"
        var item = PreviewRenderManifest.Item(
            id: baseID, name: preview.title, group: "Previews", family: preview.family.map { "\($0)" } ?? "view",
            appearance: "light", source: source.isEmpty ? preview.typeName : source)
        do {
            let appearance = try AppearanceOptions.defaults(scale: 1)
            let request = try PreviewRendering.request(for: preview, family: nil, appearance: appearance)
            item.family = preview.activityViewKind.map { "\($0)" } ?? "\(request.family)"
            let steps = try await preview.steps()
            guard !steps.isEmpty else { throw CommandError(message: "The preview has no steps.") }
            // Content states may hold dates the preview made from the clock: draw them at that moment (or after),
            // so a timer they start reads its whole length.
            let made = at ?? max(now, context.now())
            for (number, step) in steps.prefix(frameLimit).enumerated() {
                var spec = request
                spec.now = at ?? step.entry?.date ?? made
                let resolving = spec
                let tree = await MainActor.run {
                    ViewResolver.resolve(step.view(), in: WidgetPipeline.environment(for: resolving))
                }
                let list = pipeline.layout(
                    tree, request: spec, marginsDisabled: preview.widget?.contentMarginsDisabled ?? false)
                let frameID = steps.count == 1 ? baseID : "\(baseID)/step-\(number)"
                let size = try write(list, request: spec, as: frameID)
                if number == 0 {
                    item.file = fileName(frameID)
                    item.warnings = imageWarnings(list, archiveBytes: size)
                }
                if steps.count > 1 {
                    let label = step.entry.map { _ in "#\(number)" } ?? "state \(number + 1)"
                    item.frames.append(.init(date: step.entry?.date, label: label, file: fileName(frameID)))
                }
            }
            if let widget = preview.widget, let activity = widget.activity {
                for step in steps {
                    guard let input = step.activityInput,
                        let warning = WidgetWarnings.contentState(of: activity, kind: widget.kind, input: input)
                    else { continue }
                    item.warnings.append(warning)
                }
                items.append(item)
                await renderPresentations(preview, activity: activity, steps: steps, now: made)
                return
            }
        } catch {
            item.error = "\(error)"
        }
        items.append(item)
    }

    /// A Live Activity preview's Lock Screen banner and island presentations, with its content states as the strip.
    private mutating func renderPresentations(
        _ preview: PreviewDescriptor, activity: ActivityDescriptor, steps: [PreviewStep], now: Date
    ) async {
        var base = WidgetRenderSpec(family: .systemMedium)
        base.now = at ?? now
        for presentation in ["lockScreen", "compact", "minimal", "expanded"] {
            let id = "activity/\(preview.id)/\(presentation)"
            var item = PreviewRenderManifest.Item(
                id: id, name: preview.title, group: "Live Activity: \(preview.title)", family: presentation,
                appearance: ActivityPresentationLayout.isOnIsland(presentation) ? "dark" : "light")
            do {
                let inputs = steps.compactMap(\.activityInput).prefix(frameLimit)
                for (number, input) in inputs.enumerated() {
                    let (spec, list) = try await ActivityPresentationLayout.displayList(
                        activity, presentation, input, request: base, pipeline: pipeline)
                    let frameID = inputs.count == 1 ? id : "\(id)/state-\(number)"
                    _ = try write(list, request: spec, as: frameID)
                    if number == 0 { item.file = fileName(frameID) }
                    if inputs.count > 1 {
                        item.frames.append(.init(date: nil, label: "state \(number + 1)", file: fileName(frameID)))
                    }
                }
            } catch {
                item.error = "\(error)"
            }
            items.append(item)
        }
    }

    // MARK: Controls

    /// A control in each Control Center size: a Bool toggle off and on, any other with its preview value.
    private mutating func renderControl(_ control: ControlDescriptor, now: Date) async {
        let name = control.displayName.isEmpty ? control.kind : control.displayName
        var base = WidgetRenderSpec(family: .systemSmall)
        base.now = at ?? now
        let values: [(String, AnyControlValue?)] =
            control.template == .toggle && control.valueType?.hasSuffix("Bool") == true
            ? [("off", AnyControlValue(false)), ("on", AnyControlValue(true))] : [("preview", nil)]
        for size in ControlPresentationLayout.Size.allCases {
            for (state, value) in values {
                let id = "control/\(control.kind)/\(size.rawValue)/\(state)"
                var item = PreviewRenderManifest.Item(
                    id: id, name: name, group: "Control: \(name)", family: size.rawValue, appearance: state)
                do {
                    let (spec, list) = try await ControlPresentationLayout.displayList(
                        control, value: value, size: size, request: base, pipeline: pipeline)
                    _ = try write(list, request: spec, as: id)
                    item.file = fileName(id)
                } catch {
                    item.error = "\(error)"
                }
                items.append(item)
            }
        }
    }

    // MARK: Files

    /// Paints a display list as HTML into the folder; returns the file's size.
    private mutating func write(_ list: DisplayList, request: WidgetRenderSpec, as id: String) throws -> Int {
        let data = try pipeline.paint(list, request: request, format: .html)
        try data.write(to: folder.appendingPathComponent(fileName(id)))
        fileCount += 1
        return data.count
    }

    private func fileName(_ id: String) -> String { GalleryJob.fileName(id) + ".html" }

    private func imageWarnings(_ list: DisplayList, archiveBytes: Int) -> [WidgetWarning] {
        var warnings = WidgetWarnings.images(in: list, assets: pipeline.assets, scale: scale)
        if let memory = WidgetWarnings.memory(
            of: list, archiveBytes: archiveBytes, assets: pipeline.assets, scale: scale)
        {
            warnings.append(memory)
        }
        return warnings
    }
}
