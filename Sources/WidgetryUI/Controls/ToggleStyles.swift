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
    /// The `automatic` toggle style.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The `switch` toggle style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The `button` toggle style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
