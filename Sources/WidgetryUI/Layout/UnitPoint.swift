import Foundation

/// A normalized 2D point in a view's coordinate space: `(0, 0)` is the top-leading corner, `(1, 1)` bottom-trailing.
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates the point `(0, 0)`.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point at the given normalized offsets.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// The `zero` unit point.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The `center` unit point.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The `leading` unit point.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The `trailing` unit point.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The `top` unit point.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The `bottom` unit point.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The `topLeading` unit point.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The `topTrailing` unit point.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The `bottomLeading` unit point.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The `bottomTrailing` unit point.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    public var description: String {
        let names: [UnitPoint: String] = [
            .center: "center", .leading: "leading", .trailing: "trailing", .top: "top", .bottom: "bottom",
            .topLeading: "topLeading", .topTrailing: "topTrailing", .bottomLeading: "bottomLeading",
            .bottomTrailing: "bottomTrailing",
        ]
        return names[self] ?? "(\(x.compact), \(y.compact))"
    }
}
