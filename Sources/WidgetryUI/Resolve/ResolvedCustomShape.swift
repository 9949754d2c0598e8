import Foundation

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
