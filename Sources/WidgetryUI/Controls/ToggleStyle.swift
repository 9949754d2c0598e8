/// A type that applies a custom appearance to toggles.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view representing the body of a toggle.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration

    /// Creates a view representing the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body

    /// The built-in style the toggle node records (``SwitchToggleStyle`` is `.switch`); `nil` for a custom style,
    /// which the node records as `.custom`.
    ///
    /// Widgetry's own requirement; you don't implement it.
    var _builtinKind: ResolvedToggle.Style? { get }
}

extension ToggleStyle {
    /// A custom style is not a built-in one.
    public var _builtinKind: ResolvedToggle.Style? { nil }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._toggleStyle = StyleBox(style: style) })
    }
}
