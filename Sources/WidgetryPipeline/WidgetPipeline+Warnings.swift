import Foundation
import WidgetryDisplayList
import WidgetryKit

extension WidgetPipeline {
    /// The display list of an entry, with the silent failures seen while making it: a missing container background
    /// (the list then shows iOS's placeholder message, as ``displayList(_:entry:request:)`` draws it) and images
    /// over iOS's archive limit (``WidgetWarnings/images(in:assets:scale:)`` at `imageScale`).
    ///
    /// The view is resolved once, so checking costs no second resolution. For example, a host's renderer:
    ///
    /// ```swift
    /// let checked = try await pipeline.checkedDisplayList(widget, entry: entry, request: spec, imageScale: 3)
    /// return WidgetRendering(data: try checked.list.jsonData(), warnings: checked.warnings)
    /// ```
    ///
    /// - Parameters:
    ///   - widget: The widget to lay out.
    ///   - entry: The entry to show.
    ///   - request: The family, size, appearance and moment.
    ///   - imageScale: The pixels per point to size named asset images at (iPhones draw widgets at 3).
    /// - throws: ``PipelineError`` for a Live Activity kind, or what a remotely laid out entry throws.
    public func checkedDisplayList(
        _ widget: WidgetDescriptor, entry: AnyTimelineEntry, request: WidgetRenderSpec, imageScale: Int
    ) async throws -> (list: DisplayList, warnings: [WidgetWarning]) {
        let laidOut = try await laidOut(widget, entry: entry, request: request)
        var warnings: [WidgetWarning] = []
        if laidOut.missingContainerBackground {
            warnings.append(WidgetWarnings.missingContainerBackground(kind: widget.kind))
        }
        warnings += WidgetWarnings.images(in: laidOut.list, assets: assets, scale: imageScale)
        return (laidOut.list, warnings)
    }
}
