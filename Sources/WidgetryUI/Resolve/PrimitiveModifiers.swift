import Foundation

/// Wraps each content node in a fixed resolved modifier.
struct NodeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let modifier: ResolvedModifier

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        context.wrap(content.resolve(context), in: modifier)
    }
}

/// Wraps each content node in a modifier computed from the environment, such as one holding a color.
struct EnvironmentDependentNodeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let make: (EnvironmentValues) -> ResolvedModifier

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        context.wrap(content.resolve(context), in: make(context.environment))
    }
}

/// Resolves the content in a changed environment.
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let transform: (inout EnvironmentValues) -> Void

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        let inner = context.with(transform)
        let nodes = content.resolve(inner)
        // A change of direction is kept in the tree: layout mirrors what is inside.
        let direction = inner.environment.layoutDirection
        guard direction != context.environment.layoutDirection else { return nodes }
        return nodes.map { inner.node(.modifier(.layoutDirection(direction)), [$0]) }
    }
}

/// Wraps each content node in a modifier whose second child is another view: overlays, backgrounds,
/// masks, container backgrounds, widget labels.
struct SecondaryViewModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let modifier: ResolvedModifier
    let alignment: Alignment
    let secondary: ContentResolver

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        content.resolve(context).map { node in
            let second = context.single(secondary.resolve(context), alignment: alignment)
            return context.node(.modifier(modifier), [node, second])
        }
    }
}

/// A view that is a style drawn as a fill: the second child of `background(_:)` with a style.
struct ShapeStyleView: View, ResolvablePrimitive {
    typealias Body = Never

    let style: AnyShapeStyle

    func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        [context.node(.paint(style._resolvePaint(in: context.environment)))]
    }
}

/// Mirrors content's drawing in a right-to-left layout (`flipsForRightToLeftLayoutDirection(true)`).
struct RightToLeftFlipModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    let enabled: Bool

    func _resolve(content: ContentResolver, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content.resolve(context)
        guard enabled, context.environment.layoutDirection == .rightToLeft else { return nodes }
        return nodes.map { context.node(.modifier(.scale(CGSize(width: -1, height: 1), anchor: .center)), [$0]) }
    }
}
