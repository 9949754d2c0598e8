import Foundation

extension View {
    /// Fixes the view at its ideal size in both axes.
    public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

    /// Fixes the view at its ideal size in the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(NodeModifier(modifier: .fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Sets the priority with which the parent stack gives this view space; higher goes first.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(NodeModifier(modifier: .layoutPriority(value)))
    }

    /// Constrains the view to an aspect ratio (width / height); `nil` keeps the view's own ratio.
    ///
    /// For example, `Image(systemName: "sun.max.fill").resizable().aspectRatio(contentMode: .fit)`.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(NodeModifier(modifier: .aspectRatio(aspectRatio, contentMode: contentMode)))
    }

    /// Constrains the view to the aspect ratio of a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let ratio = aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height
        return modifier(NodeModifier(modifier: .aspectRatio(ratio, contentMode: contentMode)))
    }

    /// Scales the view to fit its parent, keeping its aspect ratio.
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its parent, keeping its aspect ratio.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }

    /// Moves the view's drawing by an offset without changing its frame.
    public func offset(_ offset: CGSize) -> some View { modifier(NodeModifier(modifier: .offset(offset))) }

    /// Moves the view's drawing by an offset without changing its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { offset(CGSize(width: x, height: y)) }

    /// Places the view's center at a point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View { modifier(NodeModifier(modifier: .position(position))) }

    /// Places the view's center at a point in its parent's coordinate space.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { position(CGPoint(x: x, y: y)) }

    /// Sets an explicit value for a horizontal alignment guide.
    ///
    /// The closure is sampled while resolving; see ``ResolvedAlignmentGuide``.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(NodeModifier(modifier: .alignmentGuide(ResolvedAlignmentGuide(guide: g.key, sampling: computeValue))))
    }

    /// Sets an explicit value for a vertical alignment guide.
    ///
    /// The closure is sampled while resolving; see ``ResolvedAlignmentGuide``.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        modifier(NodeModifier(modifier: .alignmentGuide(ResolvedAlignmentGuide(guide: g.key, sampling: computeValue))))
    }

    /// Makes the view span a number of grid columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(NodeModifier(modifier: .gridCellColumns(count)))
    }
}
