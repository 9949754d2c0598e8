/// A type that applies a custom appearance to buttons, drawn from their label.
///
/// For example:
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(6).background(.tint, in: Capsule())
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view representing the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration

    /// Creates a view representing the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

extension View {
    /// Sets the style of buttons in this view to a custom ``ButtonStyle``.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0._buttonStyle = StyleBox(style: style)
                $0._primitiveButtonStyle = nil
            })
    }

    /// Sets the style of buttons in this view, such as `.plain` or `.borderedProminent`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        modifier(
            EnvironmentWritingModifier {
                $0._primitiveButtonStyle = StyleBox(style: style)
                $0._buttonStyle = nil
            })
    }
}
