/// The properties of a button, for a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed; never, in a rendered widget.
    public let isPressed: Bool

    /// The button's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
