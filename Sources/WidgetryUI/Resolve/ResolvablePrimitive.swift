/// A view that Widgetry resolves directly into nodes instead of through its `body`.
///
/// Every built-in leaf, container and control adopts it; other Widgetry modules may too.
@MainActor
package protocol ResolvablePrimitive {
    /// The nodes this view contributes in the given context: none, one, or several (a group or a loop).
    func _resolve(in context: ResolveContext) -> [ResolvedNode]
}

/// A view modifier that Widgetry applies directly instead of through its `body(content:)`.
@MainActor
package protocol PrimitiveModifier {
    /// The nodes the modified content contributes.
    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode]
}
