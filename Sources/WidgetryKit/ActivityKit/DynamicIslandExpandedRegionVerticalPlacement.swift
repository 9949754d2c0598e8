import WidgetryUI

/// Where a region of an expanded Dynamic Island goes vertically.
///
/// For example:
///
/// ```swift
/// DynamicIslandExpandedRegion(.leading) {
///     Label("Order #1234 from Pizza Palace", systemImage: "bag")
///         .dynamicIsland(verticalPlacement: .belowIfTooWide)
/// }
/// ```
public struct DynamicIslandExpandedRegionVerticalPlacement: Sendable, Hashable, CustomStringConvertible {
    let name: String

    /// The system's placement: leading and trailing regions beside the TrueDepth camera.
    public static let `default` = Self(name: "default")
    /// Below the camera row when the content is too wide to fit beside the TrueDepth camera.
    public static let belowIfTooWide = Self(name: "belowIfTooWide")

    public var description: String { name }
}

extension View {
    /// Sets where this view, the content of a region of an expanded Live Activity, goes vertically.
    ///
    /// With `.belowIfTooWide`, a leading or trailing region that does not fit beside the camera moves below it.
    ///
    /// - Parameter verticalPlacement: The placement.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        _DynamicIslandVerticalPlacementView(content: self, verticalPlacement: verticalPlacement)
    }
}

/// A view marked with `dynamicIsland(verticalPlacement:)`; the island reads the placement when it lays out its
/// regions, and the view draws as its content.
public struct _DynamicIslandVerticalPlacementView<Content: View>: View {
    let content: Content
    let verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement

    public var body: Content { content }
}

/// What the island reads from `dynamicIsland(verticalPlacement:)`, whatever the content type.
@MainActor
protocol DynamicIslandVerticalPlacementMarker {
    var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement { get }
}

extension _DynamicIslandVerticalPlacementView: DynamicIslandVerticalPlacementMarker {}
