import Foundation
import WidgetryDisplayList
import WidgetryKit

/// An entry whose view lives somewhere else — in a provider process, for example — and that lays itself out there.
///
/// ``WidgetPipeline/displayList(_:entry:request:)`` asks such an entry for its display list instead of making the
/// widget's view, so hosts, the gallery and painters treat it like any other entry. `ProviderIsolation`'s
/// stand-in entries conform.
public protocol RemotelyLaidOutEntry: TimelineEntry {
    /// The entry laid out as the widget of `kind` for a request.
    ///
    /// - Parameters:
    ///   - kind: The widget's kind.
    ///   - request: The family, size, appearance, redaction and moment to lay out for.
    /// - Returns: The display list, in points.
    /// - throws: Whatever kept the entry from being laid out (its process ended, it was dropped).
    func displayList(kind: String, request: WidgetRenderSpec) async throws -> DisplayList
}
