import Foundation

/// A shape's geometry: a basic kind, then transforms applied in order.
public struct ResolvedShapeGeometry: Hashable, Sendable {
    /// The basic shape, fitted to the frame it is drawn in.
    public enum Kind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
        /// A circle as large as fits, centered.
        case circle
        case ellipse
        /// A rectangle with fully rounded ends.
        case capsule(style: RoundedCornerStyle)
        /// The shape of the container (the widget's corners), inset to where the shape sits.
        case containerRelative
        /// A fixed path, in the coordinates of the frame it is drawn in.
        case path(Path)
        /// An author's shape; ask it for its path once the frame is known.
        case custom(ResolvedCustomShape)
    }

    /// A change to the shape, applied after the kind is fitted to its frame.
    public enum Transform: Hashable, Sendable {
        /// Keeps the part of the outline between two fractions of its length.
        case trim(from: CGFloat, to: CGFloat)
        /// Insets the frame on every edge.
        case inset(CGFloat)
        case offset(CGSize)
        case rotation(Angle, anchor: UnitPoint)
        case scale(CGSize, anchor: UnitPoint)
        /// Replaces the shape with the outline of its stroke.
        case stroke(StrokeStyle)
    }

    public var kind: Kind
    public var transforms: [Transform]

    /// Creates a geometry.
    public init(kind: Kind, transforms: [Transform] = []) {
        self.kind = kind
        self.transforms = transforms
    }

    func adding(_ transform: Transform) -> ResolvedShapeGeometry {
        ResolvedShapeGeometry(kind: kind, transforms: transforms + [transform])
    }
}
