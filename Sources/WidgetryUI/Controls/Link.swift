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
    /// A link is drawn as a button is: `.buttonStyle(.plain)` keeps its label's own colors, a custom `ButtonStyle`
    /// draws it, and the default (or a tinted built-in style) tints it.
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let labelResolver = ContentResolver(label)
        let labelNodes: [ResolvedNode]
        if let custom = environment._buttonStyle?.style {
            let configuration = ButtonStyleConfiguration(
                role: nil, label: .init(content: labelResolver), isPressed: false)
            labelNodes = Resolver.resolveStyleBody(in: context) { custom.makeBody(configuration: configuration) }
        } else if let kind = environment._primitiveButtonStyle?.style._builtinKind {
            let configuration = PrimitiveButtonStyleConfiguration(role: nil, label: .init(content: labelResolver))
            labelNodes = Resolver.resolve(
                BuiltinButtonLabel(configuration: configuration, kind: kind), in: context)
        } else {
            let labelContext = context.tintingLabel()
            labelNodes = Resolver.resolve(label, in: labelContext)
        }
        return [context.node(.link(destination), [context.single(labelNodes)])]
    }
}

extension ResolveContext {
    /// The context of a control's label: tinted, unless a foreground style is set around the control.
    func tintingLabel() -> ResolveContext {
        guard environment._foregroundStyles.styles.isEmpty else { return self }
        return with { $0.setForegroundStyles([AnyShapeStyle(TintShapeStyle())]) }
    }
}
