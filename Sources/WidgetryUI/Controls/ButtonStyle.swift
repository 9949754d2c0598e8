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

/// The properties of a button, for a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is pressed; never, in a rendered widget.
    public let isPressed: Bool

    /// The button's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}

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

/// The properties of a button, for a ``PrimitiveButtonStyle``.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label

    /// Performs the button's action; in a rendered widget, taps go to the host instead.
    public func trigger() {}

    /// The button's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
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
