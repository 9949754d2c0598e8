/// The state a view resolves in: its environment.
package struct ResolveContext: Sendable {
    /// The environment at this point of the hierarchy.
    package var environment: EnvironmentValues

    package init(environment: EnvironmentValues) { self.environment = environment }

    /// A node stamped with the traits (redaction, privacy, accent group) in effect here.
    package func node(_ kind: ResolvedNode.Kind, _ children: [ResolvedNode] = []) -> ResolvedNode {
        ResolvedNode(kind, children: children, traits: environment.resolvedTraits)
    }

    /// Wraps each node in a modifier node, as SwiftUI applies a modifier to each view of a group.
    package func wrap(_ nodes: [ResolvedNode], in modifier: ResolvedModifier) -> [ResolvedNode] {
        nodes.map { node(.modifier(modifier), [$0]) }
    }

    /// A copy of this context with a changed environment.
    package func with(_ transform: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        transform(&copy.environment)
        return copy
    }

    /// One node for a list: the node itself, a ZStack of several (as overlays and backgrounds stack
    /// their content), or an empty node.
    package func single(_ nodes: [ResolvedNode], alignment: Alignment = .center) -> ResolvedNode {
        switch nodes.count {
        case 0: node(.empty)
        case 1: nodes[0]
        default: node(.stack(ResolvedStack(axis: nil, alignment: alignment, spacing: nil)), nodes)
        }
    }
}
