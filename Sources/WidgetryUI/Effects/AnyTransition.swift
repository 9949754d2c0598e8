import Foundation

/// How a view appears and disappears between entries.
///
/// For example, `.transition(.push(from: .bottom))`.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The `identity` transition.
    public static let identity = AnyTransition("identity")
    /// The `opacity` transition.
    public static let opacity = AnyTransition("opacity")
    /// The `scale` transition.
    public static let scale = AnyTransition("scale")
    /// The `slide` transition.
    public static let slide = AnyTransition("slide")

    /// Moves in from and out to an edge.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }

    /// Pushes in from an edge.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }

    /// Scales from a factor around an anchor.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition("scale(\(scale.compact), \(anchor))")
    }

    /// Offsets by an amount.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition("offset(\(x.compact), \(y.compact))")
    }

    /// Offsets by a size.
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }

    /// One transition for insertion and another for removal.
    ///
    /// For example, `.asymmetric(insertion: .push(from: .bottom), removal: .opacity)`.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion.name), \(removal.name))")
    }

    /// Two transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }

    public var description: String { name }
}
