import WidgetryIntents
import WidgetryUI

/// A control template that turns something on or off by performing a `SetValueIntent` with the new state.
///
/// For example:
///
/// ```swift
/// ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) {
///     Label("Flashlight", systemImage: value ? "flashlight.on.fill" : "flashlight.off.fill")
/// }
/// ```
///
/// When people tap the toggle, the system sets the intent's `value` to the new state, performs it, shows the new
/// state at once and then asks the control's value provider again.
@MainActor @preconcurrency
public struct ControlWidgetToggle<Content: View, ValueLabel: View, Action: SetValueIntent>: ControlWidgetTemplate
where Action.ValueType == Bool {
    let isOn: Bool
    let action: Action
    let label: Content
    let valueLabel: ValueLabel?

    /// Creates a toggle control.
    /// - Parameters:
    ///   - isOn: Whether the toggle is on, usually the value provider's value.
    ///   - action: The intent that sets the new state.
    ///   - label: The control's label, usually a `Label` with a title and a symbol.
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Content) where ValueLabel == EmptyView {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = nil
    }

    /// Creates a toggle control with a label that says its state.
    /// - Parameters:
    ///   - isOn: Whether the toggle is on.
    ///   - action: The intent that sets the new state.
    ///   - label: The control's label.
    ///   - valueLabel: The text for each state, such as "On" and "Off".
    public init(
        isOn: Bool, action: Action, @ViewBuilder label: () -> Content,
        @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = valueLabel(isOn)
    }

    public static var _templateKind: ControlTemplateKind? { .toggle }
    public static var _actionTypeName: String? { String(reflecting: Action.self) }

    public func _makeInstance() -> ControlTemplateInstance? {
        let label = AnyView(self.label)
        let state = valueLabel.map { AnyView($0) }
        let shownState = state ?? AnyView(Text(isOn ? "On" : "Off"))
        return ControlTemplateInstance(
            kind: .toggle, action: AnyAppIntent(action), isOn: isOn, label: label, valueLabel: state,
            view: AnyView(
                Toggle(isOn: isOn, intent: action) {
                    VStack(alignment: .leading, spacing: 2) {
                        label
                        shownState
                    }
                }))
    }

    /// Built-in templates have no body.
    public var body: Never { preconditionFailure("ControlWidgetToggle is a built-in template.") }
}

extension ControlWidgetToggle where Content == Text {
    /// Creates a toggle control with a localized title and a label for each state.
    ///
    /// For example:
    ///
    /// ```swift
    /// ControlWidgetToggle("Timer", isOn: value, action: ToggleTimerIntent()) { isOn in
    ///     Label(isOn ? "Running" : "Stopped", systemImage: isOn ? "hourglass.bottomhalf.filled" : "hourglass")
    /// }
    /// ```
    /// - Parameters:
    ///   - titleKey: The control's title.
    ///   - isOn: Whether the toggle is on.
    ///   - action: The intent that sets the new state.
    ///   - valueLabel: The label for each state.
    public init(
        _ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }

    /// Creates a toggle control with a title string and a label for each state.
    /// - Parameters:
    ///   - title: The control's title.
    ///   - isOn: Whether the toggle is on.
    ///   - action: The intent that sets the new state.
    ///   - valueLabel: The label for each state.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> ValueLabel
    ) {
        self.init(isOn: isOn, action: action, label: { Text(title) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Content == Label<Text, Image>, ValueLabel == EmptyView {
    /// Creates a toggle control with a localized title and a symbol.
    /// - Parameters:
    ///   - titleKey: The control's title.
    ///   - systemImage: The name of the symbol.
    ///   - isOn: Whether the toggle is on.
    ///   - action: The intent that sets the new state.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle control with a title string and a symbol.
    /// - Parameters:
    ///   - title: The control's title.
    ///   - systemImage: The name of the symbol.
    ///   - isOn: Whether the toggle is on.
    ///   - action: The intent that sets the new state.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Bool, action: Action) {
        self.init(isOn: isOn, action: action) { Label(title, systemImage: systemImage) }
    }
}
