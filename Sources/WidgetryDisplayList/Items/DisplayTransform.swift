import Foundation

/// An affine transform, `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as `CGAffineTransform`.
public struct DisplayTransform: Codable, Sendable, Hashable {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    /// Creates a transform from its matrix.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that changes nothing.
    public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation (`offset(x:y:)`).
    public static func translation(x: Double, y: Double) -> DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A linear map (`x' = a·x + c·y`, `y' = b·x + d·y`) about a point in the parent's coordinates: the point
    /// stays where it is (`scaleEffect`, `rotationEffect` and `rotation3DEffect`'s projection).
    public static func linear(a: Double, b: Double, c: Double, d: Double, anchor: CGPoint = .zero) -> DisplayTransform {
        DisplayTransform(
            a: a, b: b, c: c, d: d,
            tx: anchor.x - a * anchor.x - c * anchor.y,
            ty: anchor.y - b * anchor.x - d * anchor.y
        )
    }

    /// A scale about a point in the parent's coordinates (`scaleEffect(_:anchor:)`).
    public static func scale(x: Double, y: Double, anchor: CGPoint = .zero) -> DisplayTransform {
        linear(a: x, b: 0, c: 0, d: y, anchor: anchor)
    }

    /// A clockwise rotation by `radians` about a point in the parent's coordinates (`rotationEffect(_:anchor:)`).
    public static func rotation(radians: Double, anchor: CGPoint = .zero) -> DisplayTransform {
        let cosine = cos(radians)
        let sine = sin(radians)
        return linear(a: cosine, b: sine, c: -sine, d: cosine, anchor: anchor)
    }

    /// This transform followed by `other`.
    public func concatenating(_ other: DisplayTransform) -> DisplayTransform {
        DisplayTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A point mapped by the transform.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The bounding box of a rectangle mapped by the transform.
    public func apply(to rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
