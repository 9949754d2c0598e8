import WidgetryUI

/// One region of a Live Activity's expanded Dynamic Island: leading, trailing, center or bottom.
///
/// For example:
///
/// ```swift
/// DynamicIslandExpandedRegion(.leading) {
///     Image(systemName: "box.truck.fill").font(.title2)
/// }
/// ```
@MainActor @preconcurrency
public struct DynamicIslandExpandedRegion<Content: View> {
    let position: DynamicIslandExpandedRegionPosition
    let priority: Double
    let content: Content

    /// Creates a region of the expanded Dynamic Island.
    /// - Parameters:
    ///   - position: Where the region goes.
    ///   - priority: How much space the region gets compared with the others; higher gets more first.
    ///   - content: The region's views.
    public init(
        _ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
        @ViewBuilder content: () -> Content
    ) {
        self.position = position
        self.priority = priority
        self.content = content()
    }
}

/// Where a region of the expanded Dynamic Island goes.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable, Codable, CaseIterable,
    CustomStringConvertible
{
    let name: String

    /// Beside the TrueDepth camera, toward the leading edge.
    public static let leading = Self(name: "leading")
    /// Beside the TrueDepth camera, toward the trailing edge.
    public static let trailing = Self(name: "trailing")
    /// Below the TrueDepth camera, between the leading and trailing regions.
    public static let center = Self(name: "center")
    /// Below the other regions.
    public static let bottom = Self(name: "bottom")

    public static var allCases: [Self] { [.leading, .trailing, .center, .bottom] }

    public var description: String { name }
}

/// A presentation of the Dynamic Island, for modifiers that apply to one of them, such as
/// ``DynamicIsland/contentMargins(_:_:for:)``.
///
/// The four presentations Apple lists: ``compactLeading``, ``compactTrailing``, ``expanded`` and ``minimal``.
///
/// ```swift
/// DynamicIsland { ... }
///     .contentMargins(.trailing, 6, for: .compactTrailing)
///     .contentMargins([.top, .bottom], 10, for: .expanded)
/// ```
public struct DynamicIslandMode: Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    let name: String

    /// The compact leading presentation: the view beside the camera, toward the leading edge.
    public static let compactLeading = Self(name: "compactLeading")
    /// The compact trailing presentation: the view beside the camera, toward the trailing edge.
    public static let compactTrailing = Self(name: "compactTrailing")
    /// The expanded presentation people see when they touch and hold the island.
    public static let expanded = Self(name: "expanded")
    /// The minimal presentation shown when several activities share the island.
    public static let minimal = Self(name: "minimal")
    /// Both compact presentations in their one row, as the layout draws them; not Apple's API. Margins set for
    /// ``compactLeading`` give its leading edge, those for ``compactTrailing`` its trailing edge.
    package static let compact = Self(name: "compact")

    /// The presentations Apple lists, in its order.
    public static var allCases: [Self] { [.compactLeading, .compactTrailing, .expanded, .minimal] }

    public var description: String { name }
}
