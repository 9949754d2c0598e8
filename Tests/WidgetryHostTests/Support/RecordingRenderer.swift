import Foundation
import Synchronization
import WidgetryHost
import WidgetryKit

/// A renderer that encodes `kind|slot|variant|entry summary|redacted?` and counts its calls.
final class RecordingRenderer: WidgetRenderer {
    private let calls = Mutex(0)
    /// A variant whose renderings throw, to test containment.
    let failingVariant: RenderVariant?
    /// Whether to make each view on the main actor, as a real renderer does.
    let makesViews: Bool
    /// The silent failures each rendering reports, as a layout-based renderer finds them in what it drew.
    let warnings: @Sendable (WidgetRenderRequest) -> [WidgetWarning]

    init(
        failingVariant: RenderVariant? = nil, makesViews: Bool = false,
        warnings: @escaping @Sendable (WidgetRenderRequest) -> [WidgetWarning] = { _ in [] }
    ) {
        self.failingVariant = failingVariant
        self.makesViews = makesViews
        self.warnings = warnings
    }

    var callCount: Int { calls.withLock { $0 } }

    func render(_ request: WidgetRenderRequest) async throws -> WidgetRendering {
        calls.withLock { $0 += 1 }
        if request.variant == failingVariant { throw ScriptError() }
        var viewType = ""
        if makesViews {
            viewType = await MainActor.run { String(describing: type(of: request.makeView())) }
        }
        let redacted = request.environment.redactionReasons.contains(.placeholder)
        let data = Data(
            "\(request.instance.kind)|\(request.slot)|\(request.variant)|\(EntryDescriptionRenderer.summary(of: request.entry))|\(redacted ? "redacted" : "plain")\(viewType.isEmpty ? "" : "|\(viewType)")"
                .utf8)
        return WidgetRendering(data: data, warnings: warnings(request))
    }
}
