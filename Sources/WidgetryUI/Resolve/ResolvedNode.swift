/// One node of a resolved view tree: what a view means in a given environment, ready for layout.
///
/// ``ViewResolver`` produces the tree; a layout engine sizes and places it, a renderer draws it. It carries
/// no closures and no views, only values, so it is `Sendable` and `Equatable` and can cross threads.
///
/// A node is a ``Kind`` (a leaf such as text, a container such as a stack, or a ``ResolvedModifier`` that
/// wraps its content), its ordered ``children``, and the ``traits`` (redaction, privacy, accent group) in
/// effect where it sits.
///
/// For example:
///
/// ```swift
/// let node = ViewResolver.resolve(Text("Hi").padding(), in: EnvironmentValues())
/// print(node.dump())
/// // Padding(default)
/// //   Text "Hi" (body, #000000)
/// ```
public struct ResolvedNode: Sendable, Equatable {
    /// What the node is.
    public var kind: Kind
    /// The node's children, in order; ``Kind`` documents what each position means.
    public var children: [ResolvedNode]
    /// The redaction and widget marks in effect at this node.
    public var traits: ResolvedTraits

    /// Creates a node.
    public init(_ kind: Kind, children: [ResolvedNode] = [], traits: ResolvedTraits = ResolvedTraits()) {
        self.kind = kind
        self.children = children
        self.traits = traits
    }
}
