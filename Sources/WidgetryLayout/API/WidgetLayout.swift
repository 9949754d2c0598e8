import Foundation
import WidgetryDisplayList

/// The result of laying out a widget: the display list to store and paint, and the laid-out tree.
public struct WidgetLayout: Sendable {
    /// Positioned drawing, hit regions and dynamic text, in points.
    public var displayList: DisplayList
    /// The laid-out views with their frames, rooted at the widget.
    public var root: LaidOutView

    /// Creates a layout result.
    public init(displayList: DisplayList, root: LaidOutView) {
        self.displayList = displayList
        self.root = root
    }

    /// The laid-out tree as text, one view a line, for snapshot tests.
    public func dump() -> String { root.dump() }
}
