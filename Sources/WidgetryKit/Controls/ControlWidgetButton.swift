import WidgetryIntents
import WidgetryUI

/// A control template that performs an App Intent when people tap it.
///
/// For example:
///
/// ```swift
/// ControlWidgetButton(action: OpenCameraIntent()) {
///     Label("Camera", systemImage: "camera.fill")
/// }
/// ```
@MainActor @preconcurrency
public struct ControlWidgetButton<Content: View, Action: AppIntent>: ControlWidgetTemplate {
    let action: Action
    let label: Content

    /// Creates a button control.
    /// - Parameters:
    ///   - action: The intent to perform.
    ///   - label: The control's label, usually a `Label` with a title and a symbol.
    public init(action: Action, @ViewBuilder label: () -> Content) {
        self.action = action
        self.label = label()
    }

    public static var _templateKind: ControlTemplateKind? { .button }
    public static var _actionTypeName: String? { String(reflecting: Action.self) }

    public func _makeInstance() -> ControlTemplateInstance? {
        ControlTemplateInstance(
            kind: .button, action: AnyAppIntent(action), isOn: nil, label: AnyView(label), valueLabel: nil,
            view: AnyView(Button(intent: action) { label }))
    }

    /// Built-in templates have no body.
    public var body: Never { preconditionFailure("ControlWidgetButton is a built-in template.") }
}

extension ControlWidgetButton where Content == Label<Text, Image> {
    /// Creates a button control with a localized title and a symbol.
    ///
    /// For example: `ControlWidgetButton("Camera", systemImage: "camera.fill", action: OpenCameraIntent())`.
    /// - Parameters:
    ///   - titleKey: The control's title.
    ///   - systemImage: The name of the symbol.
    ///   - action: The intent to perform.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: Action) {
        self.init(action: action) { Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a button control with a title string and a symbol.
    /// - Parameters:
    ///   - title: The control's title.
    ///   - systemImage: The name of the symbol.
    ///   - action: The intent to perform.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: Action) {
        self.init(action: action) { Label(title, systemImage: systemImage) }
    }
}
