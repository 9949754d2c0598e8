extension EnvironmentValues {
    private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue: Bool? = nil }
    private struct BackgroundMaterialKey: EnvironmentKey { static let defaultValue: Material? = nil }
    private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

    /// Whether an accessory widget can show an accessory label (`widgetLabel(_:)`).
    ///
    /// Unless the host sets it, it is `true` for `accessoryCorner`, the family that always shows its label
    /// around the content, and `false` elsewhere: a widget then keeps its label's information in its content.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] ?? (widgetFamily == .accessoryCorner) }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }

    /// The material underneath the current view, if any; `nil` in a widget unless set with `environment(_:_:)`.
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialKey.self] }
        set { self[BackgroundMaterialKey.self] = newValue }
    }

    /// Whether controls hide their labels (`labelsHidden()`).
    var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of any controls contained within this view.
    ///
    /// A toggle draws only its switch and a gauge only its track and value labels; accessibility keeps reading
    /// the label, as on iOS.
    public func labelsHidden() -> some View {
        modifier(EnvironmentWritingModifier { $0._labelsHidden = true })
    }
}
