/// The properties of a toggle.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    public let isOn: Bool

    /// The toggle's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
