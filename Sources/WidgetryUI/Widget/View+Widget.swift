import Foundation

extension View {
    /// Sets the URL the widget opens when tapped outside its links and buttons.
    ///
    /// For example, `.widgetURL(URL(string: "mygame://status"))`.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(NodeModifier(modifier: .widgetURL(url)))
    }

    /// Sets the background of a container, such as the widget, to a style.
    ///
    /// For example, `.containerBackground(.fill.tertiary, for: .widget)`.
    ///
    /// The tree records the background beside its content so renderers can draw it behind the whole widget,
    /// or leave it out where the system hides widget backgrounds.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement)
        -> some View
    {
        modifier(
            SecondaryViewModifier(
                modifier: .containerBackground(container, alignment: .center), alignment: .center,
                secondary: ContentResolver(ShapeStyleView(style: AnyShapeStyle(style)))))
    }

    /// Sets the background of a container, such as the widget, to a view.
    ///
    /// For example, `.containerBackground(for: .widget) { Color.green.opacity(0.2) }`.
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(
            SecondaryViewModifier(
                modifier: .containerBackground(container, alignment: alignment), alignment: alignment,
                secondary: ContentResolver(content())))
    }

    /// Adds this view and its descendants to the accented group, tinted in the accented rendering mode.
    public func widgetAccentable(_ accentable: Bool = true) -> some View {
        modifier(EnvironmentWritingModifier { $0._isWidgetAccentable = accentable })
    }

    /// Sets how images in this view render in the accented rendering mode, unless an image sets its own.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        modifier(EnvironmentWritingModifier { $0._widgetAccentedRenderingMode = renderingMode })
    }

    /// Adds a label the system draws around an accessory widget, such as a gauge's caption.
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        modifier(
            SecondaryViewModifier(modifier: .widgetLabel, alignment: .center, secondary: ContentResolver(label())))
    }

    /// Adds a text label the system draws around an accessory widget.
    public func widgetLabel(_ label: LocalizedStringKey) -> some View {
        widgetLabel { Text(label) }
    }

    /// Adds a text label the system draws around an accessory widget.
    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(label) }
    }

    /// Sets the background tint of a Live Activity on the Lock Screen; `nil` for the system default.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(
            EnvironmentDependentNodeModifier { .activityBackgroundTint(color?.resolvedColor(in: $0.colorScheme)) })
    }

    /// Sets the color of a Live Activity's system action button; `nil` for the system default.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        modifier(
            EnvironmentDependentNodeModifier {
                .activitySystemActionForegroundColor(color?.resolvedColor(in: $0.colorScheme))
            })
    }
}
