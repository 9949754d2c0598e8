/// The properties of a label: its title and icon views.
public struct LabelStyleConfiguration {
    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon

    /// The label's title, as a view.
    public struct Title: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }

    /// The label's icon, as a view.
    public struct Icon: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}
