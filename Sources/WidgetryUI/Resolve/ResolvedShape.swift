import Foundation

/// A resolved shape: its geometry and how it is painted.
public struct ResolvedShape: Hashable, Sendable {
    /// One way the shape is painted; drawings paint in order.
    public enum Drawing: Hashable, Sendable {
        /// Fills the shape.
        case fill(ResolvedPaint, FillStyle)
        /// Strokes the outline, centered on it.
        case stroke(ResolvedPaint, StrokeStyle)
        /// Strokes the outline inside the shape's bounds.
        case strokeBorder(ResolvedPaint, StrokeStyle)
    }

    public var geometry: ResolvedShapeGeometry
    public var drawings: [Drawing]

    /// Creates a resolved shape.
    public init(geometry: ResolvedShapeGeometry, drawings: [Drawing]) {
        self.geometry = geometry
        self.drawings = drawings
    }
}
