import Foundation
import WidgetryKit
import WidgetryLayout
import WidgetryUI

extension ActivityPresentationLayout {
    /// The minimal presentation's narrowest width, a circle as tall as the island (36.67 points), and its widest.
    public static let minimalWidths: ClosedRange<Double> = 36.67...45

    /// The space the minimal presentation keeps on either side of its content before it widens past a circle.
    public static let minimalInset: Double = 6

    /// The expanded island with each region where iOS puts it (see ``IslandExpandedGeometry``), and the island's
    /// height: its content's plus the bottom margin, within ``heightRange``.
    @MainActor
    static func expandedIsland(
        _ island: DynamicIsland, request: WidgetRenderSpec, pipeline: WidgetPipeline
    ) -> (content: AnyView, height: Double) {
        let width = size(of: "expanded").width
        let geometry = IslandExpandedGeometry(
            width: width, margins: margins(island, .expanded, default: IslandExpandedGeometry.defaultMargins))
        var contents: [IslandExpandedGeometry.Slot: AnyView] = [:]
        for (position, slot, below) in [
            (DynamicIslandExpandedRegionPosition.leading, IslandExpandedGeometry.Slot.leading, .leadingBelow),
            (.trailing, .trailing, IslandExpandedGeometry.Slot.trailingBelow),
        ] {
            guard let content = island.expandedRegion(position) else { continue }
            let regions = island.expandedRegions.filter { $0.position == position }
            // A region marked belowIfTooWide moves below the camera when its content is wider than the space
            // beside it.
            let movable = regions.allSatisfy { $0.verticalPlacement == .belowIfTooWide }
            let tooWide =
                movable
                && idealSize(content, width: nil, request: request, pipeline: pipeline).width
                    > geometry.besideCamera + 0.001
            contents[tooWide ? below : slot] = content
        }
        contents[.center] = island.expandedRegion(.center)
        contents[.bottom] = island.expandedRegion(.bottom)
        let (frames, bottom) = geometry.frames(of: Set(contents.keys)) { slot, offered in
            idealSize(contents[slot] ?? AnyView(EmptyView()), width: offered, request: request, pipeline: pipeline)
        }
        let height = min(
            max((bottom + geometry.margins.bottom).rounded(.up), heightRange.lowerBound), heightRange.upperBound)
        let placed = IslandExpandedGeometry.Slot.allCases.compactMap { slot -> AnyView? in
            guard let content = contents[slot], let frame = frames[slot] else { return nil }
            let alignment: Alignment =
                switch slot {
                case .leading, .leadingBelow: .topLeading
                case .trailing, .trailingBelow: .topTrailing
                case .center, .bottom: .top
                }
            // Text inside keeps to the region's edge too (a timer takes the whole width it is offered).
            let textAlignment: TextAlignment =
                switch slot {
                case .leading, .leadingBelow: .leading
                case .trailing, .trailingBelow: .trailing
                case .center, .bottom: .center
                }
            return AnyView(
                content.multilineTextAlignment(textAlignment)
                    .frame(width: frame.width, height: frame.height, alignment: alignment)
                    .padding(.leading, frame.minX).padding(.top, frame.minY))
        }
        return (
            AnyView(
                ZStack(alignment: .topLeading) {
                    ForEach(placed.indices, id: \.self) { placed[$0] }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)),
            height
        )
    }

    /// One region of the expanded island drawn alone, aligned as it is in the island: leading content at the top
    /// leading corner, trailing content at the top trailing corner, center and bottom content centred at the top.
    @MainActor
    static func expandedRegionAlone(_ island: DynamicIsland, _ part: ActivityPresentation) -> AnyView {
        let insets = margins(island, .expanded, default: IslandExpandedGeometry.defaultMargins)
        let alignment: Alignment =
            switch part {
            case .expandedLeading: .topLeading
            case .expandedTrailing: .topTrailing
            default: .top
            }
        return AnyView(
            (island.view(for: part) ?? AnyView(EmptyView()))
                .padding(insets)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment))
    }

    /// The minimal presentation's width: a circle unless its content and ``minimalInset`` on both sides need more,
    /// up to the widest ``minimalWidths`` allows.
    @MainActor
    static func minimalWidth(_ island: DynamicIsland, request: WidgetRenderSpec, pipeline: WidgetPipeline) -> Double {
        let insets = margins(island, .minimal, default: EdgeInsets())
        let content = idealSize(island.minimal, width: nil, request: request, pipeline: pipeline).width
        let needed = content + max(insets.leading, minimalInset) + max(insets.trailing, minimalInset)
        return min(max(needed, minimalWidths.lowerBound), minimalWidths.upperBound)
    }

    /// A view's size when offered a width (`nil`: its ideal width), as tall as it asks.
    @MainActor
    static func idealSize(
        _ content: AnyView, width: Double?, request: WidgetRenderSpec, pipeline: WidgetPipeline
    ) -> CGSize {
        let probeID = "widgetry.island-region"
        var probe = request
        probe.sizeOverride = CGSize(width: width ?? 2000, height: 2000)
        let measured = AnyView(
            HStack(spacing: 0) { content }
                .fixedSize(horizontal: width == nil, vertical: true).id(probeID)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        let tree = ViewResolver.resolve(measured, in: WidgetPipeline.environment(for: probe))
        return pipeline.laidOut(tree, request: probe, marginsDisabled: true).root.frame(ofID: probeID)?.size
            ?? .zero
    }
}
