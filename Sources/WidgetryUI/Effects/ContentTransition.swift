/// How a view's content changes between entries.
///
/// For example, `Text("\(entry.count)").contentTransition(.numericText())`.
public struct ContentTransition: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    private init(_ name: String) { self.name = name }

    /// The `identity` content transition.
    public static let identity = ContentTransition("identity")
    /// The `opacity` content transition.
    public static let opacity = ContentTransition("opacity")
    /// The `interpolate` content transition.
    public static let interpolate = ContentTransition("interpolate")
    /// The `symbolEffect` content transition.
    public static let symbolEffect = ContentTransition("symbolEffect")

    /// Digits roll up or down as the number changes.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(countsDown ? "numericText(countsDown)" : "numericText")
    }

    /// Digits roll in the direction the value changes.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition("numericText(value)") }

    /// A symbol effect between the symbols a view shows from one entry to the next, such as
    /// `.symbolEffect(.replace.downUp)`. Widgets draw each entry's symbol at rest.
    public static func symbolEffect<T: ContentTransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition("symbolEffect(\(effect))")
    }

    public var description: String { name }
}
