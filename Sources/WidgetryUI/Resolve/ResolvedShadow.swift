import Foundation

/// A resolved shadow.
public struct ResolvedShadow: Hashable, Sendable {
    public var color: ResolvedColor
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a resolved shadow.
    public init(color: ResolvedColor, radius: CGFloat, x: CGFloat, y: CGFloat) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
