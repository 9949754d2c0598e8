import WidgetryIntents
import WidgetryUI

/// A control that people don't configure: a button, or a toggle whose value comes from a value provider.
///
/// For example:
///
/// ```swift
/// StaticControlConfiguration(kind: "Flashlight", provider: FlashlightValueProvider()) { value in
///     ControlWidgetToggle(isOn: value, action: ToggleFlashlightIntent()) {
///         Label("Flashlight", systemImage: value ? "flashlight.on.fill" : "flashlight.off.fill")
///     }
/// }
/// ```
@MainActor @preconcurrency
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    let descriptor: ControlDescriptor

    /// Creates a control without a value.
    /// - Parameters:
    ///   - kind: A string that identifies the control in the bundle.
    ///   - content: The control's template.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping @MainActor () -> Content) {
        let shape = ControlEraser.shape(of: Content.self) { content() }
        let content = UncheckedSendableBox(content)
        descriptor = ControlDescriptor(
            kind: kind, template: shape.template, intentType: shape.intentType,
            configurationSchema: nil, valueType: nil, providerType: nil,
            valueBody: { _, _ in nil },
            templateBody: { _, _ in try ControlEraser.instance(content.value(), kind: kind) })
    }

    /// Creates a control whose value comes from a provider.
    /// - Parameters:
    ///   - kind: A string that identifies the control in the bundle.
    ///   - provider: The provider of the control's value.
    ///   - content: The control's template for a value.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping @MainActor (Provider.Value) -> Content
    ) {
        let shape = ControlEraser.shape(of: Content.self) { content(provider.previewValue) }
        let content = UncheckedSendableBox(content)
        descriptor = ControlDescriptor(
            kind: kind, template: shape.template, intentType: shape.intentType,
            configurationSchema: nil, valueType: String(reflecting: Provider.Value.self),
            providerType: String(reflecting: Provider.self),
            valueBody: { _, preview in
                if preview { return AnyControlValue(provider.previewValue) }
                return try await ControlEraser.call(kind: kind, "currentValue()") { try await provider.currentValue() }
            },
            templateBody: { value, _ in
                let typed: Provider.Value =
                    try value.map { try ControlEraser.typed($0, kind: kind) } ?? provider.previewValue
                return try ControlEraser.instance(content.value(typed), kind: kind)
            })
    }

    public var _controlDescriptors: [ControlDescriptor] { [descriptor] }

    /// Built-in configurations have no body.
    public var body: Never { preconditionFailure("StaticControlConfiguration is a built-in configuration.") }
}
