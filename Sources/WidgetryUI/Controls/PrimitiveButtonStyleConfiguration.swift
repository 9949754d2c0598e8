/// The properties of a button, for a ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label

    /// Performs the button's action; in a rendered widget, taps go to the host instead.
    public func trigger() {}

    /// The button's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
