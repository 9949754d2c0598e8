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

    init(failingVariant: RenderVariant? = nil, makesViews: Bool = false) {
        self.failingVariant = failingVariant
        self.makesViews = makesViews
    }

    var callCount: Int { calls.withLock { $0 } }

    func render(_ request: WidgetRenderRequest) async throws -> Data {
        calls.withLock { $0 += 1 }
        if request.variant == failingVariant { throw ScriptError() }
        var viewType = ""
        if makesViews {
            viewType = await MainActor.run { String(describing: type(of: request.makeView())) }
        }
        let redacted = request.environment.redactionReasons.contains(.placeholder)
        return Data(
            "\(request.instance.kind)|\(request.slot)|\(request.variant)|\(EntryDescriptionRenderer.summary(of: request.entry))|\(redacted ? "redacted" : "plain")\(viewType.isEmpty ? "" : "|\(viewType)")"
                .utf8)
    }
}
