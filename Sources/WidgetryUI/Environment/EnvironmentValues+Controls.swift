/// A control style kept in the environment. Styles are only used while views resolve, on the main
/// actor, so sharing the box across threads never touches the style.
struct StyleBox<Style>: @unchecked Sendable {
    let style: Style
}

extension EnvironmentValues {
    private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: StyleBox<any GaugeStyle>? = nil }
    private struct ProgressStyleKey: EnvironmentKey {
        static let defaultValue: StyleBox<any ProgressViewStyle>? = nil
    }
    private struct LabelStyleKey: EnvironmentKey { static let defaultValue: StyleBox<any LabelStyle>? = nil }
    private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: StyleBox<any ButtonStyle>? = nil }
    private struct PrimitiveButtonStyleKey: EnvironmentKey {
        static let defaultValue: StyleBox<any PrimitiveButtonStyle>? = nil
    }
    private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: StyleBox<any ToggleStyle>? = nil }

    var _gaugeStyle: StyleBox<any GaugeStyle>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    var _progressViewStyle: StyleBox<any ProgressViewStyle>? {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }

    var _labelStyle: StyleBox<any LabelStyle>? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// A custom `ButtonStyle`; it wins over a primitive style set further out.
    var _buttonStyle: StyleBox<any ButtonStyle>? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var _primitiveButtonStyle: StyleBox<any PrimitiveButtonStyle>? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }

    var _toggleStyle: StyleBox<any ToggleStyle>? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// The tint of controls: the `tint(_:)` in effect, or the accent color.
    var controlTint: ResolvedPaint { TintShapeStyle()._resolvePaint(in: self) }
}
