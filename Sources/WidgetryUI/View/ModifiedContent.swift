/// A value with a modifier applied to it.
///
/// `Text("Hi").modifier(Caption())` is a `ModifiedContent<Text, Caption>`.
public struct ModifiedContent<Content, Modifier> {
    /// The content that the modifier transforms into a new view or new view modifier.
    public var content: Content
    /// The view modifier.
    public var modifier: Modifier

    /// A structure that the defines the content and modifier needed to produce a new view or view modifier.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: ResolvablePrimitive where Content: View, Modifier: ViewModifier {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let view = content
        let resolver = ContentResolver { Resolver.resolve(view, in: $0) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive._resolve(content: resolver, in: context)
        }
        return Resolver.resolveModifierBody(modifier, content: resolver, in: context)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// - Parameter modifier: The modifier to apply.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
