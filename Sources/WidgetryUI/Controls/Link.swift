import Foundation

/// A control that opens a URL when tapped: in a widget, it opens the app at that URL.
///
/// For example:
///
/// ```swift
/// Link(destination: country.url) {
///     Label("Details", systemImage: "info.circle")
/// }
/// ```
public struct Link<Label: View>: View {
    public typealias Body = Never

    let destination: URL
    let label: Label

    /// Creates a link with a label.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
}

extension Link where Label == Text {
    /// Creates a link with a localized title.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link with a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension Link: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let labelContext = context.tintingLabel()
        return [context.node(.link(destination), [labelContext.single(Resolver.resolve(label, in: labelContext))])]
    }
}

extension ResolveContext {
    /// The context of a control's label: tinted, unless a foreground style is set around the control.
    func tintingLabel() -> ResolveContext {
        guard environment._foregroundStyles.styles.isEmpty else { return self }
        return with { $0.setForegroundStyles([AnyShapeStyle(TintShapeStyle())]) }
    }
}
