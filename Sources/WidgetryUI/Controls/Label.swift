/// A standard label: a title with an icon.
///
/// For example, `Label("Details", systemImage: "info.circle")`.
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never

    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label with a localized title and a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a title string and a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// Creates a label with a localized title and an image from the widget's assets.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// Creates a label with a title string and an image from the widget's assets.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label: ResolvablePrimitive {
    package func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        let configuration = LabelStyleConfiguration(
            title: .init(content: ContentResolver(title)), icon: .init(content: ContentResolver(icon)))
        let style: any LabelStyle = context.environment._labelStyle?.style ?? DefaultLabelStyle()
        return Resolver.resolveStyleBody(in: context) { style.makeBody(configuration: configuration) }
    }
}
