/// A set of view types that may be pinned to the bounds of a scroll view.
///
/// Widgets don't scroll, so pinning changes nothing there; lazy stacks and grids accept the set as SwiftUI's do.
public struct PinnedScrollableViews: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: UInt32

    /// Creates a set from a raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The header view of each `Section` will be pinned.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// The footer view of each `Section` will be pinned.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
