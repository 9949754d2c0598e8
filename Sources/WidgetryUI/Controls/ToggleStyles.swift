/// The default toggle style: a switch beside the label.
public struct DefaultToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.automatic
    /// The built-in style the toggle node records; the renderer draws it.
    public var _builtinKind: ResolvedToggle.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch beside the label.
public struct SwitchToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.switch
    /// The built-in style the toggle node records; the renderer draws it.
    public var _builtinKind: ResolvedToggle.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that looks selected when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedToggle.Style.button
    /// The built-in style the toggle node records; the renderer draws it.
    public var _builtinKind: ResolvedToggle.Style? { kind }

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
