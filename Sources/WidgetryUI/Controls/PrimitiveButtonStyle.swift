/// A type that specifies the behavior and appearance of buttons.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view representing the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// Creates a view representing the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}
