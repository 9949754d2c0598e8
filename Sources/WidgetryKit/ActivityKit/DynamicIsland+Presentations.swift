import Foundation
import WidgetryUI

extension DynamicIsland {
    /// The content of the expanded regions at a position, or `nil` when none was given.
    ///
    /// Several regions at one position stack vertically in the order written.
    /// - Parameters:
    ///   - position: The position.
    ///   - placement: Only the regions with this vertical placement; `nil` for all.
    package func expandedRegion(
        _ position: DynamicIslandExpandedRegionPosition, placement: DynamicIslandExpandedRegionVerticalPlacement? = nil
    ) -> AnyView? {
        let regions = expandedRegions.filter {
            $0.position == position && (placement == nil || $0.verticalPlacement == placement)
        }
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
    ///
    /// Leading and trailing regions placed `.belowIfTooWide` move to a row of their own below the camera row when
    /// the top row does not fit the width.
    package var expandedLayout: AnyView {
        let movable = expandedRegions.filter {
            $0.verticalPlacement == .belowIfTooWide && ($0.position == .leading || $0.position == .trailing)
        }
        guard !movable.isEmpty else {
            return AnyView(
                VStack(spacing: 0) {
                    topRow(movingBelow: false)
                    region(.bottom)
                })
        }
        return AnyView(
            ViewThatFits(in: .horizontal) {
                VStack(spacing: 0) {
                    topRow(movingBelow: false)
                    region(.bottom)
                }
                VStack(spacing: 0) {
                    topRow(movingBelow: true)
                    HStack(alignment: .top, spacing: 0) {
                        region(.leading, placement: .belowIfTooWide)
                        Spacer(minLength: 0)
                        region(.trailing, placement: .belowIfTooWide)
                    }
                    region(.bottom)
                }
            })
    }

    private func topRow(movingBelow: Bool) -> some View {
        let placement: DynamicIslandExpandedRegionVerticalPlacement? = movingBelow ? .default : nil
        return HStack(alignment: .top, spacing: 0) {
            region(.leading, placement: placement)
            region(.center).frame(maxWidth: .infinity)
            region(.trailing, placement: placement)
        }
    }

    private func region(
        _ position: DynamicIslandExpandedRegionPosition, placement: DynamicIslandExpandedRegionVerticalPlacement? = nil
    ) -> some View {
        let content = expandedRegion(position, placement: placement) ?? AnyView(EmptyView())
        return content.layoutPriority(priority(of: position))
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
