import Foundation
import WidgetryKit
import WidgetryPipeline

/// The silent failures `render` reports for a widget's entry: ``WidgetWarnings`` over what it drew.
enum RenderWarnings {
    /// The warnings for one rendered entry: its images and memory, and its timeline. (A missing container background
    /// is said by the pipeline itself, once per kind.)
    ///
    /// - Parameters:
    ///   - widget: The widget rendered.
    ///   - entry: The entry drawn.
    ///   - request: The request it was drawn with.
    ///   - inspection: The provider's answers the entry came from.
    ///   - archiveBytes: The size of what was written, for the memory estimate.
    ///   - pipeline: The pipeline that drew it.
    static func widget(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec,
        inspection: TimelineInspection, archiveBytes: Int, pipeline: WidgetPipeline
    ) async -> [WidgetWarning] {
        var warnings: [WidgetWarning] = []
        if let list = try? await pipeline.displayList(widget, entry: entry, request: request) {
            warnings += WidgetWarnings.images(in: list, assets: pipeline.assets, scale: request.scale)
            if let memory = WidgetWarnings.memory(
                of: list, archiveBytes: archiveBytes, assets: pipeline.assets, scale: request.scale)
            {
                warnings.append(memory)
            }
        }
        if let past = WidgetWarnings.timelineInPast(inspection.timeline, kind: widget.kind, now: inspection.now) {
            warnings.append(past)
        }
        return warnings
    }
}
