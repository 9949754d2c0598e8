/// An empty, or identity, modifier.
public struct EmptyModifier: ViewModifier {
    /// The identity modifier.
    public static let identity = EmptyModifier()

    /// Creates the identity modifier.
    public init() {}

    public func body(content: Content) -> Content { content }
}
