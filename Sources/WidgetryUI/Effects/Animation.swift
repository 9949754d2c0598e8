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

    /// The `default` animation curve.
    public static let `default` = Animation(name: "default", duration: 0.35)
    /// The `easeIn` animation curve.
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    /// The `easeOut` animation curve.
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    /// The `easeInOut` animation curve.
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    /// The `linear` animation curve.
    public static let linear = Animation(name: "linear", duration: 0.35)
    /// The `spring` animation curve.
    public static let spring = Animation(name: "spring", duration: 0.5)
    /// The `smooth` animation curve.
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    /// The `snappy` animation curve.
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    /// The `bouncy` animation curve.
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)

    /// The `easeIn` curve over a duration in seconds.
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    /// The `easeOut` curve over a duration in seconds.
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    /// The `easeInOut` curve over a duration in seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    /// The `linear` curve over a duration in seconds.
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
    public func delay(_ delay: Double) -> Animation {
        Animation(name: "\(name).delay(\(delay.compact))", duration: duration)
    }

    /// The same animation, sped up by a factor.
    public func speed(_ speed: Double) -> Animation {
        Animation(name: name, duration: duration.map { speed > 0 ? $0 / speed : $0 })
    }

    public var description: String { duration.map { "\(name)(\($0.compact)s)" } ?? name }
}
