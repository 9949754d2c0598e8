/// A type that specifies the behavior and appearance of buttons.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view representing the body of a button.
    associatedtype Body: View
    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration

    /// Creates a view representing the body of a button.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body

    /// The built-in style the button node records (``PlainButtonStyle`` is `.plain`); `nil` for a custom style,
    /// which the node records as `.custom`.
    ///
    /// Widgetry's own requirement; you don't implement it.
    var _builtinKind: ResolvedButton.Style? { get }
}

extension PrimitiveButtonStyle {
    /// A custom style is not a built-in one.
    public var _builtinKind: ResolvedButton.Style? { nil }
}
