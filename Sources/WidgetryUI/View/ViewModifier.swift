/// A modifier that you apply to a view or another view modifier, producing a different version of the original.
///
/// For example:
///
/// ```swift
/// struct Caption: ViewModifier {
///     func body(content: Content) -> some View {
///         content.font(.caption).foregroundStyle(.secondary)
///     }
/// }
/// Text("Updated").modifier(Caption())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view representing the body.
    associatedtype Body: View

    /// The content view type passed to `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Gets the current body of the caller.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body: Widgetry applies them directly.
    public func body(content: Content) -> Never {
        preconditionFailure("'\(Self.self)' is a primitive modifier; Widgetry applies it directly, not through 'body'.")
    }
}

extension ViewModifier {
    /// Returns a new modifier that is the result of concatenating `self` with `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
