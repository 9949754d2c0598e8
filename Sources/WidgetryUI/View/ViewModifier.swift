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

/// The content a ``ViewModifier`` receives in `body(content:)`: the view the modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never

    let content: ContentResolver
}

extension _ViewModifier_Content: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        content.resolve(context)
    }
}

/// An empty, or identity, modifier.
public struct EmptyModifier: ViewModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates the identity modifier.
    public init() {}

    public func body(content: Content) -> Content { content }
}
