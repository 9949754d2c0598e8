/// A type that applies a custom appearance to toggles.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view representing the body of a toggle.
    associatedtype Body: View
    /// The properties of a toggle.
    typealias Configuration = ToggleStyleConfiguration

    /// Creates a view representing the body of a toggle.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// The properties of a toggle.
public struct ToggleStyleConfiguration {
    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on.
    public let isOn: Bool

    /// The toggle's label, as a view.
    public struct Label: View, ResolvablePrimitive {
        public typealias Body = Never
        let content: ContentResolver
        package func _resolve(in context: ResolveContext) -> [ResolvedNode] { content.resolve(context) }
    }
}

/// Built-in toggle styles: the toggle node records the style and the renderer draws the switch.
protocol BuiltinToggleStyle: ToggleStyle {
    var kind: ResolvedToggle.Style { get }
}

/// The default toggle style: a switch beside the label.
public struct DefaultToggleStyle: BuiltinToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.automatic

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch beside the label.
public struct SwitchToggleStyle: BuiltinToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.switch

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that looks selected when on.
public struct ButtonToggleStyle: BuiltinToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.button

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        modifier(EnvironmentWritingModifier { $0._toggleStyle = StyleBox(style: style) })
    }
}
