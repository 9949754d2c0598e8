import WidgetryIntents
import WidgetryUI

/// A control's template for one value, erased: its kind, its intent, whether it is on, and the views to draw.
///
/// ``ControlDescriptor/template(for:configuration:)`` makes one; a host draws ``view`` and, when people tap it,
/// performs ``intentToPerform(settingValue:)``.
///
/// For example:
///
/// ```swift
/// let template = try await control.currentTemplate()
/// let intent = try template.intentToPerform()  // a toggle's intent with its value set to the opposite state
/// try await intent.perform()
/// ```
@MainActor @preconcurrency
public struct ControlTemplateInstance {
    /// Whether the control is a button or a toggle.
    public let kind: ControlTemplateKind
    /// The intent the control performs; a toggle's has its value set when performed.
    public let action: AnyAppIntent
    /// Whether a toggle is on; `nil` for a button.
    public let isOn: Bool?
    /// The label the control was written with, such as `Label("Flashlight", systemImage: …)`.
    public let label: AnyView
    /// The text that says a toggle's state, such as "On"; `nil` when the control has none of its own.
    public let valueLabel: AnyView?
    /// The tint the control was given with `tint(_:)`.
    public internal(set) var tint: Color?
    /// The hint shown next to the Action button, from `controlWidgetActionHint(_:)`; `nil` for the system's.
    public internal(set) var actionHint: String?
    /// The status shown when the control changes state, from `controlWidgetStatus(_:)`; `nil` for the system's.
    public internal(set) var status: String?
    /// The control as a view: a `Button` or a `Toggle` performing ``action`` around the label (and, for a toggle,
    /// its value label, "On" or "Off" unless given).
    public let view: AnyView

    /// The intent to perform when people tap the control: a button's ``action``, or a toggle's with its value set.
    /// - Parameter newValue: The toggle's new state; the opposite of ``isOn`` unless given. Buttons ignore it.
    /// - throws: `IntentError` when the toggle's intent does not take a `Bool` value.
    public func intentToPerform(settingValue newValue: Bool? = nil) throws -> AnyAppIntent {
        switch kind {
        case .button: action
        case .toggle: try action.settingValue(newValue ?? !(isOn ?? false))
        }
    }
}
