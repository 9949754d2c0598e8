import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// Alignment-guide closures receive one: `.alignmentGuide(.leading) { d in d[.trailing] }`.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Guide values the view sets explicitly, keyed by guide.
    package let explicitGuides: [AlignmentKey: CGFloat]

    /// Creates dimensions; the layout engine builds these for alignment-guide computations.
    package init(width: CGFloat, height: CGFloat, explicitGuides: [AlignmentKey: CGFloat] = [:]) {
        self.width = width
        self.height = height
        self.explicitGuides = explicitGuides
    }

    /// The value of the given guide: the explicit value if the view sets one, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        explicitGuides[guide.key] ?? guide.key.defaultValue(in: self)
    }

    /// The value of the given guide: the explicit value if the view sets one, else the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        explicitGuides[guide.key] ?? guide.key.defaultValue(in: self)
    }

    /// The explicit value of the guide, or `nil` if the view sets none.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitGuides[guide.key] }

    /// The explicit value of the guide, or `nil` if the view sets none.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitGuides[guide.key] }
}
