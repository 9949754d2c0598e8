import Foundation

/// Where a parent puts one child: the proposal it gives it, its size and its origin.
struct ChildPlacement {
    /// The coordinate space of ``origin``.
    enum Space {
        /// The parent's own space: the origin is relative to the parent's top-left corner.
        case parent
        /// The widget's space, for a container background drawn full-bleed.
        case widget
    }

    /// The child's index in its parent's children.
    var index: Int
    /// The proposal the child was given.
    var proposal: ProposedViewSize
    /// The child's top-left corner.
    var origin: CGPoint
    /// The size the child chose.
    var size: CGSize
    /// The child's role when it is not plain content, such as `overlay`.
    var role: String? = nil
    var space: Space = .parent
    /// Whether the child's explicit alignment guides count toward the parent's.
    var contributesGuides = true
}
