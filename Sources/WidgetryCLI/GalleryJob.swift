import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// One image of the gallery: a widget in a family and appearance, or a preview's step.
struct GalleryJob {
    enum Source {
        case widget(WidgetDescriptor)
        case preview(PreviewDescriptor)
        /// One presentation of a Live Activity preview's first content state.
        case activity(PreviewDescriptor, presentation: String)
        /// A control in a Control Center size, with a value (`nil` for its preview value).
        case control(ControlDescriptor, value: AnyControlValue?, size: ControlPresentationLayout.Size)
    }

    struct Result {
        var group: String
        var label: String
        var file: String?
        var size: CGSize
        var error: String?
        /// Silent failures in the image: too large to archive, over the extension's memory, a timeline in the past.
        var warnings: [WidgetWarning] = []
        /// Whether the image is shown on a dark backdrop, as the Lock Screen (accessory families) and Control
        /// Center (controls) draw them.
        var isOnDarkBackdrop = false
    }

    let source: Source
    let request: WidgetRenderSpec
    let group: String
    let label: String
    let file: String

    /// Every widget × supported family × light and dark (accessory families once, dark and vibrant, as the Lock
    /// Screen shows them), plus a placeholder, and the accented mode (on the tinted plate) for Home Screen
    /// families (families the device lacks, such as `systemExtraLarge` on an iPhone, are left out); then every
    /// preview.
    static func all(
        for bundle: WidgetBundleDescriptor, previews: [PreviewDescriptor], scale: Int, device: DeviceProfile
    ) -> [GalleryJob] {
        var jobs: [GalleryJob] = []
        for widget in bundle.timelineWidgets {
            // An iPhone has no systemExtraLarge: the gallery offers it for an iPad profile only.
            for family in device.shownFamilies(of: widget) {
                var variants: [(String, WidgetRenderSpec)] = []
                var base = WidgetRenderSpec(family: family)
                base.scale = scale
                base.device = device
                var light = base
                light.colorScheme = .light
                var dark = base
                dark.colorScheme = .dark
                if family.isAccessory {
                    // The Lock Screen is always dark: one look, as the system shows it.
                    variants.append(("lockscreen", dark))
                } else {
                    variants.append(("light", light))
                    variants.append(("dark", dark))
                }
                var placeholder = base
                placeholder.redaction = .placeholder
                variants.append(("placeholder", placeholder))
                if !family.isAccessory {
                    var accented = dark
                    accented.renderingMode = .accented
                    variants.append(("accented", accented))
                }
                for (name, request) in variants {
                    let mode = family.isAccessory && name != "placeholder" ? "Lock Screen, vibrant" : name
                    jobs.append(
                        GalleryJob(
                            source: .widget(widget), request: request,
                            group: widget.displayName.isEmpty ? widget.kind : "\(widget.displayName) (\(widget.kind))",
                            label: "\(family) · \(mode)",
                            file: "\(fileName(widget.kind))-\(family)-\(name).png"))
                }
            }
        }
        let appearance = try? AppearanceOptions.defaults(scale: scale)
        for (index, preview) in previews.enumerated() {
            guard let appearance,
                let request = try? PreviewRendering.request(for: preview, family: nil, appearance: appearance)
            else { continue }
            jobs.append(
                GalleryJob(
                    source: .preview(preview), request: request, group: "Previews", label: preview.title,
                    file: "preview-\(index)-\(fileName(preview.title)).png"))
            guard preview.kind == .liveActivity, preview.widget?.activity != nil else { continue }
            var base = WidgetRenderSpec(family: .systemMedium)
            base.scale = scale
            base.device = device
            for presentation in ["lockScreen", "compact", "minimal", "expanded"] {
                jobs.append(
                    GalleryJob(
                        source: .activity(preview, presentation: presentation), request: base,
                        group: "Live Activity: \(preview.title)", label: presentation,
                        file: "activity-\(index)-\(fileName(preview.title))-\(presentation).png"))
            }
        }
        jobs += controlJobs(for: bundle, scale: scale, device: device)
        return jobs
    }

    /// Every control in each Control Center size: a toggle with a `Bool` value off and on, any other control with
    /// its preview value.
    static func controlJobs(for bundle: WidgetBundleDescriptor, scale: Int, device: DeviceProfile) -> [GalleryJob] {
        var jobs: [GalleryJob] = []
        for control in bundle.controls {
            var base = WidgetRenderSpec(family: .systemSmall)
            base.scale = scale
            base.device = device
            let values: [(String, AnyControlValue?)] =
                control.template == .toggle && control.valueType?.hasSuffix("Bool") == true
                ? [("off", AnyControlValue(false)), ("on", AnyControlValue(true))] : [("preview", nil)]
            for size in ControlPresentationLayout.Size.allCases {
                for (state, value) in values {
                    jobs.append(
                        GalleryJob(
                            source: .control(control, value: value, size: size), request: base,
                            group: "Control: \(control.displayName.isEmpty ? control.kind : control.displayName)",
                            label: "\(size.rawValue) · \(state)",
                            file: "control-\(fileName(control.kind))-\(size.rawValue)-\(state).png"))
                }
            }
        }
        return jobs
    }

    static func fileName(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
    }

    /// Renders the job; failures are kept in the result, so one widget cannot stop the gallery.
    ///
    /// - Parameter clock: The moment now; a Live Activity preview is drawn at the moment its content states were
    ///   made, so a timer the preview started reads its whole length (a 30-minute countdown reads 30:00, not 30:01).
    func run(
        pipeline: WidgetPipeline, folder: URL, clock: @Sendable () -> Date,
        timelines: inout [String: TimelineInspection]
    ) async -> Result {
        let now = clock()
        var result = Result(group: group, label: label, file: nil, size: request.size)
        if case .control = source { result.isOnDarkBackdrop = true }
        if request.family.isAccessory { result.isOnDarkBackdrop = true }
        do {
            var request = self.request
            let list: DisplayList
            switch source {
            case .widget(let widget):
                let key = "\(widget.kind)/\(request.family)"
                let inspection: TimelineInspection
                if let cached = timelines[key] {
                    inspection = cached
                } else {
                    inspection = try await TimelineInspection.run(
                        widget, family: request.family, device: request.device, now: now)
                    timelines[key] = inspection
                }
                let entry = try EntryChoice.entry(from: inspection, request: request)
                request.now = entry.date
                list = try await pipeline.displayList(widget, entry: entry, request: request)
                if let past = WidgetWarnings.timelineInPast(inspection.timeline, kind: widget.kind, now: now) {
                    result.warnings.append(past)
                }
            case .preview(let preview):
                let steps = try await preview.steps()
                guard let step = steps.first else { throw CommandError(message: "The preview has no steps.") }
                request.now = step.entry?.date ?? now
                // Resolved on the main actor, where the view lives; only the Sendable tree leaves it.
                let resolving = request
                let tree = await MainActor.run {
                    ViewResolver.resolve(step.view(), in: WidgetPipeline.environment(for: resolving))
                }
                list = pipeline.layout(
                    tree, request: request, marginsDisabled: preview.widget?.contentMarginsDisabled ?? false)
            case .activity(let preview, let presentation):
                let steps = try await preview.steps()
                guard let input = steps.first?.activityInput, let activity = preview.widget?.activity else {
                    throw CommandError(message: "The Live Activity preview has no content state.")
                }
                request.now = max(now, clock())
                (request, list) = try await ActivityPresentationLayout.displayList(
                    activity, presentation, input, request: request, pipeline: pipeline)
            case .control(let control, let value, let size):
                (request, list) = try await ControlPresentationLayout.displayList(
                    control, value: value, size: size, request: request, pipeline: pipeline)
            }
            let data = try pipeline.paint(list, request: request, format: .png)
            result.warnings += WidgetWarnings.images(in: list, assets: pipeline.assets, scale: request.scale)
            if let memory = WidgetWarnings.memory(
                of: list, archiveBytes: data.count, assets: pipeline.assets, scale: request.scale)
            {
                result.warnings.append(memory)
            }
            try data.write(to: folder.appendingPathComponent(file))
            result.file = file
            result.size = request.size
        } catch {
            result.error = "\(error)"
        }
        return result
    }
}
