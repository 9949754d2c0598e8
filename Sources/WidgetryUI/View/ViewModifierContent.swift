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
