import Foundation
import WidgetryUI

extension DynamicIsland {
    /// The content of the expanded regions at a position, or `nil` when none was given.
    ///
    /// Several regions at one position stack vertically in the order written.
    package func expandedRegion(_ position: DynamicIslandExpandedRegionPosition) -> AnyView? {
        let regions = expandedRegions.filter { $0.position == position }
        switch regions.count {
        case 0: return nil
        case 1: return regions[0].content
        default:
            return AnyView(
                VStack(spacing: 0) {
                    ForEach(regions.indices, id: \.self) { index in regions[index].content }
                })
        }
    }

    /// The highest priority given to the regions at a position.
    package func priority(of position: DynamicIslandExpandedRegionPosition) -> Double {
        expandedRegions.filter { $0.position == position }.map(\.priority).max() ?? 0
    }

    /// The expanded presentation laid out as the system does: leading, center and trailing along the top, bottom
    /// below them; each region's priority becomes its layout priority.
    package var expandedLayout: AnyView {
        let leading = region(.leading)
        let center = region(.center)
        let trailing = region(.trailing)
        let bottom = region(.bottom)
        return AnyView(
            VStack(spacing: 0) {
                HStack(alignment: .top, spacing: 0) {
                    leading
                    center.frame(maxWidth: .infinity)
                    trailing
                }
                bottom
            })
    }

    private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
        (expandedRegion(position) ?? AnyView(EmptyView())).layoutPriority(priority(of: position))
    }

    /// The view of one presentation, or `nil` for `.lockScreen`, which is not part of the island.
    package func view(for presentation: ActivityPresentation) -> AnyView? {
        switch presentation {
        case .lockScreen: nil
        case .compactLeading: compactLeading
        case .compactTrailing: compactTrailing
        case .minimal: minimal
        case .expanded: expandedLayout
        case .expandedLeading: expandedRegion(.leading) ?? AnyView(EmptyView())
        case .expandedTrailing: expandedRegion(.trailing) ?? AnyView(EmptyView())
        case .expandedCenter: expandedRegion(.center) ?? AnyView(EmptyView())
        case .expandedBottom: expandedRegion(.bottom) ?? AnyView(EmptyView())
        }
    }
}
