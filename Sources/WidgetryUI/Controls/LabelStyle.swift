/// A type that applies a custom appearance to labels.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view representing the body of a label.
    associatedtype Body: View
    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration

    /// Creates a view representing the body of a label.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._labelStyle = StyleBox(style: style) })
    }
}
