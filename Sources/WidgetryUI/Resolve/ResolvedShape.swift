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

/// An author's ``Shape``, kept so its path can be computed for the frame layout gives it.
///
/// Two custom shapes are equal when they have the same type and the same path in a 100×100 frame.
public struct ResolvedCustomShape: Hashable, Sendable {
    private let shape: any Shape
    /// The shape's type name.
    public let typeName: String
    private let referencePath: Path

    nonisolated init(_ shape: any Shape) {
        self.shape = shape
        typeName = String(describing: type(of: shape))
        referencePath = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// The shape's path in a frame.
    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    public static func == (lhs: ResolvedCustomShape, rhs: ResolvedCustomShape) -> Bool {
        lhs.typeName == rhs.typeName && lhs.referencePath == rhs.referencePath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeName)
        hasher.combine(referencePath)
    }
}
