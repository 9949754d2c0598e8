import Foundation

extension View {
    /// Positions the view within an invisible frame of a fixed size.
    ///
    /// For example, `.frame(width: 40)`.
    ///
    /// - Parameters:
    ///   - width: The frame's width; `nil` takes the view's width.
    ///   - height: The frame's height; `nil` takes the view's height.
    ///   - alignment: How the view aligns inside the frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(NodeModifier(modifier: .frame(ResolvedFrame(width: width, height: height, alignment: alignment))))
    }

    /// Positions the view within an invisible frame with minimum, ideal and maximum sizes.
    ///
    /// For example, `.frame(minWidth: 20, maxWidth: 40, minHeight: 20, maxHeight: 40)` or
    /// `.frame(maxWidth: .infinity, alignment: .leading)`.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let frame = ResolvedFlexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
            idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        return modifier(NodeModifier(modifier: .flexibleFrame(frame)))
    }

    /// A frame that changes nothing; SwiftUI deprecates it.
    @available(*, deprecated, message: "Please pass one or more parameters.")
    public func frame() -> some View {
        frame(width: nil, height: nil, alignment: .center)
    }
}
