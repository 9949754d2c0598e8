import Foundation
import WidgetryUI

/// A Live Activity's presentations in the Dynamic Island: expanded regions, compact leading and trailing views,
/// and a minimal view.
///
/// For example:
///
/// ```swift
/// DynamicIsland {
///     DynamicIslandExpandedRegion(.leading) { Image(systemName: "box.truck.fill") }
///     DynamicIslandExpandedRegion(.bottom) { Text(context.state.driverName) }
/// } compactLeading: {
///     Image(systemName: "box.truck.fill")
/// } compactTrailing: {
///     Text(timerInterval: context.state.estimatedDeliveryTime, countsDown: true)
/// } minimal: {
///     Image(systemName: "box.truck.fill")
/// }
/// .keylineTint(.orange)
/// ```
///
/// A Dynamic Island is not a view: ``ActivityConfiguration`` takes it and the host shows whichever presentation
/// fits.
@MainActor @preconcurrency
public struct DynamicIsland {
    /// The expanded regions, in the order written.
    package let expandedRegions: [DynamicIslandRegionView]
    /// The view beside the camera toward the leading edge, in the compact presentation.
    package let compactLeading: AnyView
    /// The view beside the camera toward the trailing edge, in the compact presentation.
    package let compactTrailing: AnyView
    /// The view shown when several activities share the island.
    package let minimal: AnyView
    /// The URL the island opens when tapped.
    package private(set) var widgetURL: URL?
    /// The color of the island's keyline; `nil` for the system's.
    package private(set) var keylineTint: Color?
    /// Content margins set for presentations, in the order set; later ones win.
    package private(set) var contentMargins: [DynamicIslandContentMargins] = []

    /// Creates the Dynamic Island presentations of a Live Activity.
    /// - Parameters:
    ///   - expanded: The regions of the expanded presentation.
    ///   - compactLeading: The leading view of the compact presentation.
    ///   - compactTrailing: The trailing view of the compact presentation.
    ///   - minimal: The minimal view.
    public init<Expanded, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded:
            @escaping @MainActor () -> DynamicIslandExpandedContent<
                Expanded
            >,
        @ViewBuilder compactLeading: @escaping @MainActor () -> CompactLeading,
        @ViewBuilder compactTrailing: @escaping @MainActor () -> CompactTrailing,
        @ViewBuilder minimal: @escaping @MainActor () -> Minimal
    ) {
        self.expandedRegions = expanded().regions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// Sets the URL the Live Activity opens when people tap the island.
    /// - Parameter url: The URL; `nil` opens the app.
    public func widgetURL(_ url: URL?) -> DynamicIsland {
        var island = self
        island.widgetURL = url
        return island
    }

    /// Tints the border of the island's presentations.
    /// - Parameter color: The tint; `nil` for the system's.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keylineTint = color
        return island
    }

    /// Sets the margins around the content of a presentation.
    /// - Parameters:
    ///   - edges: The edges to set.
    ///   - length: The margin; `nil` for the system's.
    ///   - mode: The presentation the margins apply to.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode)
        -> DynamicIsland
    {
        var island = self
        island.contentMargins.append(DynamicIslandContentMargins(edges: edges, length: length, mode: mode))
        return island
    }
}

/// Margins set with ``DynamicIsland/contentMargins(_:_:for:)``.
public struct DynamicIslandContentMargins: Sendable, Hashable {
    /// The edges the margin applies to.
    public let edges: Edge.Set
    /// The margin; `nil` for the system's.
    public let length: CGFloat?
    /// The presentation.
    public let mode: DynamicIslandMode
}
