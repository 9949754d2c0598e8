import Foundation
import WidgetryDisplayList
import WidgetryKit
import WidgetryLayout
import WidgetryUI

/// How a Live Activity's presentations are drawn on their own: the Lock Screen banner, the Dynamic Island's
/// compact (leading and trailing around the camera), minimal and expanded presentations, and each region alone.
///
/// The CLI's `render --activity` and the server's `GET /api/activities/{id}/render.{format}` share it. For
/// example:
///
/// ```swift
/// let (spec, list) = try await ActivityPresentationLayout.displayList(
///     activity, "compact", input, request: WidgetRenderSpec(family: .systemMedium), pipeline: pipeline)
/// let png = try pipeline.paint(list, request: spec, format: .png)
/// ```
public enum ActivityPresentationLayout {
    /// Every presentation name: `lockScreen`, `compact`, `minimal`, `expanded`, then each part on its own
    /// (`compactLeading`, `compactTrailing`, `expandedLeading`, …).
    public static let presentations: [String] =
        ["lockScreen", "compact", "minimal", "expanded"]
        + ActivityPresentation.allCases.map(\.rawValue).filter { !["lockScreen", "minimal", "expanded"].contains($0) }

    /// A presentation's size in points: the Lock Screen banner and the expanded island at their tallest (drawn as
    /// tall as their content, see ``fitsItsHeight(_:)``), and the island's other presentations on an iPhone with a
    /// Dynamic Island.
    public static func size(of presentation: String) -> CGSize {
        switch presentation {
        case "lockScreen", "expanded": CGSize(width: 408, height: 160)
        case "compact": CGSize(width: 250, height: 36.67)
        case "minimal", "compactLeading", "compactTrailing": CGSize(width: 45, height: 36.67)
        default: CGSize(width: 200, height: 80)
        }
    }

    /// Whether a presentation is drawn on the island, which is always black (its content is drawn dark).
    public static func isOnIsland(_ presentation: String) -> Bool { presentation != "lockScreen" }

    /// Whether a presentation is laid out without the container's margins: the island's are, so their shape and
    /// keyline reach the island's edge; their views inset their content themselves (28 points beside the compact
    /// views, 32 around the expanded regions), as the margins did.
    public static func marginsDisabled(_ presentation: String) -> Bool { isOnIsland(presentation) }

    /// A presentation laid out: `request` takes the presentation's size, and the island's presentations are drawn
    /// dark (the island is always black); the Lock Screen keeps the request's color scheme.
    ///
    /// - Returns: The request as laid out, and the display list.
    /// - throws: `LiveActivityError` when the JSON does not decode as the activity's types.
    public static func displayList(
        _ activity: ActivityDescriptor, _ presentation: String, _ input: LiveActivityViewInput,
        request: WidgetRenderSpec, pipeline: WidgetPipeline
    ) async throws -> (request: WidgetRenderSpec, list: DisplayList) {
        var request = request
        request.sizeOverride = size(of: presentation)
        if isOnIsland(presentation) { request.colorScheme = .dark }
        let measuring = request
        return try await MainActor.run {
            let (content, presentedSize) = try presented(
                activity, presentation, input, request: measuring, pipeline: pipeline)
            var spec = measuring
            spec.sizeOverride = presentedSize
            guard isOnIsland(presentation) else {
                let (tree, container) = lockScreenBanner(content, request: &spec)
                return (spec, pipeline.layout(tree, in: container, now: spec.now))
            }
            let tree = ViewResolver.resolve(content, in: WidgetPipeline.environment(for: spec))
            // The island's own shape and no widget background: nothing shows beyond its black capsule or rounded
            // rectangle (corner radius 44).
            let size = spec.size
            let radius =
                ["compact", "minimal", "compactLeading", "compactTrailing"].contains(presentation)
                ? size.height / 2 : 44
            let container = WidgetContainer(
                size: size, marginsDisabled: true, outline: .roundedRectangle(cornerRadius: radius))
            return (spec, pipeline.layout(tree, in: container, now: spec.now))
        }
    }

    /// The heights the Lock Screen banner and the expanded island take: as tall as their content, from 84 to 160
    /// points.
    public static let heightRange: ClosedRange<Double> = 84...160

    /// Whether a presentation is as tall as its content (within ``heightRange``): the Lock Screen banner and the
    /// expanded island.
    public static func fitsItsHeight(_ presentation: String) -> Bool {
        presentation == "lockScreen" || presentation == "expanded"
    }

    /// The height a view asks for at the presentation's width, with the container's margins above and below,
    /// clamped to ``heightRange``.
    @MainActor
    static func fittedHeight(
        _ content: AnyView, request: WidgetRenderSpec, pipeline: WidgetPipeline, marginsDisabled: Bool
    ) -> Double {
        let probeID = "widgetry.activity-height"
        var probe = request
        probe.sizeOverride = CGSize(width: request.size.width, height: 2000)
        let measured = AnyView(
            content.fixedSize(horizontal: false, vertical: true).id(probeID)
                .frame(maxHeight: .infinity, alignment: .top))
        let tree = ViewResolver.resolve(measured, in: WidgetPipeline.environment(for: probe))
        guard
            let frame = pipeline.laidOut(tree, request: probe, marginsDisabled: marginsDisabled).root.frame(
                ofID: probeID)
        else { return heightRange.upperBound }
        // The margin above is the container's; the one below is the same.
        let height = (frame.height + 2 * max(frame.minY, 0)).rounded(.up)
        return min(max(height, heightRange.lowerBound), heightRange.upperBound)
    }

    /// The view of a presentation, on the island's black shape for the island's presentations, and its size: the
    /// Lock Screen banner and the expanded island as tall as their content, the minimal presentation as wide as
    /// its content needs (see ``minimalWidth(_:request:pipeline:)``), the others at ``size(of:)``.
    ///
    /// - Parameters:
    ///   - activity: The Live Activity's descriptor.
    ///   - presentation: One of ``presentations``.
    ///   - input: The attributes and content state as JSON, the identifier and staleness.
    ///   - request: The render request the presentation is measured with (its size is the presentation's largest).
    ///   - pipeline: The pipeline that measures content.
    /// - throws: `LiveActivityError` when the JSON does not decode as the activity's types.
    @MainActor
    public static func presented(
        _ activity: ActivityDescriptor, _ presentation: String, _ input: LiveActivityViewInput,
        request: WidgetRenderSpec, pipeline: WidgetPipeline
    ) throws -> (view: AnyView, size: CGSize) {
        let full = size(of: presentation)
        if presentation == "lockScreen" {
            let content = try activity.view(for: .lockScreen, input: input)
            let height = fittedHeight(content, request: request, pipeline: pipeline, marginsDisabled: false)
            return (content, CGSize(width: full.width, height: height))
        }
        // The island once: its regions, margins, URL and keyline all come from it.
        let island = try activity.dynamicIsland(for: input)
        let url = island.widgetURL
        switch presentation {
        case "compact":
            return (
                AnyView(
                    HStack(spacing: 0) {
                        island.view(for: .compactLeading)
                        Spacer(minLength: 0)
                        island.view(for: .compactTrailing)
                    }
                    .padding(
                        margins(island, .compact, default: EdgeInsets(top: 0, leading: 28, bottom: 0, trailing: 28))
                    )
                    .widgetURL(url)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Capsule().fill(Color.black))
                    .overlay(keyline(Capsule(), island))), full
            )
        case "minimal":
            let width = minimalWidth(island, request: request, pipeline: pipeline)
            return (
                AnyView(
                    island.view(for: .minimal)
                        .padding(margins(island, .minimal, default: EdgeInsets()))
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .widgetURL(url)
                        .background(Capsule().fill(Color.black))
                        .overlay(keyline(Capsule(), island))), CGSize(width: width, height: full.height)
            )
        default:
            let part = ActivityPresentation(rawValue: presentation) ?? .expanded
            let shape = RoundedRectangle(cornerRadius: 44, style: .continuous)
            var size = full
            let content: AnyView
            if part == .expanded {
                let arranged = expandedIsland(island, request: request, pipeline: pipeline)
                content = arranged.content
                size.height = arranged.height
            } else {
                content = expandedRegionAlone(island, part)
            }
            return (
                AnyView(
                    content
                        .widgetURL(url)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .background(shape.fill(Color.black))
                        .overlay(keyline(shape, island))), size
            )
        }
    }

    /// The insets of an island presentation: the default, with the edges the activity gave
    /// `contentMargins(_:_:for:)` for that mode replaced (a `nil` length keeps the default).
    @MainActor
    static func margins(_ island: DynamicIsland, _ mode: DynamicIslandMode, default insets: EdgeInsets) -> EdgeInsets {
        island.contentMarginInsets(for: mode, default: insets)
    }

    /// The island's border in its `keylineTint(_:)`, a thin line as iOS draws it; nothing without a tint.
    @MainActor
    static func keyline(_ shape: some InsettableShape, _ island: DynamicIsland) -> AnyView {
        guard let tint = island.keylineTint else { return AnyView(EmptyView()) }
        return AnyView(shape.strokeBorder(tint.opacity(0.7), lineWidth: 1))
    }
}
