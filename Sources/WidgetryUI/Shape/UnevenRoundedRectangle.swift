import Foundation

/// The radii of a rectangle's four corners.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates the radii of a rectangle's corners.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangular shape with rounded corners of different sizes, aligned inside the frame of the view containing it.
///
/// For example, `UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12).fill(.blue)` rounds only
/// the top of a header. Leading is the left edge (left-to-right layout). Each radius is limited to half of the
/// shorter side; corners are circular arcs.
public struct UnevenRoundedRectangle: InsettableShape {
    /// The radii of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    public nonisolated init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public nonisolated func path(in rect: CGRect) -> Path {
        let limit = max(0, min(rect.width, rect.height) / 2)
        func r(_ value: CGFloat) -> CGFloat { min(max(0, value), limit) }
        let topLeft = r(cornerRadii.topLeading)
        let topRight = r(cornerRadii.topTrailing)
        let bottomRight = r(cornerRadii.bottomTrailing)
        let bottomLeft = r(cornerRadii.bottomLeading)
        // The control-point distance that makes a cubic Bézier curve a quarter circle.
        let k: CGFloat = 0.552_284_749_8
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY + topRight),
            control1: CGPoint(x: rect.maxX - topRight * (1 - k), y: rect.minY),
            control2: CGPoint(x: rect.maxX, y: rect.minY + topRight * (1 - k)))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        path.addCurve(
            to: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY),
            control1: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight * (1 - k)),
            control2: CGPoint(x: rect.maxX - bottomRight * (1 - k), y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft),
            control1: CGPoint(x: rect.minX + bottomLeft * (1 - k), y: rect.maxY),
            control2: CGPoint(x: rect.minX, y: rect.maxY - bottomLeft * (1 - k)))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        path.addCurve(
            to: CGPoint(x: rect.minX + topLeft, y: rect.minY),
            control1: CGPoint(x: rect.minX, y: rect.minY + topLeft * (1 - k)),
            control2: CGPoint(x: rect.minX + topLeft * (1 - k), y: rect.minY))
        path.closeSubpath()
        return path
    }

    public nonisolated func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
