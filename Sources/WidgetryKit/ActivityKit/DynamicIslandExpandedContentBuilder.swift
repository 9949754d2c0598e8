import WidgetryUI

/// The regions of an expanded Dynamic Island, as ``DynamicIslandExpandedContentBuilder`` collects them.
///
/// Helpers can return the regions they build and a `DynamicIsland` can take them as they are:
///
/// ```swift
/// @DynamicIslandExpandedContentBuilder
/// func expandedContent(_ context: ActivityViewContext<DeliveryAttributes>) -> DynamicIslandExpandedContent<some View> {
///     DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck.fill") }
///     DynamicIslandExpandedRegion(.bottom) { Text(context.state.driverName) }
/// }
///
/// DynamicIsland { expandedContent(context) } compactLeading: { … } compactTrailing: { … } minimal: { … }
/// ```
@MainActor @preconcurrency
public struct DynamicIslandExpandedContent<Content> {
    let regions: [DynamicIslandRegionView]

    init(regions: [DynamicIslandRegionView]) {
        self.regions = regions
    }
}

/// One region of an expanded Dynamic Island with its content erased.
@MainActor
package struct DynamicIslandRegionView {
    /// Where the region goes.
    package let position: DynamicIslandExpandedRegionPosition
    /// How much space it gets compared with the others.
    package let priority: Double
    /// Where the region goes vertically, from `dynamicIsland(verticalPlacement:)` on its content.
    package let verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement
    /// The region's views.
    package let content: AnyView
}

/// A result builder that collects the regions of an expanded Dynamic Island.
///
/// It accepts ``DynamicIslandExpandedRegion``s, the ``DynamicIslandExpandedContent`` a helper returns, `if`/`else`,
/// `switch`, `if` without `else`, `for` loops and `if #available`.
@resultBuilder
@MainActor
public enum DynamicIslandExpandedContentBuilder {
    /// The regions a block collects; every builder method returns this type, so branches always match.
    public typealias Regions = DynamicIslandExpandedContent<AnyView>

    /// One region.
    public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>) -> Regions {
        Regions(regions: [region.erased])
    }

    /// Regions a helper built, taken as they are.
    public static func buildExpression<Content>(_ content: DynamicIslandExpandedContent<Content>) -> Regions {
        Regions(regions: content.regions)
    }

    /// The regions of a block, in the order written.
    public static func buildBlock(_ components: Regions...) -> Regions {
        Regions(regions: components.flatMap(\.regions))
    }

    /// The first region of a block.
    public static func buildPartialBlock<C: View>(first: DynamicIslandExpandedRegion<C>) -> Regions {
        Regions(regions: [first.erased])
    }

    /// The first regions of a block.
    public static func buildPartialBlock<C>(first: DynamicIslandExpandedContent<C>) -> Regions {
        Regions(regions: first.regions)
    }

    /// A block's regions so far, followed by more.
    public static func buildPartialBlock<C0, C1>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedContent<C1>
    ) -> Regions {
        Regions(regions: accumulated.regions + next.regions)
    }

    /// A block's regions so far, followed by one more.
    public static func buildPartialBlock<C0, C1: View>(
        accumulated: DynamicIslandExpandedContent<C0>, next: DynamicIslandExpandedRegion<C1>
    ) -> Regions {
        Regions(regions: accumulated.regions + [next.erased])
    }

    /// An `if` without `else`: its regions, or none.
    public static func buildOptional(_ component: Regions?) -> Regions {
        component ?? Regions(regions: [])
    }

    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither(first: Regions) -> Regions { first }

    /// The `else` branch of an `if`/`else` or the last cases of a `switch`.
    public static func buildEither(second: Regions) -> Regions { second }

    /// The regions of every pass through a `for` loop.
    public static func buildArray(_ components: [Regions]) -> Regions {
        Regions(regions: components.flatMap(\.regions))
    }

    /// The body of an `if #available`.
    public static func buildLimitedAvailability(_ component: Regions) -> Regions { component }
}

extension DynamicIslandExpandedRegion {
    /// The region with its content erased, keeping the vertical placement its content asked for.
    var erased: DynamicIslandRegionView {
        let placement = (content as? any DynamicIslandVerticalPlacementMarker)?.verticalPlacement ?? .default
        return DynamicIslandRegionView(
            position: position, priority: priority, verticalPlacement: placement, content: AnyView(content))
    }
}
