/// The context of the current state-processing update: the animation, if any, to apply to the change.
///
/// Widgets are drawn from a snapshot and animate only between entries (through `transition(_:)`,
/// `contentTransition(_:)` and `animation(_:value:)`), so a transaction records what the code asked for
/// and nothing runs an animation from it.
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether to disable animations on views affected by the change.
    public var disablesAnimations = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction with an animation.
    public init(animation: Animation?) { self.animation = animation }
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// In a widget the body runs straight away and the change is drawn in the next snapshot; use
/// `transition(_:)` and `contentTransition(_:)` for what changes between entries.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Executes a closure with the specified transaction and returns the result.
@MainActor
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
