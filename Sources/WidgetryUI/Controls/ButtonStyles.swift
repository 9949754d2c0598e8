/// The label of a built-in button style.
struct BuiltinButtonLabel: View, ResolvablePrimitive {
    typealias Body = Never

    let configuration: PrimitiveButtonStyleConfiguration
    let kind: ResolvedButton.Style

    func _resolve(in context: ResolveContext) -> [ResolvedNode] {
        switch kind {
        case .plain, .custom:
            return Resolver.resolve(configuration.label, in: context)
        case .borderedProminent:
            let labelContext = context.with { $0.setForegroundStyles([AnyShapeStyle(Color.white)]) }
            return Resolver.resolve(configuration.label, in: labelContext)
        case .automatic, .borderless, .bordered:
            return Resolver.resolve(configuration.label, in: context.tintingLabel())
        }
    }
}

/// The default button style: borderless, with a tinted label.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedButton.Style.automatic
    /// The built-in style the button node records.
    public var _builtinKind: ResolvedButton.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButtonLabel(configuration: configuration, kind: kind)
    }
}

/// A button style that draws the label as it is.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedButton.Style.plain
    /// The built-in style the button node records.
    public var _builtinKind: ResolvedButton.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButtonLabel(configuration: configuration, kind: kind)
    }
}

/// A button style with a tinted label and no border.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedButton.Style.borderless
    /// The built-in style the button node records.
    public var _builtinKind: ResolvedButton.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButtonLabel(configuration: configuration, kind: kind)
    }
}

/// A button style with a tinted label on a light tinted capsule.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedButton.Style.bordered
    /// The built-in style the button node records.
    public var _builtinKind: ResolvedButton.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButtonLabel(configuration: configuration, kind: kind)
    }
}

/// A button style with a white label on a tinted capsule.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates the style.
    public init() {}
    let kind = ResolvedButton.Style.borderedProminent
    /// The built-in style the button node records.
    public var _builtinKind: ResolvedButton.Style? { kind }

    public func makeBody(configuration: Configuration) -> some View {
        BuiltinButtonLabel(configuration: configuration, kind: kind)
    }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The `automatic` button style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The `plain` button style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The `borderless` button style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The `bordered` button style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The `borderedProminent` button style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
