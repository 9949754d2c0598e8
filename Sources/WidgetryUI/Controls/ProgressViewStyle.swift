/// A type that applies a custom appearance to progress views.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// The properties of a progress view.
    typealias Configuration = ProgressViewStyleConfiguration

    /// Creates a view representing the body of a progress view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Sets the style of progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._progressViewStyle = StyleBox(style: style) })
    }
}
