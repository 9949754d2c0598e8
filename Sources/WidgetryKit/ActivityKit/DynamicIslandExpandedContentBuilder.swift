import WidgetryUI

/// The regions of an expanded Dynamic Island, as ``DynamicIslandExpandedContentBuilder`` collects them.
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
    /// The region's views.
    package let content: AnyView
}

/// A result builder that collects the regions of an expanded Dynamic Island.
///
/// It accepts ``DynamicIslandExpandedRegion``s, `if`/`else`, `switch`, optionals, `for` loops and `if #available`.
@resultBuilder
@MainActor
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<Content: View>(
        _ region: DynamicIslandExpandedRegion<Content>
    ) -> DynamicIslandExpandedContent<Never> {
        DynamicIslandExpandedContent(regions: [
            DynamicIslandRegionView(
                position: region.position, priority: region.priority, content: AnyView(region.content))
        ])
    }

    public static func buildBlock(
        _ components: DynamicIslandExpandedContent<Never>...
    ) -> DynamicIslandExpandedContent<Never> {
        DynamicIslandExpandedContent(regions: components.flatMap(\.regions))
    }

    public static func buildOptional(
        _ component: DynamicIslandExpandedContent<Never>?
    ) -> DynamicIslandExpandedContent<Never> {
        component ?? DynamicIslandExpandedContent(regions: [])
    }

    public static func buildEither(first: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> {
        first
    }

    public static func buildEither(second: DynamicIslandExpandedContent<Never>) -> DynamicIslandExpandedContent<Never> {
        second
    }

    public static func buildArray(_ components: [DynamicIslandExpandedContent<Never>]) -> DynamicIslandExpandedContent<
        Never
    > {
        DynamicIslandExpandedContent(regions: components.flatMap(\.regions))
    }

    public static func buildLimitedAvailability(
        _ component: DynamicIslandExpandedContent<Never>
    ) -> DynamicIslandExpandedContent<Never> {
        component
    }
}
