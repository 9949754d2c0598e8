import Foundation

/// An animation between entries, recorded in the resolved tree for renderers that animate.
///
/// For example, `.animation(.easeInOut(duration: 0.3), value: entry.progress)`.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The curve's name, such as `easeInOut` or `spring`.
    public let name: String
    /// The duration in seconds, when the animation has one.
    public let duration: Double?

    init(name: String, duration: Double?) {
        self.name = name
        self.duration = duration
    }

    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)

    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }

    /// A spring with a response (duration) and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: "spring", duration: response)
    }

    /// A spring with a duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }

    /// The same animation, starting after a delay.
    public func delay(_ delay: Double) -> Animation { Animation(name: "\(name).delay(\(delay.compact))", duration: duration) }

    /// The same animation, sped up by a factor.
    public func speed(_ speed: Double) -> Animation {
        Animation(name: name, duration: duration.map { speed > 0 ? $0 / speed : $0 })
    }

    public var description: String { duration.map { "\(name)(\($0.compact)s)" } ?? name }
}

/// How a view's content changes between entries.
///
/// For example, `Text("\(entry.count)").contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    public static let identity = ContentTransition("identity")
    public static let opacity = ContentTransition("opacity")
    public static let interpolate = ContentTransition("interpolate")
    public static let symbolEffect = ContentTransition("symbolEffect")

    /// Digits roll up or down as the number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll in the direction the value changes.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition("numericText(value)") }

    public var description: String { name }
}

/// How a view appears and disappears between entries.
///
/// For example, `.transition(.push(from: .bottom))`.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
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

    /// Two transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }

    public var description: String { name }
}
