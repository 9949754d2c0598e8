import Foundation
import WidgetryUI

/// Resolves a view in an environment (light, small, fixed locale by default).
@MainActor
func resolve<V: View>(_ view: V, in environment: EnvironmentValues = Environments.light) -> ResolvedNode {
    ViewResolver.resolve(view, in: environment)
}

extension ResolvedNode {
    /// The first text node whose plain text is the given string.
    func text(_ string: String) -> ResolvedNode? {
        first { $0.text?.plainText == string }
    }

    /// The first node whose kind matches.
    func firstNode(_ matches: (Kind) -> Bool) -> ResolvedNode? {
        first { matches($0.kind) }
    }

    /// The style of the first run of a text node.
    var firstRunStyle: ResolvedTextStyle? { text?.runs.first?.style }
}
