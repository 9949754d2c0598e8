import Foundation
import WidgetryKit
import WidgetryPipeline
import WidgetryUI

/// Renders registered previews (`#Preview`, `PreviewProvider`).
enum PreviewRendering {
    /// Finds a preview by id, name or title.
    static func find(_ name: String, in previews: [PreviewDescriptor]) throws -> PreviewDescriptor {
        if let found = previews.first(where: { $0.id == name }) ?? previews.first(where: { $0.name == name })
            ?? previews.first(where: { $0.title == name })
        {
            return found
        }
        throw CommandError(
            message: "Unknown preview '\(name)'. Previews: \(WidgetError.quotedList(previews.map(\.title))).",
            exitCode: 1)
    }

    /// The request a preview renders with: its family (or the given one), and for Live Activities the size of
    /// the presentation.
    static func request(
        for preview: PreviewDescriptor, family: String?, appearance: AppearanceOptions
    ) throws -> WidgetRenderSpec {
        let named = try family.map(WidgetFamily.named)
        var request = try appearance.request(family: preview.family ?? named ?? .systemSmall)
        if let kind = preview.activityViewKind {
            request.sizeOverride = size(of: kind)
            if case .dynamicIsland = kind { request.colorScheme = .dark }
        }
        return request
    }

    /// The sizes of Live Activity presentations, in points (DESIGN.md).
    static func size(of kind: ActivityPreviewViewKind) -> CGSize {
        switch kind {
        case .content: CGSize(width: 408, height: 160)
        case .dynamicIsland(.expanded): CGSize(width: 408, height: 160)
        case .dynamicIsland(.compact): CGSize(width: 250, height: 36.67)
        case .dynamicIsland(.minimal): CGSize(width: 45, height: 36.67)
        }
    }

    /// Renders one step of a preview.
    static func render(
        named name: String, in context: CLIContext, step index: Int, family: String?,
        appearance: AppearanceOptions, at: Date?, format: WidgetOutputFormat, pipeline: WidgetPipeline
    ) async throws -> (Data, WidgetRenderSpec) {
        let preview = try find(name, in: context.previews)
        var request = try Self.request(for: preview, family: family, appearance: appearance)
        let steps = try await preview.steps()
        guard steps.indices.contains(index) else {
            throw CommandError(
                message: "Preview '\(preview.title)' has steps 0 to \(max(0, steps.count - 1)); '\(index)' is not one.",
                exitCode: 1)
        }
        let step = steps[index]
        request.now = at ?? step.entry?.date ?? context.now()
        let tree = await MainActor.run { pipeline.resolve(step.view(), request: request) }
        let list = pipeline.layout(
            tree, request: request, marginsDisabled: preview.widget?.contentMarginsDisabled ?? false)
        return (try pipeline.paint(list, request: request, format: format), request)
    }
}
