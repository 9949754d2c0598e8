import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// The widget gallery's pictures: each widget's `isPreview` snapshot (sample data, default configuration) laid out
/// once per family and color scheme and kept, then painted per request.
///
/// A provider whose snapshot throws or misses the deadline is shown by its placeholder, redacted.
actor GalleryPreviews {
    private struct Key: Hashable {
        let kind: String
        let family: WidgetFamily
        let scheme: ColorScheme
    }

    /// A laid-out preview and whether it is the redacted placeholder.
    struct Preview: Sendable {
        let list: DisplayList
        let isPlaceholder: Bool
        let date: Date
    }

    private let pipeline: WidgetPipeline
    private let device: DeviceProfile
    private let deadline: Duration
    private var cache: [Key: Preview] = [:]

    init(pipeline: WidgetPipeline, device: DeviceProfile, deadline: Duration) {
        self.pipeline = pipeline
        self.device = device
        self.deadline = deadline
    }

    /// The preview of a widget in a family and color scheme, laid out on first use.
    ///
    /// - throws: `PipelineError` when the widget cannot be laid out.
    func preview(of widget: WidgetDescriptor, family: WidgetFamily, scheme: ColorScheme) async throws -> Preview {
        let key = Key(kind: widget.kind, family: family, scheme: scheme)
        if let cached = cache[key] { return cached }
        guard let provider = widget.provider else {
            throw WidgetServerError.badRequest(
                "'\(widget.kind)' is a Live Activity; the gallery shows widgets only.", field: "kind")
        }
        let context = TimelineProviderContext(family: family, isPreview: true, device: device)
        let seconds = Double(deadline.components.seconds)
        let snapshot = try? await Deadline.run(seconds: seconds) {
            try await provider.snapshot(for: nil, in: context)
        }
        let entry = snapshot.flatMap { $0 } ?? provider.placeholder(in: context)
        var spec = WidgetRenderSpec(family: family)
        spec.device = device
        spec.colorScheme = family.isAccessory ? .dark : scheme
        spec.now = entry.date
        let isPlaceholder = snapshot.flatMap { $0 } == nil
        if isPlaceholder { spec.redaction = .placeholder }
        let list = try await pipeline.displayList(widget, entry: entry, request: spec)
        let preview = Preview(list: list, isPlaceholder: isPlaceholder, date: entry.date)
        cache[key] = preview
        return preview
    }
}
